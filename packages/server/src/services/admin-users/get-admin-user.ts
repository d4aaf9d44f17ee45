import type { AdminUser, AdminUserParams } from '@oche/api'
import type { Database } from '../../db/database'
import { fail, ok, type Result } from '../result'
import { findAdminUser, toAdminUser } from './admin-user-view'

/** An account that is not deleted, with what it holds. */
export async function getAdminUser(
  db: Database,
  input: AdminUserParams,
): Promise<Result<AdminUser, 'adminUser.notFound'>> {
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  return ok(await toAdminUser(db, row))
}
