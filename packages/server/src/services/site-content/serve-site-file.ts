import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  organisations,
  siteBoardMembers,
  siteDocuments,
  siteFiles,
  siteNews,
  type SiteFileRow,
} from '../../db/schema/index'
import { adminOrganisationIds, type Caller } from '../competition/access'
import { shownPages } from '../competition-site/site-settings'
import type { FileStore, StoredBytes } from '../files/file-store'
import { fail, ok, type Result } from '../result'
import { visibleNewsAt } from './news-view'

// `GET /files/{id}/{name}` (ADR 018): a file is public while a page the site shows uses it (the cover of an
// article the public sees, a document, a board member's photo); anything else (a draft's cover, an upload not yet
// saved) only its organisation's admins and super admins see, and to everyone else it does not exist.

/** A file to answer with: its row, its bytes, and whether anyone may see it (so caches may keep it). */
export type ServedFile = { file: SiteFileRow; bytes: StoredBytes; isPublic: boolean }

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0
}

/** Whether a page the organisation's site shows uses the file now. */
async function isPublicFile(db: Database, file: SiteFileRow, now: Date): Promise<boolean> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, file.organisationId))
  if (!organisation || organisation.isPersonal) return false
  const pages = shownPages(organisation)
  const one = { one: sql`1` }
  if (
    pages.includes('news') &&
    (await exists(
      db
        .select(one)
        .from(siteNews)
        .where(and(eq(siteNews.coverFileId, file.id), visibleNewsAt(now)))
        .limit(1),
    ))
  )
    return true
  if (
    pages.includes('documents') &&
    (await exists(db.select(one).from(siteDocuments).where(eq(siteDocuments.fileId, file.id)).limit(1)))
  )
    return true
  return (
    pages.includes('board-members') &&
    (await exists(db.select(one).from(siteBoardMembers).where(eq(siteBoardMembers.photoFileId, file.id)).limit(1)))
  )
}

async function isOrganisationAdmin(db: Database, caller: Caller | null, organisationId: string): Promise<boolean> {
  if (!caller) return false
  return caller.isSuperAdmin || (await adminOrganisationIds(db, caller.id)).includes(organisationId)
}

/** The file's bytes for the caller (null: not signed in), or `siteFile.notFound`. */
export async function serveSiteFile(
  db: Database,
  input: { id: string; caller: Caller | null; store: FileStore; now: Date },
): Promise<Result<ServedFile, 'siteFile.notFound'>> {
  const [file] = await db.select().from(siteFiles).where(eq(siteFiles.id, input.id))
  if (!file) return fail('siteFile.notFound')
  const isPublic = await isPublicFile(db, file, input.now)
  if (!isPublic && !(await isOrganisationAdmin(db, input.caller, file.organisationId))) return fail('siteFile.notFound')
  const bytes = await input.store.read(file.sha256)
  if (!bytes) return fail('siteFile.notFound')
  return ok({ file, bytes, isPublic })
}
