import { failedStatus } from '../../parts/competition-states'

/** What a query gives the page's state: its error, and a way to try again. */
type PageQuery = { error: unknown; refetch: () => unknown }

/**
 * Why a teams page cannot show its content. `forbidden`: the user has no role in the organisation; `denied`: they
 * have one (a captain, a player) but this page is not for them.
 */
export type PageFailure =
  { status: 'notFound' } | { status: 'forbidden' } | { status: 'denied' } | { status: 'error'; retry: () => void }

/** A page's state while its data is not all there: loading, or why it failed. */
export type PageWaiting = { status: 'loading' } | PageFailure

/**
 * The first reason the page cannot show, from the organisation's query and the page's own: a 404 anywhere, a 403 on
 * the organisation (no role there), a 403 elsewhere (not for this role), then any other failure (retried together).
 * Null when nothing failed.
 */
export function pageFailure(organisation: PageQuery, others: readonly PageQuery[]): PageFailure | null {
  const queries = [organisation, ...others]
  if (queries.some((query) => failedStatus(query.error) === 404)) return { status: 'notFound' }
  if (failedStatus(organisation.error) === 403) return { status: 'forbidden' }
  if (others.some((query) => failedStatus(query.error) === 403)) return { status: 'denied' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  return null
}
