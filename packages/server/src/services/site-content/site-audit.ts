import type { Database } from '../../db/database'
import { auditLog } from '../../db/schema/index'

/** Who changes a site's content: the user it is done as, the person behind it (a super admin impersonating), the request. */
export type SiteAuditActor = { userId: string; impersonatorId: string | null; requestId: string | null }

export type SiteAuditAction =
  | 'siteFile.uploaded'
  | 'siteFile.refused'
  | 'siteNews.created'
  | 'siteNews.updated'
  | 'siteNews.deleted'
  | 'siteDocument.created'
  | 'siteDocument.updated'
  | 'siteDocument.deleted'
  | 'siteDocuments.ordered'
  | 'siteBoardMember.created'
  | 'siteBoardMember.updated'
  | 'siteBoardMember.deleted'
  | 'siteBoardMembers.ordered'

/** Adds a row to the audit log in the caller's transaction, about the organisation whose site it is. */
export async function recordSiteAudit(
  tx: Database,
  actor: SiteAuditActor,
  organisationId: string,
  action: SiteAuditAction,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.impersonatorId ?? actor.userId,
    actingAsId: actor.userId,
    action,
    targetType: 'organisation',
    targetId: organisationId,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId,
  })
}
