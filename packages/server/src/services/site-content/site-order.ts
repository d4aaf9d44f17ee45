import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { siteBoardMembers, siteDocuments } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { recordSiteAudit, type SiteAuditActor } from './site-audit'

// The admins' order of an organisation's documents or board members (`PUT …/order`): one rule for both lists.

/** Whether `ids` names each of `existing` exactly once. */
export function sameIds(existing: readonly string[], ids: readonly string[]): boolean {
  const wanted = new Set(ids)
  return wanted.size === ids.length && ids.length === existing.length && existing.every((id) => wanted.has(id))
}

const lists = {
  documents: { table: siteDocuments, audit: 'siteDocuments.ordered' },
  boardMembers: { table: siteBoardMembers, audit: 'siteBoardMembers.ordered' },
} as const

/**
 * Stores `ids` as the order of the organisation's list: every row of it named once, else `siteContent.orderMismatch`
 * (422 on `ids`). The rows are locked first, so one added meanwhile cannot be left out of the order.
 */
export async function storeSiteOrder(
  db: Database,
  input: {
    list: keyof typeof lists
    organisationId: string
    ids: readonly string[]
    actor: SiteAuditActor
    now: Date
  },
): Promise<Result<null, 'siteContent.orderMismatch'>> {
  const { table, audit } = lists[input.list]
  const ids = input.ids.map((id) => id.toLowerCase())
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.organisationId, input.organisationId))
      .for('update')
    if (
      !sameIds(
        rows.map((row) => row.id),
        ids,
      )
    )
      return fail('siteContent.orderMismatch')
    for (const [position, id] of ids.entries())
      await tx.update(table).set({ position, updatedAt: input.now }).where(eq(table.id, id))
    await recordSiteAudit(tx, input.actor, input.organisationId, audit, { after: { ids } })
    return ok(null)
  })
}
