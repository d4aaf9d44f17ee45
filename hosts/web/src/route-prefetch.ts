import { createApiClient, type ApiClient, type ApiRequestError } from '@oche/api'
import type { Locale } from '@oche/i18n'
import { routeData, storageKeys, type ResolvedRoute, type RouteQuery } from '@oche/screens/routing'
import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query'
import { siteContextKey } from './competition-site'
import { forwardedHeaders, visitorOf, type SiteOfHost } from './site-selection'

// A page's answers on the server (route `data(params).queries`, issue 20): asked before the page renders, so its
// first HTML holds what the screen shows, and so that an answer "not found" is the real 404 page.

export type PrefetchedPage = {
  /**
   * The answers, for TanStack Query's `HydrationBoundary`: only queries that succeeded (a failed one is asked again
   * in the browser, where the screen shows its error state).
   */
  state: DehydratedState
  /** A query answered 404: the page is about something that does not exist, and answers the real 404. */
  notFound: boolean
  /**
   * A query answered 403 (and none 404): the caller may not see what the page is about, and the page answers 403
   * with the spec's error screen (Next's `forbidden()`).
   */
  forbidden: boolean
  /** The client the queries ran in, for the page's head (titles read the same answers). */
  queryClient: QueryClient
}

/** A client for one request on the server: never retries (the browser does), keeps everything it was given. */
export function serverQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
}

/**
 * Runs a route's queries on the server, all at once, so the first HTML holds what the screen shows: a screen's
 * `useQuery` of the same options finds the answer while rendering. `seed` puts answers the server already has into
 * the cache first (they are not asked again).
 */
export async function prefetchRouteQueries(
  queries: readonly RouteQuery[],
  seed: readonly { queryKey: readonly unknown[]; data: unknown }[] = [],
): Promise<PrefetchedPage> {
  const queryClient = serverQueryClient()
  for (const { queryKey, data } of seed) queryClient.setQueryData(queryKey, data)
  const results = await Promise.allSettled(queries.map((query) => queryClient.fetchQuery(query as FetchQueryOptions)))
  const answered = (status: number) =>
    results.some((result) => result.status === 'rejected' && isApiError(result.reason, status))
  const notFound = answered(404)
  return { state: dehydrate(queryClient), notFound, forbidden: !notFound && answered(403), queryClient }
}

/** The API's answer of `status` (by shape: the error may come from another copy of `@oche/api` in another bundle). */
function isApiError(error: unknown, status: number): boolean {
  return error instanceof Error && error.name === 'ApiRequestError' && (error as ApiRequestError).status === status
}

/** A page request as the proxy and the page both see it: its headers (the web host's server's) and cookies. */
export type PageRequest = {
  /** Where the API is. */
  apiOrigin: string
  headers: { get(name: string): string | null }
  cookie(name: string): string | undefined
  /** The page's query string (`searchRecord`). */
  searchParams: Record<string, string>
}

/** A query string as routes take it: each parameter given once, by its value (one given twice is left out). */
export function searchRecord(entries: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  const record: Record<string, string> = {}
  const repeated = new Set<string>()
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || key in record) repeated.add(key)
    else record[key] = value
  }
  for (const key of repeated) delete record[key]
  return record
}

/** How long a page waits for one of its queries before it renders without it (the browser asks again). */
const queryTimeoutMs = 8_000

/**
 * The API client of a page's server-side queries: the API's own address, the page's language, the token the
 * browser's client sends on this page (`activeToken`: the board token in the tablet area, else impersonation over
 * the user's own), and what the web host's server vouched for about the visitor: address, host and scheme. So the
 * API answers as it would answer the browser through `/api` (a league site's `base_url` is built from them).
 */
export function pageApiClient(request: Omit<PageRequest, 'searchParams'>, locale: Locale, path: string): ApiClient {
  const vouched: Record<string, string> = forwardedHeaders(visitorOf(request.headers))
  const address = request.headers.get('x-oche-client-address')
  if (address) vouched['x-oche-client-address'] = address
  const token = path.startsWith('/tablet')
    ? request.cookie(storageKeys.boardToken)
    : (request.cookie(storageKeys.impersonationToken) ?? request.cookie(storageKeys.token))
  return createApiClient({
    baseUrl: `${request.apiOrigin}/api`,
    getLocale: () => locale,
    getToken: () => token,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string> | undefined), ...vouched },
        cache: 'no-store',
        signal: init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(queryTimeoutMs)])
          : AbortSignal.timeout(queryTimeoutMs),
      }),
  })
}

/**
 * The answers of a resolved page (null for a route without queries). On a league site the organisation context of
 * the current season, which choosing the site already asked for, is put in first.
 */
export async function prefetchPageQueries(
  request: PageRequest,
  site: SiteOfHost,
  resolved: ResolvedRoute,
): Promise<PrefetchedPage | null> {
  if (resolved.kind !== 'route') return null
  const queries = routeData(resolved.route, resolved.params)?.queries
  if (!queries) return null
  const domain = site.site === 'competition' ? site.domain : ''
  const client = pageApiClient(request, resolved.locale, resolved.path)
  const seed =
    site.site === 'competition' && site.context ? [{ queryKey: siteContextKey(domain, ''), data: site.context }] : []
  return prefetchRouteQueries(
    queries({ client, domain, locale: resolved.locale, searchParams: request.searchParams }),
    seed,
  )
}

/** The request header that names a page's answers, which the proxy asked and hands to the page. */
export const PREFETCH_HEADER = 'x-oche-prefetch'

/**
 * The proxy asks a page's queries (so that "not found" becomes Next's fully rendered 404 route: a `notFound()`
 * thrown by a page renders an empty body until hydration, vercel/next.js#62228) and hands the answers to the page,
 * which runs in the same process, by an id in a request header. Kept on `globalThis` (the proxy and the pages are
 * bundled apart); an answer nobody takes goes after `ttlMs`. A page that finds nothing asks again itself.
 */
export function createPrefetchHandoff({ ttlMs = 15_000, now = Date.now } = {}) {
  const pages = new Map<string, { expires: number; page: PrefetchedPage }>()
  return {
    put(page: PrefetchedPage): string {
      // Entries expire in the order they came.
      for (const [id, entry] of pages) {
        if (entry.expires > now()) break
        pages.delete(id)
      }
      const id = crypto.randomUUID()
      pages.set(id, { expires: now() + ttlMs, page })
      return id
    },
    take(id: string | null | undefined): PrefetchedPage | undefined {
      const entry = id ? pages.get(id) : undefined
      if (!entry || !id) return undefined
      pages.delete(id)
      return entry.expires > now() ? entry.page : undefined
    },
    get size() {
      return pages.size
    },
  }
}

const shared = Symbol.for('oche.web.prefetchHandoff')

/** The process's one handoff between the proxy and the pages. */
export function prefetchHandoff(): ReturnType<typeof createPrefetchHandoff> {
  const global = globalThis as { [shared]?: ReturnType<typeof createPrefetchHandoff> }
  global[shared] ??= createPrefetchHandoff()
  return global[shared]
}
