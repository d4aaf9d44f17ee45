import type { RequestEmailChangeInput } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, type UserRow } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { confirmEmailChangeMail } from '../../mail/templates/confirm-email-change'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { ACCOUNT_CHANGE_TTL_MS, changeLimitKey } from './request-name-change'
import { verifyPassword } from './password'
import { signChange } from './signed-links'

type RequestEmailChangeServiceInput = RequestEmailChangeInput & {
  user: UserRow
  mailer: Mailer
  secret: string
  ip: string
  limiter: LoginLimiter
  /** Wrong current passwords count as failed logins of the account, as in `changePassword`. */
  passwordLimiter: LoginLimiter
  now?: Date
}

export type RequestEmailChangeError =
  | 'account.emailUnchanged'
  | 'account.emailTaken'
  | 'accountChange.tooManyRequests'
  | 'account.wrongCurrentPassword'
  | 'account.tooManyPasswordAttempts'

/**
 * Mails the new address a signed link that moves the account to it (valid 24 hours): following it proves
 * the address is the user's. Until then the account keeps its current address. The current password must come
 * with the request, so a stolen session alone cannot move the account to another address (and then reset its
 * password there).
 */
export async function requestEmailChange(
  db: Database,
  input: RequestEmailChangeServiceInput,
): Promise<Result<null, RequestEmailChangeError>> {
  const { user, mailer } = input
  const passwordRetryAfter = await input.passwordLimiter.retryAfterSeconds(user.email, input.ip)
  if (passwordRetryAfter > 0) return fail('account.tooManyPasswordAttempts', passwordRetryAfter)
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    await input.passwordLimiter.recordFailure(user.email, input.ip)
    return fail('account.wrongCurrentPassword')
  }
  await input.passwordLimiter.recordSuccess(user.email, input.ip)
  if (input.email === user.email) return fail('account.emailUnchanged')
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1)
  if (taken) return fail('account.emailTaken')
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(changeLimitKey(user), input.ip)
  if (retryAfterSeconds > 0) return fail('accountChange.tooManyRequests', retryAfterSeconds)
  await input.limiter.recordFailure(changeLimitKey(user), input.ip)
  const now = input.now ?? new Date()
  const token = signChange(input.secret, 'email-change', {
    userId: user.id,
    value: input.email,
    from: user.email,
    expiresAt: new Date(now.getTime() + ACCOUNT_CHANGE_TTL_MS),
  })
  const content = confirmEmailChangeMail(user.langcode, {
    name: user.name,
    newEmail: input.email,
    url: mailer.link(user.langcode, '/confirm-email-change', { token }),
    expiresInHours: ACCOUNT_CHANGE_TTL_MS / 3_600_000,
  })
  await mailer.send(renderMail(input.email, content))
  return ok(null)
}
