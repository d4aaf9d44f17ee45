import type { Namespace } from '@oche/i18n'
import type { RouteDefinition, RouteScreenInput, RouteSite, ScreenArea } from './route-definition'

/**
 * The message namespaces the frame of every page uses: the header, menus, footer, the error screens and the
 * session's account parts. A page gets these and its screen area's (`routeNamespaces`).
 */
export const shellNamespaces = ['screens', 'accounts'] as const satisfies readonly Namespace[]

/**
 * The namespaces each screen area's code uses: the namespaces of the messages in the files its module reaches by static
 * imports (one namespace per folder of `packages/screens/src`, scripts/i18n-extract.mjs). `route-namespaces.test.ts` walks the
 * imports and fails when this list is missing one or names one the area does not reach.
 */
export const areaNamespaces = {
  home: ['screens'],
  accounts: ['accounts', 'live', 'manage', 'screens', 'tournaments'],
  legal: ['legal'],
  live: ['live', 'play', 'screens', 'tournaments'],
  play: ['play', 'screens'],
  manage: ['live', 'manage', 'play', 'screens', 'tournaments'],
  tournaments: ['live', 'manage', 'screens', 'tournaments'],
  events: ['events', 'live', 'manage', 'screens', 'tournaments'],
  competition: ['competition', 'manage', 'play', 'screens', 'tournaments'],
  competitionSite: ['competition', 'manage', 'screens', 'tournaments'],
  tablet: ['play', 'screens', 'tablet', 'tournaments'],
  tabletLive: ['live', 'screens', 'tablet', 'tournaments'],
} as const satisfies Record<ScreenArea, readonly Namespace[]>

/**
 * The message namespaces a page of `route` needs: the frame's and its screen's area's. So a page carries the texts
 * it can show and no others (the league site's home none of the organiser's forms).
 */
export function routeNamespaces(route: RouteDefinition | null, input: RouteScreenInput): Namespace[] {
  const area = route?.screen?.(input as never).area
  return [...new Set<Namespace>([...shellNamespaces, ...(area ? areaNamespaces[area] : [])])]
}

/** The namespaces of an error page (404, 403): the frame's, and on a league's site its own 404 screen's. */
export function errorPageNamespaces(site: RouteSite): Namespace[] {
  return [
    ...new Set<Namespace>([...shellNamespaces, ...(site === 'competition' ? areaNamespaces.competitionSite : [])]),
  ]
}
