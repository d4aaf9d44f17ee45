import 'server-only'
import {
  EventDetailSchema,
  TournamentDetailSchema,
  UserSchema,
  type EventDetail,
  type Tournament,
  type User,
} from '@oche/api'
import { localeInfo, type Locale } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { resolveRoute, splitLocale, storageKeys, type ResolvedRoute } from '@oche/screens/routing'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { createIntl } from 'react-intl/server'
import { decodePath } from '../src/page-security'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { siteContextKey } from '../src/competition-site'
import {
  PREFETCH_HEADER,
  pageApiClient,
  prefetchHandoff,
  prefetchPageQueries,
  searchRecord,
  serverQueryClient,
  type PrefetchedPage,
} from '../src/route-prefetch'
import { siteSelection, visitorOf, type SiteOfHost } from '../src/site-selection'

export const apiOrigin = process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`

/**
 * The app's own public address (`OCHE_PUBLIC_URL`, the API's default when unset), without a trailing slash: the
 * base of the app's canonical and language links, and of links from a league's site back to the app. Configured,
 * never taken from the request's Host header, which anyone on the venue's network may set.
 */
export function appUrl(): string {
  return (process.env.OCHE_PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

/** Public configuration the browser may see. */
export function publicConfig(host: string) {
  return {
    competitionDomains: process.env.OCHE_COMPETITION_DOMAINS ?? '',
    host,
    buildId: process.env.OCHE_BUILD_ID ?? '',
    shell: 'web' as const,
    appUrl: appUrl(),
  }
}

/** The site this request's host serves: the app or a league's public site (src/site-selection.ts). */
export const requestSite = cache(async (): Promise<{ host: string; site: SiteOfHost }> => {
  const incoming = await headers()
  return { host: incoming.get('host') ?? 'localhost', site: await siteSelection().siteOf(visitorOf(incoming)) }
})

/** What this request shows: the host's site, the matched route (or redirect, or nothing) and the language. */
export async function resolveRequest(
  segments: string[] | undefined,
): Promise<{ host: string; site: SiteOfHost; resolved: ResolvedRoute }> {
  return resolvePathname(pathnameOf(segments))
}

// Cached by the path (a string), so the layout, the head and the page of one request resolve it once.
const resolvePathname = cache(
  async (pathname: string): Promise<{ host: string; site: SiteOfHost; resolved: ResolvedRoute }> => {
    const { host, site } = await requestSite()
    const decoded = decodePath(pathname)
    try {
      if (decoded === null) throw new URIError(pathname)
      return { host, site, resolved: resolveRoute(decoded, site.site) }
    } catch {
      // A path that is no valid percent-encoding matches nothing: the 404 page, never a 500.
      return { host, site, resolved: { kind: 'notFound', locale: splitLocale(pathname).locale, path: pathname } }
    }
  },
)

/**
 * Calls to the API on a visitor's behalf carry what the web host's server vouched for about that visitor (their
 * address and the proxy secret), so the API treats them as the visitor's own requests, not as this machine's.
 */
async function onBehalfOfClient(): Promise<Record<string, string>> {
  const incoming = await headers()
  const vouched: Record<string, string> = {}
  for (const name of ['x-oche-client-address', 'x-oche-proxy-secret']) {
    const value = incoming.get(name)
    if (value) vouched[name] = value
  }
  return vouched
}

/** The CSP nonce of this page (proxy.ts), for inline scripts of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-oche-nonce') ?? undefined
}

/** The signed-in user, asked of the API with the request's token cookie (impersonation first), or null. */
export const currentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies()
  const token = jar.get(storageKeys.impersonationToken)?.value ?? jar.get(storageKeys.token)?.value
  if (!token) return null
  try {
    const response = await fetch(`${apiOrigin}/api/user`, {
      headers: { ...(await onBehalfOfClient()), Authorization: `Bearer ${token}` },
      cache: 'no-store',
    })
    if (!response.ok) return null
    return UserSchema.parse(await response.json())
  } catch {
    return null
  }
})

/**
 * The answers a page shows, asked on the server (its route's `data(params).queries`), or null for a route without
 * queries: the ones the proxy asked and handed over, else asked now. Cached per path and query string (`query`, as
 * `URLSearchParams` writes it): the head and the page share one run.
 */
export const prefetchPage = cache(async (pathname: string, query: string): Promise<PrefetchedPage | null> => {
  const incoming = await headers()
  const handed = prefetchHandoff().take(incoming.get(PREFETCH_HEADER))
  if (handed) return handed
  const { site, resolved } = await resolvePathname(pathname)
  const jar = await cookies()
  const request = {
    apiOrigin,
    headers: incoming,
    cookie: (name: string) => jar.get(name)?.value,
    searchParams: searchRecord(new URLSearchParams(query)),
  }
  return prefetchPageQueries(request, site, resolved)
})

/**
 * The API client of a server component page's own queries (docs/adr/031): the one the route's prefetch uses, for
 * this request's visitor, language and path.
 */
export async function pageClient(locale: Locale, path: string) {
  const [incoming, jar] = await Promise.all([headers(), cookies()])
  return pageApiClient({ apiOrigin, headers: incoming, cookie: (name) => jar.get(name)?.value }, locale, path)
}

/** A page's query string as routes take it (`searchRecord`), from Next's `searchParams`. */
export async function pageSearch(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const search = searchRecord(Object.entries(await searchParams))
  return { search, query: new URLSearchParams(search).toString() }
}

/** The path key of `prefetchPage` for a catch-all page's segments. */
export function pathnameOf(segments: string[] | undefined): string {
  return `/${(segments ?? []).map(encodeURIComponent).join('/')}`
}

export async function hasBoardToken() {
  return Boolean((await cookies()).get(storageKeys.boardToken)?.value)
}

export function serverIntl(locale: Locale) {
  return createIntl({ locale: localeInfo[locale].tag, messages: messagesFor(locale), onError: () => undefined })
}

/** The path segments of this request, from the proxy's header (layouts and the 404 page get no route params). */
export async function requestPathSegments(): Promise<string[]> {
  const pathname = (await headers()).get('x-oche-pathname') ?? '/'
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodePath(segment) ?? segment)
}

/**
 * A tournament's name and description for its pages' title and Open Graph tags, as an anonymous visitor may see
 * them (public and unlisted tournaments), or null.
 */
export const publicTournament = cache(
  async (id: string): Promise<Pick<Tournament, 'name' | 'description' | 'venue'> | null> => {
    try {
      const response = await fetch(`${apiOrigin}/api/tournaments/${encodeURIComponent(id)}`, {
        headers: await onBehalfOfClient(),
        cache: 'no-store',
      })
      if (!response.ok) return null
      const { tournament } = TournamentDetailSchema.parse(await response.json())
      return { name: tournament.name, description: tournament.description, venue: tournament.venue }
    } catch {
      return null
    }
  },
)

/** An event's name and description for its page's title and Open Graph tags (public and unlisted events), or null. */
export const publicEvent = cache(async (id: string): Promise<Pick<EventDetail, 'name' | 'description'> | null> => {
  try {
    const response = await fetch(`${apiOrigin}/api/events/${encodeURIComponent(id)}`, {
      headers: await onBehalfOfClient(),
      cache: 'no-store',
    })
    if (!response.ok) return null
    const event = EventDetailSchema.parse(await response.json())
    return { name: event.name, description: event.description }
  } catch {
    return null
  }
})

/**
 * A league site's context for its own 404 page, whose frame (name, logo, colours, menu) needs it, ready for the
 * screens' cache: the page renders in the league's frame on the server too. None on the app's host.
 */
export async function siteNotFoundState(): Promise<DehydratedState | undefined> {
  const { site } = await requestSite()
  if (site.site !== 'competition' || !site.context) return undefined
  const queryClient = serverQueryClient()
  queryClient.setQueryData(siteContextKey(site.domain, ''), site.context)
  return dehydrate(queryClient)
}
