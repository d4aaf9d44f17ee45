import type { ConfirmChangeInput, ConfirmedChange } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { isUniqueViolation } from '../unique-violation'
import { EMAIL_CHANGE_UNDONE } from './email-change-audit'
import { endSessions } from './end-sessions'
import { verifyChange } from './signed-links'

type UndoEmailChangeInput = ConfirmChangeInput & { secret: string; requestId: string; now?: Date }

export type UndoEmailChangeError = 'accountChange.invalidToken' | 'account.emailTaken'

/**
 * Follows the link mailed to the old address after an e-mail change (valid 7 days): the account takes its old
 * address back, every session ends and every password reset link dies, so whoever changed it is out. Works once,
 * while the account still holds the address it was moved to.
 */
export async function undoEmailChange(
  db: Database,
  input: UndoEmailChangeInput,
): Promise<Result<ConfirmedChange, UndoEmailChangeError>> {
  const now = input.now ?? new Date()
  const change = verifyChange(input.secret, 'email-change-undo', input.token, now)
  if (!change) return fail('accountChange.invalidToken')
  try {
    const restored = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ email: change.value, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.from), isNull(users.deletedAt)))
        .returning({ id: users.id, name: users.name, email: users.email })
      if (!user) return null
      await endSessions(tx, { userId: user.id, now })
      await tx.insert(auditLog).values({
        actorId: user.id,
        actingAsId: user.id,
        action: EMAIL_CHANGE_UNDONE,
        targetType: 'user',
        targetId: user.id,
        before: { email: change.from },
        after: { email: user.email },
        requestId: input.requestId,
      })
      return user
    })
    if (!restored) return fail('accountChange.invalidToken')
    return ok({ name: restored.name, email: restored.email })
  } catch (error) {
    if (isUniqueViolation(error)) return fail('account.emailTaken')
    throw error
  }
}
