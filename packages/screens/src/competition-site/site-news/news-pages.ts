import type { SiteNewsListQuery } from '@oche/api'

// The news pages' queries, shared by the screens and their routes (`data.queries`), so the keys the web host
// prefetches on the server are the ones the screens ask for. No React here: the route table imports it.

/** How many articles a page of the news lists. */
export const newsPageSize = 10

/** How many of the newest articles the site's home shows. */
export const latestNewsCount = 3

/** The page of the news in `?page=`: a whole number from 1, else the first page. */
export function newsPageOf(searchParams: Record<string, string>): number {
  const page = Number(searchParams.page)
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** The query of one page of the news list. */
export function newsListQuery(page: number): SiteNewsListQuery {
  return { page, page_size: newsPageSize }
}

/** The query of the home page's latest news. */
export const latestNewsQuery: SiteNewsListQuery = { page: 1, page_size: latestNewsCount }

/** How many pages `total` articles take (at least one, the empty one). */
export function newsPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
