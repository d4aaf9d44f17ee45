import { notFound } from 'next/navigation'
import type { QueryClient } from '@tanstack/react-query'
import { serverQueryClient } from '../../src/route-prefetch'
import {
  pageClient,
  pageSearch,
  pathnameOf,
  prefetchPage,
  requestPathSegments,
  resolveRequest,
} from '../server-context'

/**
 * What a server component page (docs/adr/031) starts from: the request's route (the page answers 404 for any other:
 * the proxy rewrites only that route here), its query string, and the client and cache its queries run in (the ones
 * the proxy already asked are in the cache; a failed one is asked once more).
 */
export async function serverPageRequest(
  routeName: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const segments = await requestPathSegments()
  const { host, resolved } = await resolveRequest(segments)
  if (resolved.kind !== 'route' || resolved.route.name !== routeName) notFound()
  const { search, query } = await pageSearch(searchParams)
  const [prefetched, client] = await Promise.all([
    prefetchPage(pathnameOf(segments), query),
    pageClient(resolved.locale, resolved.path),
  ])
  const queryClient: QueryClient = prefetched?.queryClient ?? serverQueryClient()
  return { segments, host, resolved, search, query, client, queryClient }
}
