import { toRankingSummary, type RankingHistory, type RankingList } from '@oche/api'
import { rankingHistory } from '@oche/darts'
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rankings, type RankingRow } from '../../db/schema/index'
import { managedOrganisationIds } from '../organisations/organisation-managers'
import { fail, ok, type Result } from '../result'
import { findVisibleRanking } from './access'
import { computeRanking, rankingSnapshot } from './compute-ranking'

const LIMIT = 100

async function summaries(db: Database, rows: readonly RankingRow[], now: Date): Promise<RankingList> {
  const list = []
  for (const row of rows) list.push(toRankingSummary(await computeRanking(db, row, false, now)))
  return list
}

/** `GET /rankings`: every public ranking, the most recently changed first. */
export async function listPublicRankings(db: Database, now = new Date()): Promise<Result<RankingList, never>> {
  const rows = await db
    .select()
    .from(rankings)
    .where(eq(rankings.visibility, 'public'))
    .orderBy(desc(rankings.updatedAt), desc(rankings.id))
    .limit(LIMIT)
  return ok(await summaries(db, rows, now))
}

/** `GET /me/rankings`: the rankings of every organisation the user manages, the most recently changed first. */
export async function listMyRankings(
  db: Database,
  input: { userId: string },
  now = new Date(),
): Promise<Result<RankingList, never>> {
  const organisationIds = await managedOrganisationIds(db, input.userId)
  if (organisationIds.length === 0) return ok([])
  const rows = await db
    .select()
    .from(rankings)
    .where(inArray(rankings.organisationId, organisationIds))
    .orderBy(desc(rankings.updatedAt), desc(rankings.id))
    .limit(LIMIT)
  return ok(await summaries(db, rows, now))
}

/** A player's position after each of the ranking's tournaments (404 for a player it never ranked). */
export async function getRankingHistory(
  db: Database,
  input: { userId: string | null; rankingId: string; participantId: string },
): Promise<Result<RankingHistory, 'ranking.notFound'>> {
  const found = await findVisibleRanking(db, input)
  if (!found.ok) return found
  const snapshot = await rankingSnapshot(db, found.value.row)
  if (!snapshot.results.some((result) => result.playerId === input.participantId)) return fail('ranking.notFound')
  const { row } = found.value
  const history = rankingHistory(
    snapshot.results,
    { bands: row.points, countBest: row.countBest, window: row.window },
    input.participantId,
  )
  return ok(history.map((point) => ({ tournament_id: point.tournamentId, date: point.date, position: point.position })))
}
