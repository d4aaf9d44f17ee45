import { normaliseHost } from '@oche/api'
import { compile, match } from 'path-to-regexp'
import { splitLocale, type Locale } from '@oche/i18n'
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

type Compiled<T> = {
  definition: T
  test: (path: string) => ReturnType<ReturnType<typeof match>>
  fill: (params: RouteParams) => string
}
/**
 * The list, most specific first, each with its matcher (of the path it answers) and its filler (of the path it leads
 * to: a route's own, a redirect's target). Each is built on its first use: a page resolves its own path and fills the
 * few routes it links to, so most of the 122 are never built in a browser.
 */
function compileAll<T>(list: readonly T[], answers: (definition: T) => string, leadsTo: (definition: T) => string) {
  return list
    .map((definition) => ({ definition, rank: specificity(answers(definition)) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ definition }): Compiled<T> => {
      let matcher: ReturnType<typeof match> | undefined
      let filler: ReturnType<typeof compile> | undefined
      return {
        definition,
        test: (path) => (matcher ??= match(toPattern(answers(definition)), { decode: decodeURIComponent }))(path),
        fill: (params) => (filler ??= compile(toPattern(leadsTo(definition))))(params) || '/',
      }
    })
}
const compiledRoutes = compileAll(
  routes,
  (route) => route.path,
  (route) => route.path,
)
const compiledRedirects = compileAll(
  routeRedirects,
  (redirect) => redirect.from,
  (redirect) => redirect.to,
)
const compiledByRoute = new Map<RouteDefinition, Compiled<RouteDefinition>>(
  compiledRoutes.map((compiled) => [compiled.definition, compiled]),
)

// Splitting a path's language prefix off is `@oche/i18n`'s, beside `localizedPath` (a page's islands need it without
// the route table this module matches against).
export { splitLocale }

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
  for (const { definition, test, fill } of compiledRedirects) {
    if (definition.site !== site) continue
    const found = test(path)
    if (found) {
      return { kind: 'redirect', locale, to: fill(found.params as RouteParams) }
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

/**
 * A path with its parameters filled in (unprefixed): `/live/{id}` with `{ id: 'abc' }` → `/live/abc`. Compiles the
 * path on each call; a route of the table fills through `fillRoutePath`, which keeps its filler.
 */
export function fillPath(path: string, params: RouteParams = {}): string {
  return compile(toPattern(path))(params) || '/'
}

/**
 * A route of the table with its parameters filled in, its filler built once (a page fills the same few for each link).
 * A definition that is not the table's own is a caller's mistake: `fillPath` fills any path.
 */
export function fillRoutePath(route: RouteDefinition, params: RouteParams = {}): string {
  const compiled = compiledByRoute.get(route)
  if (!compiled) throw new Error(`Not a route of the table: ${route.name} (${route.path})`)
  return compiled.fill(params)
}
