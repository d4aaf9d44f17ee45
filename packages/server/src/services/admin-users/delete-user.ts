import type { Database } from '../../db/database'
import { anonymiseAccount } from '../accounts/anonymise-account'
import { fail, ok, type Result } from '../result'
import { recordAdminAudit, type AdminActor } from './admin-audit'
import { findAdminUser } from './admin-user-view'

/**
 * A super admin deletes an account as its holder would (`anonymiseAccount`): its name, e-mail, password,
 * notifications and sessions go; its results, tournaments, matches and memberships stay under "Deleted user". An
 * admin deletes their own account from their profile, with their password, never here.
 */
export async function deleteUser(
  db: Database,
  input: { actor: AdminActor; userId: string; now?: Date },
): Promise<Result<null, 'adminUser.notFound' | 'adminUser.deleteSelf'>> {
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  if (row.user.id === input.actor.userId) return fail('adminUser.deleteSelf')
  const now = input.now ?? new Date()
  await db.transaction(async (tx) => {
    await anonymiseAccount(tx, { userId: row.user.id, now })
    await recordAdminAudit(tx, input.actor, row.user.id, 'user.deleted')
  })
  return ok(null)
}
