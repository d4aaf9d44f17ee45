import type {
  SiteContentOrderInput,
  SiteDocument,
  SiteDocumentInputSchema,
  UpdateSiteDocumentInputSchema,
} from '@oche/api'
import { and, asc, eq, inArray, isNull, max, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { seasons, siteDocuments, type SiteDocumentRow } from '../../db/schema/index'
import { adminAccess, findSeason, type Caller } from '../competition/access'
import { fail, ok, type Result } from '../result'
import { recordSiteAudit, type SiteAuditActor } from './site-audit'
import { storeSiteOrder } from './site-order'
import { checkSiteFile, loadSiteFiles, toSiteFile } from './site-files'

// A league site's documents (ADR 018): the league's rules, a fixture list, forms; for one season or for every
// season, grouped under free categories, in the admins' order.

type AdminInput = { caller: Caller; org: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden'
type WriteError = AccessError | 'siteFile.unknown' | 'siteDocument.unknownSeason'

/** The documents as the API shows them, their files and seasons loaded. */
export async function toSiteDocuments(db: Database, rows: SiteDocumentRow[]): Promise<SiteDocument[]> {
  const files = await loadSiteFiles(
    db,
    rows.map((row) => row.fileId),
  )
  const seasonIds = [...new Set(rows.flatMap((row) => (row.seasonId ? [row.seasonId] : [])))]
  const seasonRows =
    seasonIds.length === 0
      ? []
      : await db
          .select({ id: seasons.id, slug: seasons.slug, name: seasons.name })
          .from(seasons)
          .where(inArray(seasons.id, seasonIds))
  const seasonOf = new Map(seasonRows.map((season) => [season.id, { slug: season.slug, name: season.name }]))
  return rows.map((row) => {
    const file = files.get(row.fileId)
    if (!file) throw new Error(`The file of document ${row.id} is missing`)
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      file: toSiteFile(file),
      season: row.seasonId ? (seasonOf.get(row.seasonId) ?? null) : null,
      position: row.position,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

/** The organisation's documents in their order; with `seasonId`, that season's and every season's only. */
export async function organisationDocuments(
  db: Database,
  organisationId: string,
  filter: { seasonId: string | null } | 'all' = 'all',
): Promise<SiteDocumentRow[]> {
  return db
    .select()
    .from(siteDocuments)
    .where(
      and(
        eq(siteDocuments.organisationId, organisationId),
        filter === 'all'
          ? undefined
          : filter.seasonId
            ? or(isNull(siteDocuments.seasonId), eq(siteDocuments.seasonId, filter.seasonId))
            : isNull(siteDocuments.seasonId),
      ),
    )
    .orderBy(asc(siteDocuments.position), asc(siteDocuments.createdAt), asc(siteDocuments.id))
}

/** `GET …/site/documents`: every document, in order. */
export async function listSiteDocuments(db: Database, input: AdminInput): Promise<Result<SiteDocument[], AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  return ok(await toSiteDocuments(db, await organisationDocuments(db, access.value.organisation.id)))
}

async function findDocument(db: Database, organisationId: string, id: string): Promise<SiteDocumentRow | null> {
  const [row] = await db
    .select()
    .from(siteDocuments)
    .where(and(eq(siteDocuments.organisationId, organisationId), eq(siteDocuments.id, id)))
  return row ?? null
}

/** `GET …/site/documents/{id}`. */
export async function getSiteDocument(
  db: Database,
  input: AdminInput & { id: string },
): Promise<Result<SiteDocument, AccessError | 'siteDocument.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const row = await findDocument(db, access.value.organisation.id, input.id)
  if (!row) return fail('siteDocument.notFound')
  const [document] = await toSiteDocuments(db, [row])
  return ok(document!)
}

type DocumentChanges = z.output<typeof UpdateSiteDocumentInputSchema>

/** The columns of what was sent: the file checked, the season's slug (or a former one) as its id. */
async function documentColumns(
  db: Database,
  organisationId: string,
  changes: DocumentChanges,
): Promise<Result<Partial<SiteDocumentRow>, 'siteFile.unknown' | 'siteDocument.unknownSeason'>> {
  if (changes.file_id !== undefined) {
    const file = await checkSiteFile(db, { organisationId, id: changes.file_id, purpose: 'document', field: 'file_id' })
    if (!file.ok) return file
  }
  let seasonId: string | null | undefined
  if (changes.season) {
    const season = await findSeason(db, organisationId, changes.season)
    if (!season) return fail('siteDocument.unknownSeason')
    seasonId = season.id
  } else if (changes.season === null) seasonId = null
  return ok({
    title: changes.title,
    description: changes.description,
    category: changes.category,
    fileId: changes.file_id,
    seasonId,
    position: changes.position,
  })
}

/** `POST …/site/documents`: last in the order unless a position is given. */
export async function createSiteDocument(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; document: z.output<typeof SiteDocumentInputSchema>; now: Date },
): Promise<Result<SiteDocument, WriteError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const columns = await documentColumns(db, organisation.id, input.document)
  if (!columns.ok) return columns
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(siteDocuments.position) })
      .from(siteDocuments)
      .where(eq(siteDocuments.organisationId, organisation.id))
    const [inserted] = await tx
      .insert(siteDocuments)
      .values({
        ...columns.value,
        organisationId: organisation.id,
        title: input.document.title,
        fileId: input.document.file_id,
        position: input.document.position ?? (last?.position ?? -1) + 1,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning()
    if (!inserted) throw new Error('The document was not stored')
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteDocument.created', {
      after: { id: inserted.id, title: inserted.title, file_id: inserted.fileId },
    })
    return inserted
  })
  const [document] = await toSiteDocuments(db, [row])
  return ok(document!)
}

