import { buildRankingDetail, type RankingDetail, type RankingSnapshot, toTournamentPlanFormat } from '@oche/api'
import { finalRanking, type RankingResult } from '@oche/darts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisations, type RankingRow, type TournamentRow } from '../../db/schema/index'
import { loadPlayState } from '../tournament-play/load-play-state'
import { loadRankingTournaments, rankingDay } from './ranking-tournaments'

/**
 * Every player's place in each finished tournament, from the final ranking `@oche/darts` resolves: both members of
 * a pair get the pair's place. Players are participants (merges already point entries at the one kept).
 */
async function tournamentResults(
  db: Database,
  rows: readonly TournamentRow[],
): Promise<{ results: RankingResult[]; names: Map<string, string> }> {
  const results: RankingResult[] = []
  const names = new Map<string, string>()
  for (const row of rows) {
    if (row.status !== 'finished') continue
    const state = await loadPlayState(db, row)
    const ranking = finalRanking(state.input, state.resolution, { format: toTournamentPlanFormat(row.format) })
    const entries = new Map(state.entries.map((entry) => [entry.id, entry]))
    for (const place of ranking) {
      for (const member of entries.get(place.entryId)?.members ?? []) {
        names.set(member.participant_id, member.name)
        results.push({
          tournamentId: row.id,
          date: rankingDay(row),
          playerId: member.participant_id,
          position: place.position,
          positionTo: place.positionTo,
        })
      }
    }
  }
  return { results, names }
}

/** What the ranking is worked out from on `now`'s day (UTC): its rules, tournaments and their places. */
export async function rankingSnapshot(db: Database, row: RankingRow, now = new Date()): Promise<RankingSnapshot> {
  const [organiser] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, row.organisationId))
  const tournaments = await loadRankingTournaments(db, row)
  const { results, names } = await tournamentResults(db, tournaments)
  return {
    ranking: {
      id: row.id,
      name: row.name,
      description: row.description,
      visibility: row.visibility,
      points: row.points,
      count_best: row.countBest,
      window: row.window,
      selection: row.selection,
      updated_at: row.updatedAt.toISOString(),
    },
    organiser: organiser ?? { id: row.organisationId, name: '' },
    tournaments: tournaments.map((tournament) => ({
      id: tournament.id,
      name: tournament.name,
      date: rankingDay(tournament),
      status: tournament.status,
    })),
    results,
    names,
    asOf: now.toISOString().slice(0, 10),
  }
}

/** The ranking's page as it stands on `now`'s day. */
export async function computeRanking(
  db: Database,
  row: RankingRow,
  canManage: boolean,
  now = new Date(),
): Promise<RankingDetail> {
  return buildRankingDetail(await rankingSnapshot(db, row, now), canManage)
}
