import { defaultLocale, localizedPath } from '@oche/i18n'
import {
  isBuiltScreen,
  resolveRoute,
  routeValidationError,
  splitLocale,
  storageKeys,
  type ResolvedRoute,
  type RouteSite,
} from '@oche/screens/routing'
import { NextResponse, type NextRequest } from 'next/server'
import { appDefaultLocale, unprefixedPageLocale } from './src/language'
import { decodePath, newNonce, pageSecurityHeaders } from './src/page-security'
import { PREFETCH_HEADER, prefetchHandoff, prefetchPageQueries, searchRecord } from './src/route-prefetch'
import { serverPageOf } from './src/server-pages'
import { siteSelection, visitorOf } from './src/site-selection'

/**
 * Pages only: `/api/*` never gets here, the web host's server (src/server/main.ts) streams it to the API. The host
 * name chooses the site (the app, or a league's public site: src/site-selection.ts). Language of an unprefixed page:
 * the prefix wins, then the i18n_redirected cookie, then the browser's languages, then the site's default language (a
 * league's own, English on the app). Answers the spec's redirects (permanent), asks a page's queries (a 404 among
 * them is the 404 page), gives every page its security headers and CSP nonce, and hands the path to the 404 page,
 * which Next renders without the route's parameters.
 */
const apiOrigin = () => process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`

/** The views of `/live/{id}` that venues embed in frames (docs/adr/005-venue-views.md). */
const embeddableViews = new Set(['tv', 'overlay'])

/** A path that cannot be decoded (`/%ZZ`) matches no route: it is a 404, never a 500. */
function resolvePage(pathname: string, site: RouteSite): ResolvedRoute {
  const decoded = decodePath(pathname)
  const notFound: ResolvedRoute = { kind: 'notFound', locale: splitLocale(pathname).locale, path: pathname }
  if (decoded === null) return notFound
  try {
    return resolveRoute(decoded, site)
  } catch {
    return notFound
  }
}

/** The path for the 404 page and layouts, with undecodable segments escaped so that they read back as typed. */
function readablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (decodePath(segment) === null ? segment.replaceAll('%', '%25') : segment))
    .join('/')
}

/** A league site's own files, answered by their route handlers (app/sitemap.xml, app/robots.txt); 404 on the app. */
const siteFiles = new Set(['/sitemap.xml', '/robots.txt'])

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const rule = await routeRuleRedirect(pathname)
  if (rule) return NextResponse.redirect(new URL(rule.to, request.url), rule.status)
  const site = await siteSelection().siteOf(visitorOf(request.headers))
  if (site.site === 'competition' && siteFiles.has(pathname)) return NextResponse.next()
  const { isPrefixed, path } = splitLocale(pathname)
  if (!isPrefixed && request.method === 'GET' && request.headers.get('accept')?.includes('text/html')) {
    const cookie = request.cookies.get(storageKeys.language)?.value
    const { locale, chosenByVisitor } = unprefixedPageLocale({
      cookie,
      acceptLanguage: request.headers.get('accept-language'),
      siteDefault: site.site === 'competition' ? site.context?.organisation.default_language : appDefaultLocale(),
    })
    if (locale !== defaultLocale) {
      const response = NextResponse.redirect(new URL(`${localizedPath(path, locale)}${search}`, request.url))
      // The visitor's own choice is remembered; a league's default language is not theirs.
      if (!cookie && chosenByVisitor)
        response.cookies.set(storageKeys.language, locale, { maxAge: 365 * 24 * 3600, sameSite: 'lax', path: '/' })
      return response
    }
  }
  const resolved = resolvePage(pathname, site.site)
  // The spec's redirects are permanent (a season's `individual` is its `individual/180-171`).
  if (resolved.kind === 'redirect')
    return NextResponse.redirect(new URL(`${localizedPath(resolved.to, resolved.locale)}${search}`, request.url), 308)
  const nonce = newNonce()
  const security = pageSecurityHeaders({
    nonce,
    host: request.headers.get('host'),
    embeddable:
      resolved.kind === 'route' &&
      resolved.route.name === 'live-id' &&
      embeddableViews.has(request.nextUrl.searchParams.get('view') ?? ''),
    dev: process.env.NODE_ENV === 'development',
    env: process.env,
  })
  const headers = new Headers(request.headers)
  headers.set('x-oche-pathname', readablePath(pathname))
  // Which site the page is of: a league's domain shows its own 404 (not-found.tsx).
  headers.set('x-oche-site', site.site)
  // Next reads the nonce from the request's CSP and puts it on its own scripts; the layout reads x-oche-nonce.
  headers.set('content-security-policy', security['Content-Security-Policy'])
  headers.set('x-oche-nonce', nonce)
  const secured = (response: NextResponse) => {
    for (const [name, value] of Object.entries(security)) response.headers.set(name, value)
    return response
  }
  // Unknown paths and routes whose screen is not built go to Next's own 404 route, which is fully
  // server-rendered (a notFound() thrown by a page renders an empty body until hydration).
  if (resolved.kind === 'notFound' || (resolved.kind === 'route' && !isBuiltScreen(resolved.route.name))) {
    return secured(NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: 404 }))
  }
  // A route whose parameters fail its validation is a fatal error with the validation's status and message.
  const invalid = resolved.kind === 'route' ? routeValidationError(resolved.route.name, resolved.params) : null
  if (invalid) {
    headers.set('x-oche-error-status', String(invalid.status))
    if (invalid.message) headers.set('x-oche-error-message', encodeURIComponent(invalid.message))
    return secured(
      NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: invalid.status }),
    )
  }
  // A visitor's page of a route that has a server component page (docs/adr/031) is rendered there, at the same address.
  const serverPage = serverPageOf(resolved, (name) => request.cookies.get(name)?.value)
  const page = () =>
    serverPage
      ? NextResponse.rewrite(new URL(`${serverPage}${search}`, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } })
  // The page's answers (route `data.queries`), asked here so that one answering 404 is the real 404 page; the page
  // takes the rest over (src/route-prefetch.ts). Not for the router's prefetch of a link in view, which renders no
  // page (src/server/web-server.ts says which requests are; Next hides its own header from the proxy).
  if (request.headers.has('x-oche-router-prefetch')) return secured(page())
  const prefetched = await prefetchPageQueries(
    {
      apiOrigin: apiOrigin(),
      headers: request.headers,
      cookie: (name) => request.cookies.get(name)?.value,
      searchParams: searchRecord(request.nextUrl.searchParams),
    },
    site,
    resolved,
  )
  if (prefetched?.notFound)
    return secured(NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: 404 }))
  // One answering 403: the caller may not see what the page is about. The spec's error screen with status 403, fully
  // rendered on the server as a failed validation is (a `forbidden()` thrown by the page renders an empty body until
  // hydration too); the page's own `forbidden()` is for when it asks the queries itself.
  if (prefetched?.forbidden) {
    headers.set('x-oche-error-status', '403')
    return secured(NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: 403 }))
  }
  if (prefetched) headers.set(PREFETCH_HEADER, prefetchHandoff().put(prefetched))
  return secured(page())
}

export const config = {
  matcher: ['/((?!api/|api$|_next|_i18n|i18n-messages|builds|serwist|icon.svg|favicon.ico|manifest).*)'],
}

/**
 * The global guard: the API's route rules may send a path elsewhere (an old URL, a club's own site, external
 * ones included). An API without rules, or out of reach, never blocks a page.
 */
async function routeRuleRedirect(pathname: string): Promise<{ to: string; status: number } | null> {
  try {
    const response = await fetch(`${apiOrigin()}/api/route-rules?path=${encodeURIComponent(pathname)}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(2000),
    })
    if (!response.ok) return null
    const rule = (await response.json()) as { redirect?: string | null; status?: number }
    return rule.redirect ? { to: rule.redirect, status: rule.status ?? 307 } : null
  } catch {
    return null
  }
}