/** `PUT …/site/documents/{id}`: only the fields sent change. */
export async function updateSiteDocument(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; id: string; changes: DocumentChanges; now: Date },
): Promise<Result<SiteDocument, WriteError | 'siteDocument.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const before = await findDocument(db, organisation.id, input.id)
  if (!before) return fail('siteDocument.notFound')
  const columns = await documentColumns(db, organisation.id, input.changes)
  if (!columns.ok) return columns
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(siteDocuments)
      .set({ ...columns.value, updatedAt: input.now })
      .where(eq(siteDocuments.id, before.id))
      .returning()
    if (!updated) throw new Error('The document was not updated')
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteDocument.updated', {
      before: { id: before.id, title: before.title, file_id: before.fileId },
      after: { id: updated.id, title: updated.title, file_id: updated.fileId },
    })
    return updated
  })
  const [document] = await toSiteDocuments(db, [row])
  return ok(document!)
}

/** `DELETE …/site/documents/{id}`: its file goes with the next orphan sweep. */
export async function deleteSiteDocument(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; id: string },
): Promise<Result<null, AccessError | 'siteDocument.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const row = await findDocument(db, organisation.id, input.id)
  if (!row) return fail('siteDocument.notFound')
  await db.transaction(async (tx) => {
    await tx.delete(siteDocuments).where(eq(siteDocuments.id, row.id))
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteDocument.deleted', {
      before: { id: row.id, title: row.title, file_id: row.fileId },
    })
  })
  return ok(null)
}

/** `PUT …/site/documents/order`: every document's id, in the new order (422 on `ids` otherwise). */
export async function orderSiteDocuments(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; order: SiteContentOrderInput; now: Date },
): Promise<Result<SiteDocument[], AccessError | 'siteContent.orderMismatch'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const outcome = await storeSiteOrder(db, {
    list: 'documents',
    organisationId: organisation.id,
    ids: input.order.ids,
    actor: input.actor,
    now: input.now,
  })
  if (!outcome.ok) return outcome
  return ok(await toSiteDocuments(db, await organisationDocuments(db, organisation.id)))
}
