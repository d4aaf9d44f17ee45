import type { RequestNameChangeInput } from '@oche/api'
import type { UserRow } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { confirmNameChangeMail } from '../../mail/templates/confirm-name-change'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { signChange } from './signed-links'

export const ACCOUNT_CHANGE_TTL_MS = 24 * 60 * 60_000

/** Name and e-mail change mails share one budget per account, apart from the password reset mails. */
export function changeLimitKey(user: UserRow): string {
  return `change:${user.id}`
}

type RequestNameChangeServiceInput = RequestNameChangeInput & {
  user: UserRow
  mailer: Mailer
  secret: string
  ip: string
  limiter: LoginLimiter
  now?: Date
}

/** Mails the account's own address a signed link that sets the new name (valid 24 hours). Nothing changes yet. */
export async function requestNameChange(
  input: RequestNameChangeServiceInput,
): Promise<Result<null, 'account.nameUnchanged' | 'accountChange.tooManyRequests'>> {
  const { user, mailer } = input
  if (input.name === user.name) return fail('account.nameUnchanged')
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(changeLimitKey(user), input.ip)
  if (retryAfterSeconds > 0) return fail('accountChange.tooManyRequests', retryAfterSeconds)
  await input.limiter.recordFailure(changeLimitKey(user), input.ip)
  const now = input.now ?? new Date()
  const token = signChange(input.secret, 'name-change', {
    userId: user.id,
    value: input.name,
    from: user.name,
    expiresAt: new Date(now.getTime() + ACCOUNT_CHANGE_TTL_MS),
  })
  const content = confirmNameChangeMail(user.langcode, {
    currentName: user.name,
    newName: input.name,
    url: mailer.link(user.langcode, '/confirm-name-change', { token }),
    expiresInHours: ACCOUNT_CHANGE_TTL_MS / 3_600_000,
  })
  await mailer.send(renderMail(user.email, content))
  return ok(null)
}
