import type { RankingDetail } from '@oche/api'
import type { Database } from '../../db/database'
import { ok, type Result } from '../result'
import { findVisibleRanking } from './access'
import { computeRanking } from './compute-ranking'

/** `GET /rankings/{id}`: the order of merit as it stands today, for anyone who may see the ranking. */
export async function getRanking(
  db: Database,
  input: { userId: string | null; rankingId: string },
  now = new Date(),
): Promise<Result<RankingDetail, 'ranking.notFound'>> {
  const found = await findVisibleRanking(db, input)
  if (!found.ok) return found
  return ok(await computeRanking(db, found.value.row, found.value.canManage, now))
}
