import { localizedPath } from '@oche/i18n'
import { cataloguesFor } from '@oche/i18n/messages'
import { evaluateGuard, pageMessageSets, isBuiltScreen } from '@oche/screens/routing'
import { forbidden, notFound, permanentRedirect, redirect } from 'next/navigation'
import {
  currentUser,
  hasBoardToken,
  pageSearch,
  pathnameOf,
  prefetchPage,
  publicConfig,
  resolveRequest,
} from './server-context'
import type { WebAppProps } from './web-app'

/**
 * A route of the table as the client app renders it (`WebApp`): resolved and guarded on the server (real redirects
 * and status codes), its queries' answers and its messages ready. The catch-all page renders every route so; a
 * server component page renders it where it cannot render itself (the home while the platform is being set up).
 */
export async function clientPageProps(
  segments: string[] | undefined,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<WebAppProps> {
  const { host, resolved } = await resolveRequest(segments)
  // The proxy answers the spec's redirects (308) before a page is rendered; this is the same answer.
  if (resolved.kind === 'redirect') permanentRedirect(localizedPath(resolved.to, resolved.locale))
  if (resolved.kind === 'notFound' || !isBuiltScreen(resolved.route.name)) notFound()
  const { route, locale, path } = resolved
  const { search, query } = await pageSearch(searchParams)
  const [user, prefetched] = await Promise.all([currentUser(), prefetchPage(pathnameOf(segments), query)])
  const boardToken = await hasBoardToken()
  const guard = evaluateGuard(route.guard, {
    status: user ? 'authenticated' : 'unauthenticated',
    isSuperAdmin: Boolean(user?.is_super_admin),
    hasBoardToken: boardToken,
    path: query ? `${path}?${query}` : path,
    searchParams: search,
  })
  if (guard.kind === 'redirect') redirect(localizedPath(guard.to, locale))
  if (guard.kind === 'forbidden') forbidden()
  // What the page is about does not exist (a query answered 404): the real 404.
  if (prefetched?.notFound) notFound()
  // The caller may not see it (a query answered 403): the real 403 with the spec's error screen.
  if (prefetched?.forbidden) forbidden()
  return {
    locale,
    messages: cataloguesFor(locale, pageMessageSets(route, { locale, params: resolved.params, searchParams: search })),
    route: { name: route.name, guard: route.guard, layout: route.layout, colourMode: route.colourMode },
    params: resolved.params,
    searchParams: search,
    path,
    user,
    config: publicConfig(host),
    hasBoardToken: boardToken,
    ...(prefetched ? { dehydratedState: prefetched.state } : {}),
    site: route.site,
  }
}
