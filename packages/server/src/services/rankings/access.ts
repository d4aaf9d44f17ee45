import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rankings, type RankingRow } from '../../db/schema/index'
import { canManageOrganisation } from '../organisations/organisation-managers'
import { fail, ok, type Result } from '../result'

/**
 * A ranking the user may manage (its organisation's owners and admins, super admins). Someone else's private
 * ranking answers `ranking.notFound`, a public or unlisted one `auth.forbidden`, as for events and tournaments.
 */
export async function findManagedRanking(
  db: Database,
  input: { userId: string; rankingId: string },
): Promise<Result<RankingRow, 'ranking.notFound' | 'auth.forbidden'>> {
  const [row] = await db.select().from(rankings).where(eq(rankings.id, input.rankingId))
  if (!row) return fail('ranking.notFound')
  if (await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })) return ok(row)
  return fail(row.visibility === 'private' ? 'ranking.notFound' : 'auth.forbidden')
}

/** A ranking the caller (null when not signed in) may see: public and unlisted for anyone, private for its managers. */
export async function findVisibleRanking(
  db: Database,
  input: { userId: string | null; rankingId: string },
): Promise<Result<{ row: RankingRow; canManage: boolean }, 'ranking.notFound'>> {
  const [row] = await db.select().from(rankings).where(eq(rankings.id, input.rankingId))
  if (!row) return fail('ranking.notFound')
  const canManage = input.userId
    ? await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })
    : false
  if (row.visibility === 'private' && !canManage) return fail('ranking.notFound')
  return ok({ row, canManage })
}
