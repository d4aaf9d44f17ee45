import { isBuiltScreen, resolveRoute, type RouteSite } from '@oche/screens/routing'

/**
 * True when `href` (resolved against `base`, the page's own address) is a page of the same origin and of this site
 * with a built screen: a 404 (an unbuilt route, or a path only the other site has) is never prefetched.
 */
export function worthPrefetching(href: string, site: RouteSite, base: string): boolean {
  const url = new URL(href, base)
  if (url.origin !== new URL(base).origin) return false
  try {
    const resolved = resolveRoute(decodeURIComponent(url.pathname), site)
    return resolved.kind === 'redirect' || (resolved.kind === 'route' && isBuiltScreen(resolved.route.name))
  } catch {
    return false
  }
}
