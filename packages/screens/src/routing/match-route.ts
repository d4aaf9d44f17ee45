import { normaliseHost } from '@oche/api'
import { compile, match } from 'path-to-regexp'
import { defaultLocale, isLocale, type Locale } from '@oche/i18n'
import type { RouteDefinition, RouteParams, RouteSite } from './route-definition'
import { routeRedirects, routes } from './routes'

/** `/{season?}/news/{slug}` → path-to-regexp's `{/:season}/news/:slug`. */
export function toPattern(path: string): string {
  return path.replace(/\/\{(\w+)\?\}/g, '{/:$1}').replace(/\{(\w+)\}/g, ':$1')
}

// More literal segments first, so `/news` is the news page and not a season called "news".
function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean)
  return segments.filter((segment) => !segment.startsWith('{')).length * 100 - segments.length
}

type Compiled<T> = { definition: T; test: (path: string) => ReturnType<ReturnType<typeof match>> }
/**
 * The list, most specific first, each with its matcher. A matcher is built on its first use: a page resolves its own
 * path only, so most of the 122 are never built in a browser.
 */
function compileAll<T extends { path?: string; from?: string }>(list: readonly T[], key: 'path' | 'from') {
  return list
    .map((definition) => ({ definition, rank: specificity(definition[key] ?? '') }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ definition }): Compiled<T> => {
      let built: ReturnType<typeof match> | undefined
      return {
        definition,
        test: (path) => (built ??= match(toPattern(definition[key] ?? ''), { decode: decodeURIComponent }))(path),
      }
    })
}
const compiledRoutes = compileAll(routes, 'path')
const compiledRedirects = compileAll(routeRedirects, 'from')

/** Splits `/nl/tournaments` into the locale and the unprefixed path; English has no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string; isPrefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/', isPrefixed: true }
  return { locale: defaultLocale, path: pathname.replace(/\/+$/, '') || '/', isPrefixed: false }
}

/** The site a host name serves: `competition` when it is one of the configured competition domains. */
export function siteForHost(host: string, competitionDomains: string | readonly string[] | undefined): RouteSite {
  const domains = (typeof competitionDomains === 'string' ? competitionDomains.split(',') : (competitionDomains ?? []))
    .map(normaliseHost)
    .filter(Boolean)
  return domains.includes(normaliseHost(host)) ? 'competition' : 'app'
}

export type ResolvedRoute =
  | { kind: 'route'; locale: Locale; route: RouteDefinition; params: RouteParams; path: string }
  | { kind: 'redirect'; locale: Locale; to: string }
  | { kind: 'notFound'; locale: Locale; path: string }

/**
 * Finds what a request path shows on a site: a route with its parameters, a redirect, or nothing.
 * Site selection follows the spec: a competition host keeps only competition routes, any other host drops them.
 */
export function resolveRoute(pathname: string, site: RouteSite): ResolvedRoute {
  const { locale, path } = splitLocale(pathname)
  for (const { definition, test } of compiledRedirects) {
    if (definition.site !== site) continue
    const found = test(path)
    if (found) {
      const to = compile(toPattern(definition.to))(found.params as Record<string, string>)
      return { kind: 'redirect', locale, to }
    }
  }
  for (const { definition, test } of compiledRoutes) {
    if (definition.site !== site) continue
    const found = test(path)
    if (found) {
      const params = Object.fromEntries(
        Object.entries(found.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
      return { kind: 'route', locale, route: definition, params, path }
    }
  }
  return { kind: 'notFound', locale, path }
}

// Each route's filler, built on its first use: a page fills the same few paths for each of its links.
const fillers = new Map<string, ReturnType<typeof compile>>()

/** A path with its parameters filled in (unprefixed): `/live/{id}` with `{ id: 'abc' }` → `/live/abc`. */
export function fillPath(path: string, params: RouteParams = {}): string {
  let fill = fillers.get(path)
  if (!fill) fillers.set(path, (fill = compile(toPattern(path))))
  return fill(params) || '/'
}
