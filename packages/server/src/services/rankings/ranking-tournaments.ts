import { and, desc, eq, inArray } from 'drizzle-orm'
import type { TournamentVisibility } from '@oche/api'
import type { Database } from '../../db/database'
import { rankingTournaments, tournaments, type RankingRow, type TournamentRow } from '../../db/schema/index'

/**
 * The tournaments a ranking may show: none less visible than the ranking itself, so a public ranking never names a
 * private or unlisted tournament or its players. A public ranking holds public tournaments, an unlisted one public
 * and unlisted ones, a private one every tournament of its organisation.
 */
export function visibilitiesShownBy(ranking: TournamentVisibility): TournamentVisibility[] {
  if (ranking === 'public') return ['public']
  if (ranking === 'unlisted') return ['public', 'unlisted']
  return ['public', 'unlisted', 'private']
}

/**
 * The tournaments of a ranking, the most recent first: the chosen ones, or every finished tournament of its
 * organisation that is not a test (`organisation`); either way only those it may show (a tournament made private
 * after it was chosen leaves a public ranking).
 */
export async function loadRankingTournaments(db: Database, ranking: RankingRow): Promise<TournamentRow[]> {
  const shown = inArray(tournaments.visibility, visibilitiesShownBy(ranking.visibility))
  if (ranking.selection === 'organisation') {
    return db
      .select()
      .from(tournaments)
      .where(
        and(
          eq(tournaments.organisationId, ranking.organisationId),
          eq(tournaments.status, 'finished'),
          eq(tournaments.isTest, false),
          shown,
        ),
      )
      .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
  }
  const rows = await db
    .select({ tournament: tournaments })
    .from(rankingTournaments)
    .innerJoin(tournaments, eq(tournaments.id, rankingTournaments.tournamentId))
    .where(and(eq(rankingTournaments.rankingId, ranking.id), shown))
    .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
  return rows.map((row) => row.tournament)
}

/** The visibility of each of these tournament ids that belongs to the organisation (the others cannot be chosen). */
export async function organisationTournamentVisibilities(
  db: Database,
  input: { organisationId: string; tournamentIds: readonly string[] },
): Promise<Map<string, TournamentVisibility>> {
  if (input.tournamentIds.length === 0) return new Map()
  const rows = await db
    .select({ id: tournaments.id, visibility: tournaments.visibility })
    .from(tournaments)
    .where(and(eq(tournaments.organisationId, input.organisationId), inArray(tournaments.id, [...input.tournamentIds])))
  return new Map(rows.map((row) => [row.id, row.visibility]))
}

/** The tournaments chosen for a ranking, in the order they were stored. */
export async function chosenTournamentIds(db: Database, rankingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rankingTournaments.tournamentId })
    .from(rankingTournaments)
    .where(eq(rankingTournaments.rankingId, rankingId))
  return rows.map((row) => row.id)
}

/** The day a tournament is ranked on: its start's date (UTC). */
export function rankingDay(row: Pick<TournamentRow, 'startsAt'>): string {
  return row.startsAt.toISOString().slice(0, 10)
}
