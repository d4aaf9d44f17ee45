import type { User } from '@oche/api'
import type { Database } from '../../db/database'
import type { UserRow } from '../../db/schema/index'
import { listNotifications } from '../notifications/list-notifications'
import { ok, type Result } from '../result'

/** The signed-in user as the client holds it, with their notifications (spec §3). */
export async function getCurrentUser(db: Database, input: { user: UserRow }): Promise<Result<User, never>> {
  const notifications = await listNotifications(db, { userId: input.user.id })
  const { user } = input
  return ok({
    id: user.id,
    name: user.name,
    email: user.email,
    langcode: user.langcode,
    is_super_admin: user.isSuperAdmin,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    notifications: notifications.ok ? notifications.value : [],
  })
}
