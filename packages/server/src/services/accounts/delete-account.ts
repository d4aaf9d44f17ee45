import type { DeleteAccountInput } from '@oche/api'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, auditLog, notifications, passwordResetTokens, users, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { verifyPassword } from './password'

type DeleteAccountServiceInput = DeleteAccountInput & {
  user: UserRow
  ip: string
  limiter: LoginLimiter
  requestId: string
}

export type DeleteAccountError = 'account.wrongPassword' | 'account.tooManyPasswordAttempts'

/** What a deleted account is called from then on; its e-mail becomes unique and undeliverable. */
export const DELETED_USER_NAME = 'Deleted user'

export function deletedUserEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

/**
 * Deletes the account: the row stays (so that results and the audit log still point somewhere), but its
 * name, e-mail and password are wiped, its notifications and links removed, and every session revoked.
 * The address is free to register again.
 */
export async function deleteAccount(
  db: Database,
  input: DeleteAccountServiceInput,
): Promise<Result<null, DeleteAccountError>> {
  const { user } = input
  const retryAfterSeconds = input.limiter.retryAfterSeconds(user.email, input.ip)
  if (retryAfterSeconds > 0) return fail('account.tooManyPasswordAttempts', retryAfterSeconds)
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    input.limiter.recordFailure(user.email, input.ip)
    return fail('account.wrongPassword')
  }
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: deletedUserEmail(user.id),
        // Not a hash verifyPassword can read: nothing signs in with it.
        passwordHash: 'deleted',
        isSuperAdmin: false,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(or(eq(apiTokens.userId, user.id), eq(apiTokens.impersonatorId, user.id)), isNull(apiTokens.revokedAt)))
    await tx.delete(notifications).where(eq(notifications.userId, user.id))
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    await tx.insert(auditLog).values({
      actorId: user.id,
      actingAsId: user.id,
      action: 'user.deleted',
      targetType: 'user',
      targetId: user.id,
      requestId: input.requestId,
    })
  })
  input.limiter.recordSuccess(user.email, input.ip)
  return ok(null)
}
