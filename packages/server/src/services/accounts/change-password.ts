import type { ChangePasswordInput } from '@oche/api'
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, passwordResetTokens, users, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { hashPassword, verifyPassword } from './password'

type ChangePasswordServiceInput = ChangePasswordInput & {
  user: UserRow
  /** The session making the change stays signed in; every other one is revoked. */
  tokenId: string
  ip: string
  limiter: LoginLimiter
}

export type ChangePasswordError = 'account.wrongCurrentPassword' | 'account.tooManyPasswordAttempts'

/** Wrong current passwords count as failed logins of the account, so a stolen session cannot guess it either. */
export async function changePassword(
  db: Database,
  input: ChangePasswordServiceInput,
): Promise<Result<null, ChangePasswordError>> {
  const { user } = input
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(user.email, input.ip)
  if (retryAfterSeconds > 0) return fail('account.tooManyPasswordAttempts', retryAfterSeconds)
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    await input.limiter.recordFailure(user.email, input.ip)
    return fail('account.wrongCurrentPassword')
  }
  const passwordHash = await hashPassword(input.new_password)
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(
          or(eq(apiTokens.userId, user.id), eq(apiTokens.impersonatorId, user.id)),
          ne(apiTokens.id, input.tokenId),
          isNull(apiTokens.revokedAt),
        ),
      )
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
  })
  await input.limiter.recordSuccess(user.email, input.ip)
  return ok(null)
}
