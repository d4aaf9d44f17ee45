import { match } from '@formatjs/intl-localematcher'
import { defaultLocale, isLocale, localeInfo, locales, localizedPath } from '@oche/i18n'
import {
  isBuiltScreen,
  resolveRoute,
  routeValidationError,
  siteForHost,
  splitLocale,
  storageKeys,
  type ResolvedRoute,
  type RouteSite,
} from '@oche/screens/routing'
import { NextResponse, type NextRequest } from 'next/server'
import { decodePath, newNonce, pageSecurityHeaders } from './src/page-security'

/**
 * Pages only: `/api/*` never gets here, the web host's server (src/server/main.ts) streams it to the API. Language
 * of an unprefixed page: the prefix wins, then the i18n_redirected cookie, then the browser's languages. Gives every
 * page its security headers and CSP nonce, and hands the path to the 404 page, which Next renders without the
 * route's parameters.
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

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const rule = await routeRuleRedirect(pathname)
  if (rule) return NextResponse.redirect(new URL(rule.to, request.url), rule.status)
  const { isPrefixed, path } = splitLocale(pathname)
  if (!isPrefixed && request.method === 'GET' && request.headers.get('accept')?.includes('text/html')) {
    const cookie = request.cookies.get(storageKeys.language)?.value
    const preferred = isLocale(cookie) ? cookie : browserLocale(request.headers.get('accept-language'))
    if (preferred !== defaultLocale) {
      const response = NextResponse.redirect(new URL(`${localizedPath(path, preferred)}${search}`, request.url))
      if (!cookie)
        response.cookies.set(storageKeys.language, preferred, { maxAge: 365 * 24 * 3600, sameSite: 'lax', path: '/' })
      return response
    }
  }
  const site = siteForHost(request.headers.get('host') ?? '', process.env.OCHE_COMPETITION_DOMAINS)
  const resolved = resolvePage(pathname, site)
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
  return secured(NextResponse.next({ request: { headers } }))
}

function browserLocale(acceptLanguage: string | null) {
  if (!acceptLanguage) return defaultLocale
  const requested = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]?.trim())
    .filter((tag): tag is string => Boolean(tag) && tag !== '*')
  try {
    const tag = match(
      requested,
      locales.map((locale) => localeInfo[locale].tag).concat(locales),
      localeInfo[defaultLocale].tag,
    )
    const code = tag.slice(0, 2)
    return isLocale(code) ? code : defaultLocale
  } catch {
    return defaultLocale
  }
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
