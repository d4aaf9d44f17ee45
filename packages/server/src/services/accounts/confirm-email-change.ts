import type { ConfirmChangeInput, ConfirmedChange } from '@oche/api'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, passwordResetTokens, users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { verifyChange } from './signed-links'

type ConfirmEmailChangeInput = ConfirmChangeInput & { secret: string; requestId: string; now?: Date }

export type ConfirmEmailChangeError = 'accountChange.invalidToken' | 'account.emailTaken'

/** PostgreSQL's unique_violation: another account took the address between the check and the update. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error || (cause && typeof cause === 'object');) {
    if ((cause as { code?: unknown }).code === '23505') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * Moves the account to the address a signed link carries, once, and marks it verified. The address must
 * still be free; reset links mailed to the old address stop working.
 */
export async function confirmEmailChange(
  db: Database,
  input: ConfirmEmailChangeInput,
): Promise<Result<ConfirmedChange, ConfirmEmailChangeError>> {
  const change = verifyChange(input.secret, 'email-change', input.token, input.now)
  if (!change) return fail('accountChange.invalidToken')
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, change.value), ne(users.id, change.userId)))
    .limit(1)
  if (taken) return fail('account.emailTaken')
  const now = new Date()
  try {
    const updated = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ email: change.value, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.from), isNull(users.deletedAt)))
        .returning({ id: users.id, name: users.name, email: users.email })
      if (!user) return null
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
      await tx.insert(auditLog).values({
        actorId: user.id,
        actingAsId: user.id,
        action: 'user.emailChanged',
        targetType: 'user',
        targetId: user.id,
        requestId: input.requestId,
      })
      return user
    })
    if (!updated) return fail('accountChange.invalidToken')
    return ok({ name: updated.name, email: updated.email })
  } catch (error) {
    if (isUniqueViolation(error)) return fail('account.emailTaken')
    throw error
  }
}
