import { randomBytes } from 'node:crypto'
import type { ForgotPasswordInput } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { passwordResetTokens, users } from '../../db/schema/index'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/render'
import { resetPasswordMail } from '../../mail/templates/reset-password'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { hashToken } from './tokens'

export const PASSWORD_RESET_TTL_MS = 60 * 60_000

type RequestPasswordResetInput = ForgotPasswordInput & { ip: string; limiter: LoginLimiter; mailer: Mailer; now?: Date }

/**
 * Mails a one-time reset link when an account that is not blocked uses the address. The answer never tells whether
 * one does:
 * the lookup and the mail happen after it, and every request counts towards the limits, known address or not.
 */
export async function requestPasswordReset(
  db: Database,
  input: RequestPasswordResetInput,
): Promise<Result<null, 'passwordReset.tooManyRequests'>> {
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(input.email, input.ip)
  if (retryAfterSeconds > 0) return fail('passwordReset.tooManyRequests', retryAfterSeconds)
  await input.limiter.recordFailure(input.email, input.ip)
  const { mailer } = input
  mailer.inBackground(async () => {
    const [user] = await db
      .select()
      .from(users)
      // A blocked account gets no link: it could not sign in with the new password anyway.
      .where(and(eq(users.email, input.email), isNull(users.deletedAt), isNull(users.blockedAt)))
      .limit(1)
    if (!user) return
    const now = input.now ?? new Date()
    const token = randomBytes(32).toString('base64url')
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    })
    const url = mailer.link(user.langcode, '/auth/reset-password', { token })
    const content = resetPasswordMail(user.langcode, {
      name: user.name,
      url,
      expiresInMinutes: PASSWORD_RESET_TTL_MS / 60_000,
    })
    await mailer.send(renderMail(user.email, content))
  })
  return ok(null)
}
