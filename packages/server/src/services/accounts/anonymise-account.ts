import { and, eq, isNull, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, notifications, passwordResetTokens, users } from '../../db/schema/index'

/** What a deleted account is called from then on; its e-mail becomes unique and undeliverable. */
export const DELETED_USER_NAME = 'Deleted user'

export function deletedUserEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

/**
 * Wipes an account's personal data, inside the deletion's transaction: the row stays (so that results, tournaments
 * and the audit log still point somewhere, under "Deleted user"), but its name, e-mail and password go, its
 * notifications and password reset links are removed, and every session of it or by it is revoked. The address is
 * free to register again.
 */
export async function anonymiseAccount(tx: Database, input: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = input
  await tx
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      email: deletedUserEmail(userId),
      // Not a hash verifyPassword can read: nothing signs in with it.
      passwordHash: 'deleted',
      isSuperAdmin: false,
      emailVerifiedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(or(eq(apiTokens.userId, userId), eq(apiTokens.impersonatorId, userId)), isNull(apiTokens.revokedAt)))
  await tx.delete(notifications).where(eq(notifications.userId, userId))
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
}
