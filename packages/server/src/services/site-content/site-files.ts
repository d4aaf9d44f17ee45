import { siteFileLimits, siteFileMediaTypes, type SiteFile, type SiteFilePurpose } from '@oche/api'
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { siteBoardMembers, siteDocuments, siteFiles, siteNews, type SiteFileRow } from '../../db/schema/index'
import { adminAccess, type Caller } from '../competition/access'
import { cleanFileName } from '../files/clean-file-name'
import type { FileStore } from '../files/file-store'
import type { VirusScanner } from '../files/virus-scanner'
import { removeUnusedBytes } from '../files/remove-unused-bytes'
import { sniffMediaType } from '../files/sniff-media-type'
import { fail, failWith, ok, type Result } from '../result'
import { recordSiteAudit, type SiteAuditActor } from './site-audit'

// Uploaded files of a league site (ADR 018): stored once their bytes prove to be of a type the purpose allows,
// within the purpose's size and the organisation's storage; a file nothing refers to a day after its upload goes.

const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000
const ORPHANS_PER_SWEEP = 100

/** A file as the API shows it: its URL serves it (an image inline, anything else as an attachment). */
export function toSiteFile(row: SiteFileRow): SiteFile {
  return {
    id: row.id,
    name: row.name,
    media_type: row.mediaType,
    size: row.size,
    url: `/api/files/${row.id}/${encodeURIComponent(row.name)}`,
  }
}

/** The file rows of these ids, by id. */
export async function loadSiteFiles(db: Database, ids: readonly (string | null)[]): Promise<Map<string, SiteFileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db.select().from(siteFiles).where(inArray(siteFiles.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * A file a news article, document or board member is to refer to: one of the organisation's uploads, of the
 * purpose the field takes; else 422 on that field.
 */
export async function checkSiteFile(
  db: Database,
  input: { organisationId: string; id: string; purpose: SiteFilePurpose; field: string },
): Promise<Result<SiteFileRow, 'siteFile.unknown'>> {
  const [row] = await db
    .select()
    .from(siteFiles)
    .where(
      and(
        eq(siteFiles.id, input.id),
        eq(siteFiles.organisationId, input.organisationId),
        eq(siteFiles.purpose, input.purpose),
      ),
    )
  return row ? ok(row) : failWith('siteFile.unknown', { field: input.field })
}

type UploadError =
  | 'organisation.notFound'
  | 'auth.forbidden'
  | 'siteFile.tooLarge'
  | 'siteFile.typeNotAllowed'
  | 'siteFile.storageFull'
  | 'siteFile.infected'
  | 'siteFile.scanUnavailable'

/** Bytes the organisation's files take together. */
async function storageUsed(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${siteFiles.size})` })
    .from(siteFiles)
    .where(eq(siteFiles.organisationId, organisationId))
  return Number(row?.total ?? 0)
}

/**
 * `POST …/site/files`: reads the upload into the store's staging (never more than the purpose allows: 413), sniffs
 * its type from the bytes (422 on `file` when the purpose does not take it), has the virus scanner read it when
 * there is one (422 on `file` for a threat, noted in the site's audit log; 503 when the scanner does not answer)
 * and keeps it when the organisation's storage has room. Orphans of other uploads are swept afterwards.
 */
export async function uploadSiteFile(
  db: Database,
  input: {
    caller: Caller
    org: string
    actor: SiteAuditActor
    purpose: SiteFilePurpose
    name: string
    body: ReadableStream<Uint8Array>
    store: FileStore
    storageBytes: number
    /** The virus scanner (OCHE_CLAMD); without one, files are stored unscanned. */
    scan?: VirusScanner | undefined
  },
): Promise<Result<SiteFile, UploadError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const staged = await input.store.stage(input.body, siteFileLimits[input.purpose])
  if (staged === 'tooLarge') return fail('siteFile.tooLarge')
  let kept = false
  try {
    const mediaType = await sniffMediaType(staged.path)
    const allowed: readonly string[] = siteFileMediaTypes[input.purpose]
    if (!mediaType || !allowed.includes(mediaType)) return fail('siteFile.typeNotAllowed')
    if (input.scan) {
      // A scanner that does not answer stores nothing: an operator who set one wants no file past it unscanned.
      const verdict = await input.scan(staged.path).catch(() => null)
      if (!verdict) return fail('siteFile.scanUnavailable')
      if (verdict.infected) {
        await recordSiteAudit(db, input.actor, organisation.id, 'siteFile.refused', {
          after: { name: cleanFileName(input.name), media_type: mediaType, size: staged.size, threat: verdict.threat },
        })
        return fail('siteFile.infected')
      }
    }
    if ((await storageUsed(db, organisation.id)) + staged.size > input.storageBytes) return fail('siteFile.storageFull')
    // The row first, then the bytes: a sweep that sees no row for these bytes cannot remove them after we keep them.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(siteFiles)
        .values({
          organisationId: organisation.id,
          purpose: input.purpose,
          name: cleanFileName(input.name),
          mediaType,
          size: staged.size,
          sha256: staged.sha256,
          createdBy: input.caller.id,
        })
        .returning()
      if (!inserted) throw new Error('The file was not stored')
      await recordSiteAudit(tx, input.actor, organisation.id, 'siteFile.uploaded', {
        after: { id: inserted.id, name: inserted.name, media_type: mediaType, size: staged.size },
      })
      return inserted
    })
    try {
      await input.store.keep(staged, mediaType)
      kept = true
    } catch (error) {
      await db.delete(siteFiles).where(eq(siteFiles.id, row.id))
      throw error
    }
    // A sweep that loses a race with an admin's save (a foreign key refuses the delete) runs again next upload.
    await sweepOrphanFiles(db, input.store, new Date()).catch(() => undefined)
    return ok(toSiteFile(row))
  } finally {
    if (!kept) await input.store.discard(staged)
  }
}

/**
 * Deletes files no news article, document or board member refers to a day after their upload (an upload the
 * admin left unsaved, a replaced cover), at most a hundred at a time, then their bytes where no other file uses them.
 */
export async function sweepOrphanFiles(db: Database, store: FileStore, now: Date): Promise<void> {
  const unreferenced = () =>
    and(
      notExists(
        db
          .select({ one: sql`1` })
          .from(siteNews)
          .where(eq(siteNews.coverFileId, siteFiles.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(siteDocuments)
          .where(eq(siteDocuments.fileId, siteFiles.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(siteBoardMembers)
          .where(eq(siteBoardMembers.photoFileId, siteFiles.id)),
      ),
    )
  const orphans = await db
    .select({ id: siteFiles.id, sha256: siteFiles.sha256 })
    .from(siteFiles)
    .where(and(lt(siteFiles.createdAt, new Date(now.getTime() - ORPHAN_AGE_MS)), unreferenced()))
    .limit(ORPHANS_PER_SWEEP)
  if (orphans.length === 0) return
  const deleted = await db
    .delete(siteFiles)
    .where(
      and(
        inArray(
          siteFiles.id,
          orphans.map((orphan) => orphan.id),
        ),
        // Still orphans: an admin may have chosen one in between.
        unreferenced(),
      ),
    )
    .returning({ sha256: siteFiles.sha256 })
  await removeUnusedBytes(
    db,
    store,
    deleted.map((row) => row.sha256),
  )
}
