import type { AdminUser } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { endSessions } from '../accounts/end-sessions'
import { fail, ok, type Result } from '../result'
import { recordAdminAudit, type AdminActor } from './admin-audit'
import { findAdminUser, toAdminUser } from './admin-user-view'

/**
 * A super admin blocks an account: from now on it cannot sign in (`logIn` says why to whoever knows the password),
 * its tokens are refused (`authenticateToken`) and revoked, with its impersonations and password reset links, and it
 * cannot be impersonated. Blocking a blocked account changes nothing. An admin cannot block themselves.
 */
export async function blockUser(
  db: Database,
  input: { actor: AdminActor; userId: string; now?: Date },
): Promise<Result<AdminUser, 'adminUser.notFound' | 'adminUser.blockSelf'>> {
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  if (row.user.id === input.actor.userId) return fail('adminUser.blockSelf')
  if (row.user.blockedAt) return ok(await toAdminUser(db, row))
  const now = input.now ?? new Date()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ blockedAt: now, updatedAt: now }).where(eq(users.id, row.user.id))
    await endSessions(tx, { userId: row.user.id, now })
    await recordAdminAudit(tx, input.actor, row.user.id, 'user.blocked')
  })
  return ok(await toAdminUser(db, { ...row, user: { ...row.user, blockedAt: now, updatedAt: now } }))
}
