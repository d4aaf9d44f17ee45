import type { AuditLogAction } from '@oche/api'
import type { Database } from '../../db/database'
import { auditLog } from '../../db/schema/index'

/** The super admin who changes an account, as themselves (the admin routes refuse impersonation tokens), and the request. */
export type AdminActor = { userId: string; requestId: string }

/** Adds a row about the account `userId` to the audit log, in the caller's transaction. */
export async function recordAdminAudit(
  tx: Database,
  actor: AdminActor,
  userId: string,
  action: AuditLogAction,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actingAsId: actor.userId,
    action,
    targetType: 'user',
    targetId: userId,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId,
  })
}
