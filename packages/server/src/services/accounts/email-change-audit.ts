import { and, eq, gte, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog } from '../../db/schema/index'

export const EMAIL_CHANGED = 'user.emailChanged'
export const EMAIL_CHANGE_UNDONE = 'user.emailChangeUndone'

/**
 * Whether the account's address changed (or a change was undone) since `since`. A confirmation link signed before
 * that is spent: an undone change cannot be confirmed again with the link that made it.
 */
export async function emailChangedSince(db: Database, input: { userId: string; since: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, input.userId),
        inArray(auditLog.action, [EMAIL_CHANGED, EMAIL_CHANGE_UNDONE]),
        gte(auditLog.at, input.since),
      ),
    )
    .limit(1)
  return row !== undefined
}
