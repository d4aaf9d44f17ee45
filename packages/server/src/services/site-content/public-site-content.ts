import {
  publicBoardMember,
  publicSiteNews,
  type CompetitionSitePage,
  type CompetitionSiteRef,
  type SiteBoardMember,
  type SiteDocument,
  type SiteNewsItem,
  type SiteNewsList,
  type SiteNewsListQuery,
} from '@oche/api'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { siteNews } from '../../db/schema/index'
import { findSite, type Site, type SiteError } from '../competition-site/site-scope'
import { shownPages } from '../competition-site/site-settings'
import { fail, ok, type Result } from '../result'
import { findNews, isVisibleAt, publishedAtSql, toSiteNewsItem, toSiteNewsList, visibleNewsAt } from './news-view'
import { organisationBoardMembers, toSiteBoardMembers } from './site-board-members'
import { organisationDocuments, toSiteDocuments } from './site-documents'
import { DEFAULT_NEWS_PAGE_SIZE } from './site-news'

// What the public reads of a league site's content under `/competition/{domain}/…` (ADR 018): only while the site
// shows the page (404 otherwise), only published articles whose moment passed, contact details only where shown.

type PageError = SiteError | 'sitePage.notFound'

/** The site of `ref`, when it shows `page`. */
async function siteShowing(
  db: Database,
  ref: CompetitionSiteRef,
  page: CompetitionSitePage,
): Promise<Result<Site, PageError>> {
  const site = await findSite(db, ref)
  if (!site.ok) return site
  return shownPages(site.value.organisation).includes(page) ? site : fail('sitePage.notFound')
}

/**
 * `GET /competition/{domain}/news`: the articles the public sees now, newest first, without their author. The first
 * page is always there (empty or not); a page past the last is not (404), so that its address is the site's 404.
 */
export async function listPublicSiteNews(
  db: Database,
  input: { ref: CompetitionSiteRef; query: SiteNewsListQuery; now: Date },
): Promise<Result<SiteNewsList, PageError>> {
  const site = await siteShowing(db, { domain: input.ref.domain }, 'news')
  if (!site.ok) return site
  const page = input.query.page ?? 1
  const pageSize = input.query.page_size ?? DEFAULT_NEWS_PAGE_SIZE
  const where = and(eq(siteNews.organisationId, site.value.organisation.id), visibleNewsAt(input.now))
  // One after the other: a transaction's connection runs one query at a time.
  const [counted] = await db.select({ total: count() }).from(siteNews).where(where)
  const total = counted?.total ?? 0
  if (page > 1 && (page - 1) * pageSize >= total) return fail('sitePage.notFound')
  const rows = await db
    .select()
    .from(siteNews)
    .where(where)
    .orderBy(sql`${publishedAtSql} desc`, desc(siteNews.createdAt), desc(siteNews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const items = await toSiteNewsList(db, rows, { now: input.now, withHtml: false })
  return ok({ items: items.map(publicSiteNews), total, page, page_size: pageSize })
}

/** `GET /competition/{domain}/news/{slug}` (a former slug too): 404 for a draft or an article not shown yet. */
export async function getPublicSiteNews(
  db: Database,
  input: { ref: CompetitionSiteRef; slug: string; now: Date },
): Promise<Result<SiteNewsItem, PageError | 'siteNews.notFound'>> {
  const site = await siteShowing(db, { domain: input.ref.domain }, 'news')
  if (!site.ok) return site
  const row = await findNews(db, site.value.organisation.id, input.slug)
  if (!row || !isVisibleAt(row, input.now)) return fail('siteNews.notFound')
  return ok(publicSiteNews(await toSiteNewsItem(db, row, input.now)))
}

/** `GET /competition/{domain}/documents?season=`: the season's documents and those of every season, in order. */
export async function listPublicSiteDocuments(
  db: Database,
  input: { ref: CompetitionSiteRef },
): Promise<Result<SiteDocument[], PageError>> {
  const site = await siteShowing(db, input.ref, 'documents')
  if (!site.ok) return site
  const { organisation, season } = site.value
  return ok(
    await toSiteDocuments(db, await organisationDocuments(db, organisation.id, { seasonId: season?.id ?? null })),
  )
}

/** `GET /competition/{domain}/board-members`: in order, an e-mail address or phone only where shown. */
export async function listPublicSiteBoardMembers(
  db: Database,
  input: { ref: CompetitionSiteRef },
): Promise<Result<SiteBoardMember[], PageError>> {
  const site = await siteShowing(db, { domain: input.ref.domain }, 'board-members')
  if (!site.ok) return site
  const members = await toSiteBoardMembers(db, await organisationBoardMembers(db, site.value.organisation.id))
  return ok(members.map(publicBoardMember))
}
