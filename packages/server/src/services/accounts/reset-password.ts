import type { ResetPasswordInput, Token } from '@oche/api'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, passwordResetTokens, users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { hashPassword } from './password'
import { hashToken, issueToken } from './tokens'

type ResetPasswordServiceInput = ResetPasswordInput & { loginLimiter: LoginLimiter; now?: Date }

/**
 * Sets a new password from a one-time link: the link is used up, every session of the account (and every
 * impersonation it holds) is revoked, the address counts as verified, and a fresh token signs the user in.
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordServiceInput,
): Promise<Result<Token, 'passwordReset.invalidToken'>> {
  const now = input.now ?? new Date()
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.deletedAt),
        // Blocking ends the account's links; one made meanwhile would still meet a refused sign-in.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
  if (!row) return fail('passwordReset.invalidToken')
  const passwordHash = await hashPassword(input.password)
  const token = await db.transaction(async (tx) => {
    // Claiming the link in the same statement that checks it: of two requests with one link, one wins.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id })
    if (!claimed) return null
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)))
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, row.userId))
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(
          or(eq(apiTokens.userId, row.userId), eq(apiTokens.impersonatorId, row.userId)),
          isNull(apiTokens.revokedAt),
        ),
      )
    return issueToken(tx, { userId: row.userId, kind: 'user' })
  })
  if (token === null) return fail('passwordReset.invalidToken')
  // Whoever was locked out by wrong passwords has just proven they own the address.
  await input.loginLimiter.forgetAccount(row.email)
  return ok({ token })
}
