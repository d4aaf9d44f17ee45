import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rankingTournaments, tournaments, type RankingRow, type TournamentRow } from '../../db/schema/index'

/**
 * The tournaments of a ranking, the most recent first: the chosen ones, or every finished tournament of its
 * organisation that is not a test (`organisation`).
 */
export async function loadRankingTournaments(db: Database, ranking: RankingRow): Promise<TournamentRow[]> {
  if (ranking.selection === 'organisation') {
    return db
      .select()
      .from(tournaments)
      .where(
        and(
          eq(tournaments.organisationId, ranking.organisationId),
          eq(tournaments.status, 'finished'),
          eq(tournaments.isTest, false),
        ),
      )
      .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
  }
  const rows = await db
    .select({ tournament: tournaments })
    .from(rankingTournaments)
    .innerJoin(tournaments, eq(tournaments.id, rankingTournaments.tournamentId))
    .where(eq(rankingTournaments.rankingId, ranking.id))
    .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
  return rows.map((row) => row.tournament)
}

/** Which of these tournament ids belong to the organisation (the others cannot be chosen). */
export async function organisationTournamentIds(
  db: Database,
  input: { organisationId: string; tournamentIds: readonly string[] },
): Promise<Set<string>> {
  if (input.tournamentIds.length === 0) return new Set()
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.organisationId, input.organisationId), inArray(tournaments.id, [...input.tournamentIds])))
  return new Set(rows.map((row) => row.id))
}

/** The day a tournament is ranked on: its start's date (UTC). */
export function rankingDay(row: Pick<TournamentRow, 'startsAt'>): string {
  return row.startsAt.toISOString().slice(0, 10)
}
