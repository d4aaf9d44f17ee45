import type {
  SiteNewsInputSchema,
  SiteNewsItem,
  SiteNewsList,
  SiteNewsListQuery,
  UpdateSiteNewsInputSchema,
} from '@oche/api'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { siteNews, slugHistory, type SiteNewsRow } from '../../db/schema/index'
import { adminAccess, type Caller } from '../competition/access'
import { changeSlug, newSlug, newsScope, writingSlug } from '../competition/slugs'
import { fail, ok, type Result } from '../result'
import { newsExcerpt, sanitiseNewsHtml } from './news-html'
import { findNews, publishedAtSql, toSiteNewsItem, toSiteNewsList } from './news-view'
import { recordSiteAudit, type SiteAuditActor } from './site-audit'
import { checkSiteFile } from './site-files'

// A league site's news (ADR 018), for the organisation's admins and super admins: drafts, scheduled and published
// articles. The HTML is sanitised on every write and the excerpt derived from it.

type AdminInput = { caller: Caller; org: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden'
type WriteError = AccessError | 'slug.taken' | 'siteFile.unknown'

export const DEFAULT_NEWS_PAGE_SIZE = 20

/** `GET …/site/news`: drafts first, then newest first. */
export async function listSiteNews(
  db: Database,
  input: AdminInput & { query: SiteNewsListQuery; now: Date },
): Promise<Result<SiteNewsList, AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const page = input.query.page ?? 1
  const pageSize = input.query.page_size ?? DEFAULT_NEWS_PAGE_SIZE
  const where = eq(siteNews.organisationId, access.value.organisation.id)
  // One after the other: a transaction's connection runs one query at a time.
  const rows = await db
    .select()
    .from(siteNews)
    .where(where)
    .orderBy(sql`${publishedAtSql} desc nulls first`, desc(siteNews.updatedAt), desc(siteNews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ total: count() }).from(siteNews).where(where)
  const items = await toSiteNewsList(db, rows, { now: input.now, withHtml: false })
  return ok({ items, total: total?.total ?? 0, page, page_size: pageSize })
}

/** `GET …/site/news/{slug}` (a former slug too). */
export async function getSiteNews(
  db: Database,
  input: AdminInput & { slug: string; now: Date },
): Promise<Result<SiteNewsItem, AccessError | 'siteNews.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const row = await findNews(db, access.value.organisation.id, input.slug)
  if (!row) return fail('siteNews.notFound')
  return ok(await toSiteNewsItem(db, row, input.now))
}

type NewsChanges = z.output<typeof UpdateSiteNewsInputSchema>

/** The columns a write sets from what was sent: sanitised HTML and its excerpt, the first publication's moment. */
function newsColumns(changes: NewsChanges, before: SiteNewsRow | null, now: Date): Partial<SiteNewsRow> {
  const html = changes.html === undefined ? undefined : sanitiseNewsHtml(changes.html)
  const status = changes.status ?? before?.status
  return {
    title: changes.title,
    html,
    excerpt: html === undefined ? undefined : newsExcerpt(html),
    coverFileId: changes.cover_file_id,
    status: changes.status,
    publishAt: changes.publish_at === undefined ? undefined : changes.publish_at ? new Date(changes.publish_at) : null,
    firstPublishedAt: status === 'published' && !before?.firstPublishedAt ? now : undefined,
    updatedAt: now,
  }
}

async function checkCover(db: Database, organisationId: string, changes: NewsChanges) {
  if (!changes.cover_file_id) return ok(null)
  return checkSiteFile(db, { organisationId, id: changes.cover_file_id, purpose: 'image', field: 'cover_file_id' })
}

/** `POST …/site/news`: a slug from the title unless one is asked for (taken: 422 on `slug`). */
export async function createSiteNews(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; article: z.output<typeof SiteNewsInputSchema>; now: Date },
): Promise<Result<SiteNewsItem, WriteError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const { article, now } = input
  const cover = await checkCover(db, organisation.id, article)
  if (!cover.ok) return cover
  const outcome = await writingSlug(() =>
    db.transaction(async (tx): Promise<Result<SiteNewsRow, 'slug.taken'>> => {
      const slug = await newSlug(tx, newsScope(organisation.id), { name: article.title, slug: article.slug })
      if (!slug.ok) return slug
      const columns = newsColumns(article, null, now)
      const [row] = await tx
        .insert(siteNews)
        .values({
          ...columns,
          organisationId: organisation.id,
          slug: slug.value,
          title: article.title,
          html: columns.html ?? '',
          excerpt: columns.excerpt ?? '',
          status: article.status,
          authorId: input.caller.id,
          createdAt: now,
        })
        .returning()
      if (!row) throw new Error('The article was not stored')
      await recordSiteAudit(tx, input.actor, organisation.id, 'siteNews.created', {
        after: { id: row.id, slug: row.slug, title: row.title, status: row.status },
      })
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await toSiteNewsItem(db, outcome.value, now))
}

/** `PUT …/site/news/{slug}`: only the fields sent change; a new slug keeps the old one leading to the article. */
export async function updateSiteNews(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; slug: string; changes: NewsChanges; now: Date },
): Promise<Result<SiteNewsItem, WriteError | 'siteNews.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const { changes, now } = input
  const before = await findNews(db, organisation.id, input.slug)
  if (!before) return fail('siteNews.notFound')
  const cover = await checkCover(db, organisation.id, changes)
  if (!cover.ok) return cover
  const outcome = await writingSlug(() =>
    db.transaction(async (tx): Promise<Result<SiteNewsRow, 'slug.taken'>> => {
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, newsScope(organisation.id), {
          entityId: before.id,
          from: before.slug,
          to: changes.slug,
        })
        if (!changed.ok) return changed
      }
      const [row] = await tx
        .update(siteNews)
        .set({ ...newsColumns(changes, before, now), slug: changes.slug })
        .where(eq(siteNews.id, before.id))
        .returning()
      if (!row) throw new Error('The article was not updated')
      await recordSiteAudit(tx, input.actor, organisation.id, 'siteNews.updated', {
        before: { id: before.id, slug: before.slug, title: before.title, status: before.status },
        after: { id: row.id, slug: row.slug, title: row.title, status: row.status },
      })
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await toSiteNewsItem(db, outcome.value, now))
}

/** `DELETE …/site/news/{slug}`: its cover stays until the orphan sweep, in case another article uses it. */
export async function deleteSiteNews(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; slug: string },
): Promise<Result<null, AccessError | 'siteNews.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const row = await findNews(db, organisation.id, input.slug)
  if (!row) return fail('siteNews.notFound')
  await db.transaction(async (tx) => {
    await tx.delete(siteNews).where(and(eq(siteNews.id, row.id), eq(siteNews.organisationId, organisation.id)))
    // Its former slugs are free again: nothing to lead to any more.
    await tx.delete(slugHistory).where(and(eq(slugHistory.kind, 'news'), eq(slugHistory.entityId, row.id)))
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteNews.deleted', {
      before: { id: row.id, slug: row.slug, title: row.title, status: row.status },
    })
  })
  return ok(null)
}
