import type { SiteNewsItem, SiteNewsSummary } from '@oche/api'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { siteNews, users, type SiteNewsRow } from '../../db/schema/index'
import { formerSlugEntity, newsScope } from '../competition/slugs'
import { loadSiteFiles, toSiteFile } from './site-files'

// How a news article reads: when it shows (published, and `publish_at` or its first publication passed, worked
// out at read time: no job publishes it), its cover and its author.

/** The moment an article shows or showed: `publish_at`, else its first publication; null for a draft. */
export function publishedAt(row: Pick<SiteNewsRow, 'status' | 'publishAt' | 'firstPublishedAt'>): Date | null {
  return row.status === 'published' ? (row.publishAt ?? row.firstPublishedAt) : null
}

/** SQL of `publishedAt`, to sort and filter on. */
export const publishedAtSql: SQL<Date | null> = sql`case when ${siteNews.status} = 'published' then coalesce(${siteNews.publishAt}, ${siteNews.firstPublishedAt}) end`

/** The articles the public sees at `now`. */
export function visibleNewsAt(now: Date): SQL | undefined {
  return and(
    eq(siteNews.status, 'published'),
    sql`coalesce(${siteNews.publishAt}, ${siteNews.firstPublishedAt}) <= ${now.toISOString()}::timestamptz`,
  )
}

export function isVisibleAt(row: SiteNewsRow, now: Date): boolean {
  const at = publishedAt(row)
  return at !== null && at.getTime() <= now.getTime()
}

/** The articles as the API shows them (with their body when `withHtml`), their covers and authors loaded. */
export async function toSiteNewsList<WithHtml extends boolean>(
  db: Database,
  rows: SiteNewsRow[],
  options: { now: Date; withHtml: WithHtml },
): Promise<(WithHtml extends true ? SiteNewsItem : SiteNewsSummary)[]> {
  const files = await loadSiteFiles(
    db,
    rows.map((row) => row.coverFileId),
  )
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]
  const authors =
    authorIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))).map(
            (user) => [user.id, user.name],
          ),
        )
  return rows.map((row) => {
    const cover = row.coverFileId ? files.get(row.coverFileId) : undefined
    const author = row.authorId ? authors.get(row.authorId) : undefined
    const at = publishedAt(row)
    const summary: SiteNewsSummary = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      cover: cover ? toSiteFile(cover) : null,
      status: row.status,
      publish_at: row.publishAt?.toISOString() ?? null,
      published_at: at?.toISOString() ?? null,
      visible: isVisibleAt(row, options.now),
      author: author === undefined ? null : { name: author },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
    return (options.withHtml ? { ...summary, html: row.html } : summary) as WithHtml extends true
      ? SiteNewsItem
      : SiteNewsSummary
  })
}

/** One article as the API shows it, with its body. */
export async function toSiteNewsItem(db: Database, row: SiteNewsRow, now: Date): Promise<SiteNewsItem> {
  const [item] = await toSiteNewsList(db, [row], { now, withHtml: true })
  if (!item) throw new Error('The article was not shown')
  return item
}

/** An article of the organisation by its slug or a former one. */
export async function findNews(db: Database, organisationId: string, slug: string): Promise<SiteNewsRow | null> {
  const [current] = await db
    .select()
    .from(siteNews)
    .where(and(eq(siteNews.organisationId, organisationId), eq(siteNews.slug, slug)))
  if (current) return current
  const formerId = await formerSlugEntity(db, newsScope(organisationId), slug)
  if (!formerId) return null
  const [former] = await db.select().from(siteNews).where(eq(siteNews.id, formerId))
  return former ?? null
}
