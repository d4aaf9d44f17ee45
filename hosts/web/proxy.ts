import { match } from '@formatjs/intl-localematcher'
import { defaultLocale, isLocale, localeInfo, locales, localizedPath } from '@oche/i18n'
import {
  isBuiltScreen,
  resolveRoute,
  routeValidationError,
  siteForHost,
  splitLocale,
  storageKeys,
} from '@oche/screens/routing'
import { NextResponse, type NextRequest } from 'next/server'

/**
 * Forwards /api to the API process. Language of an unprefixed page: the prefix wins, then the i18n_redirected cookie, then the browser's
 * languages. Also hands the path to the 404 page, which Next renders without the route's parameters.
 */
const apiOrigin = () => process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // The browser always reaches the API on this origin under /api; the API's address is read at run time.
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return NextResponse.rewrite(new URL(`${pathname}${search}`, apiOrigin()))
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
  const headers = new Headers(request.headers)
  headers.set('x-oche-pathname', pathname)
  // Unknown paths and routes whose screen is not built go to Next's own 404 route, which is fully
  // server-rendered (a notFound() thrown by a page renders an empty body until hydration).
  const site = siteForHost(request.headers.get('host') ?? '', process.env.OCHE_COMPETITION_DOMAINS)
  const resolved = resolveRoute(decodeURIComponent(pathname), site)
  if (resolved.kind === 'notFound' || (resolved.kind === 'route' && !isBuiltScreen(resolved.route.name))) {
    return NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: 404 })
  }
  // A route whose parameters fail its validation is a fatal error with the validation's status and message.
  const invalid =
    resolved.kind === 'route' ? routeValidationError(resolved.route.name, resolved.params, pathname) : null
  if (invalid) {
    headers.set('x-oche-error-status', String(invalid.status))
    headers.set('x-oche-error-message', encodeURIComponent(invalid.message))
    return NextResponse.rewrite(new URL('/_not-found', request.url), { request: { headers }, status: invalid.status })
  }
  return NextResponse.next({ request: { headers } })
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
  matcher: ['/((?!_next|_i18n|i18n-messages|builds|serwist|icon.svg|favicon.ico|manifest).*)'],
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
