import type { Database } from '../../db/database'
import type { Mailer } from '../../mail/mailer'
import type { LoginLimiter } from '../accounts/login-limiter'
import { requestPasswordReset } from '../accounts/request-password-reset'
import { fail, ok, type Result } from '../result'
import { recordAdminAudit, type AdminActor } from './admin-audit'
import { findAdminUser } from './admin-user-view'

type SendPasswordResetInput = {
  actor: AdminActor
  userId: string
  /** The admin's client address: the mails count against it as any reset request does. */
  ip: string
  limiter: LoginLimiter
  mailer: Mailer
}

/**
 * A super admin has the account mailed a password reset link, the one "forgot password" sends (one hour, once), in
 * the account's language. The admin never sees the link. Counted against the account and the admin's address.
 */
export async function sendPasswordReset(
  db: Database,
  input: SendPasswordResetInput,
): Promise<Result<null, 'adminUser.notFound' | 'passwordReset.tooManyRequests'>> {
  const row = await findAdminUser(db, input.userId)
  if (!row) return fail('adminUser.notFound')
  const sent = await requestPasswordReset(db, {
    email: row.user.email,
    ip: input.ip,
    limiter: input.limiter,
    mailer: input.mailer,
  })
  if (!sent.ok) return sent
  await recordAdminAudit(db, input.actor, row.user.id, 'user.passwordResetSent')
  return ok(null)
}
