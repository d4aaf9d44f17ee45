import { storageKeys, type ResolvedRoute } from '@oche/screens/routing'

/**
 * The routes that have a server component page (docs/adr/031), by route name: the page module's internal path,
 * under `app/server-pages/`. The proxy rewrites a visitor's request for the route's address there; asked for
 * directly, the internal path matches no route and answers the 404 page.
 */
const serverPages: Readonly<Record<string, string>> = {
  index: '/server-pages/home',
  tournaments: '/server-pages/tournaments',
}

/**
 * The internal path of the server component page for this request, or null for the catch-all's client page. A
 * visitor's only (no session, impersonation or board token cookie): a signed-in user's pages stay client-rendered
 * (their header reads the session, and a server page would show them signed out), which ADR 031 allows.
 */
export function serverPageOf(resolved: ResolvedRoute, cookie: (name: string) => string | undefined): string | null {
  if (resolved.kind !== 'route') return null
  const page = serverPages[resolved.route.name]
  if (!page) return null
  const signedIn = [storageKeys.token, storageKeys.impersonationToken, storageKeys.boardToken].some((name) =>
    Boolean(cookie(name)),
  )
  return signedIn ? null : page
}
