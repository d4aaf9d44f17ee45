import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, passwordResetTokens } from '../../db/schema/index'

/**
 * Signs an account out everywhere (its own sessions and impersonations of it or by it), except the session
 * `keepTokenId` if given, and makes its unused password reset links useless. Call it inside the change's transaction.
 */
export async function endSessions(
  tx: Database,
  input: { userId: string; keepTokenId?: string | null; now: Date },
): Promise<void> {
  const conditions: SQL[] = [isNull(apiTokens.revokedAt)]
  const mine = or(eq(apiTokens.userId, input.userId), eq(apiTokens.impersonatorId, input.userId))
  if (mine) conditions.push(mine)
  if (input.keepTokenId) conditions.push(ne(apiTokens.id, input.keepTokenId))
  await tx
    .update(apiTokens)
    .set({ revokedAt: input.now })
    .where(and(...conditions))
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)))
}
