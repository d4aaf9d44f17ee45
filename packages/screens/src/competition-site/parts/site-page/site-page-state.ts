import { ApiRequestError, type CompetitionSiteContext } from '@oche/api'
import type { UseQueryResult } from '@tanstack/react-query'

/** What a page of the league's site shows: its content, or instead of it a state. */
export type SitePageState<Ready> =
  | { status: 'loading' }
  /** The season, or what the page is about (a division, a team, a cup), is not there. */
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready'; context: CompetitionSiteContext } & Ready)

const isNotFound = (query: UseQueryResult<unknown>) =>
  query.error instanceof ApiRequestError && query.error.status === 404

/**
 * The state of a site page from the site's context and the page's own queries: a 404 anywhere first (the season or
 * the subject is not there), then loading or a failure (retried together) while a query has no data yet. A page with
 * its data keeps showing it when a later refetch fails: the visitor reads the last standings rather than an error.
 */
export function sitePageState<Ready>(
  context: UseQueryResult<CompetitionSiteContext>,
  own: readonly UseQueryResult<unknown>[],
  ready: (context: CompetitionSiteContext) => Ready | null,
): SitePageState<Ready> {
  const queries = [context, ...own]
  if (queries.some(isNotFound)) return { status: 'notFound' }
  const missing = queries.filter((query) => query.data === undefined)
  const failed = missing.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (missing.length > 0 || !context.data) return { status: 'loading' }
  // The context knows the season's divisions, teams and cups: a slug it does not know is not there.
  const content = ready(context.data)
  return content === null ? { status: 'notFound' } : { status: 'ready', context: context.data, ...content }
}
