import type { PathParams } from './route-definition'
import { fillRoutePath } from './match-route'
import { findRoute, type RouteName, type RouteNamed } from './routes'

/** The parameters of a named route's path, e.g. `{ id: string }` for `manage-tournaments-id-players`. */
export type RouteParamsOf<Name extends RouteName> = PathParams<RouteNamed<Name>['path']>

/** The arguments after the name: none when the path has no required parameters, else the parameters. */
type ParamsArgument<Name extends RouteName> =
  object extends RouteParamsOf<Name> ? [params?: RouteParamsOf<Name>] : [params: RouteParamsOf<Name>]

/**
 * The unprefixed path of a route, by name, with its parameters filled in (encoded):
 * `routePath('manage-tournaments-id-players', { id })`. Pass it through `localizedPath` (or a locale-aware link) for
 * the page's language. A wrong name or parameter fails to compile.
 */
export function routePath<Name extends RouteName>(name: Name, ...[params]: ParamsArgument<Name>): string {
  const route = findRoute(name)
  if (!route) throw new Error(`No route is called ${name}`)
  return fillRoutePath(route, params as Record<string, string> | undefined)
}
