import type { AdminUser } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { recordAdminAudit, type AdminActor } from './admin-audit'
import { findAdminUser, toAdminUser } from './admin-user-view'

/**
 * A super admin lifts a block: the account signs in again (its old sessions stay ended). Unblocking an account that
 * is not blocked changes nothing.
 */
export async function unblockUser(
  db: Database,
  input: { actor: AdminActor; userId: string; now?: Date },
): Promise<Result<AdminUser, 'adminUser.notFound'>> {
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  if (!row.user.blockedAt) return ok(await toAdminUser(db, row))
  const now = input.now ?? new Date()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ blockedAt: null, updatedAt: now }).where(eq(users.id, row.user.id))
    await recordAdminAudit(tx, input.actor, row.user.id, 'user.unblocked', {
      before: { blocked_at: row.user.blockedAt?.toISOString() },
    })
  })
  return ok(await toAdminUser(db, { ...row, user: { ...row.user, blockedAt: null, updatedAt: now } }))
}
