import type { ConfirmChangeInput, ConfirmedChange } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { verifyChange } from './signed-links'

type ConfirmNameChangeInput = ConfirmChangeInput & { secret: string; requestId: string; now?: Date }

/** Applies the name a signed link carries, once: the link only works while the account has the name it replaces. */
export async function confirmNameChange(
  db: Database,
  input: ConfirmNameChangeInput,
): Promise<Result<ConfirmedChange, 'accountChange.invalidToken'>> {
  const change = verifyChange(input.secret, 'name-change', input.token, input.now)
  if (!change) return fail('accountChange.invalidToken')
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ name: change.value, updatedAt: new Date() })
      .where(and(eq(users.id, change.userId), eq(users.name, change.from), isNull(users.deletedAt)))
      .returning({ id: users.id, name: users.name, email: users.email })
    if (!user) return null
    await tx.insert(auditLog).values({
      actorId: user.id,
      actingAsId: user.id,
      action: 'user.nameChanged',
      targetType: 'user',
      targetId: user.id,
      requestId: input.requestId,
    })
    return user
  })
  if (!updated) return fail('accountChange.invalidToken')
  return ok({ name: updated.name, email: updated.email })
}
