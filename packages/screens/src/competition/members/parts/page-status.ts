import { failedStatus } from '../../parts/competition-states'

/** What a member page needs of one of its queries. */
type PageQuery = { error: unknown; refetch: () => unknown }

/**
 * Why a member page shows no content: a 404 (organisation, season, team or member), a 403 of the organisation itself
 * (no role there) or of this page only (a player on a captain's page), or a failed load.
 */
export type PageProblem =
  { status: 'notFound' } | { status: 'forbidden'; by: 'organisation' | 'page' } | { status: 'error'; retry: () => void }

/** A member page's state: loading, one of its problems, or ready with what it shows. */
export type PageState<T> = { status: 'loading' } | PageProblem | ({ status: 'ready' } & T)

/** The first problem of a page's queries, or null while none failed. */
export function pageProblem(organisation: PageQuery, others: readonly PageQuery[]): PageProblem | null {
  const queries = [organisation, ...others]
  const statuses = queries.map((query) => failedStatus(query.error))
  if (statuses.includes(404)) return { status: 'notFound' }
  if (statuses.includes(403))
    return { status: 'forbidden', by: failedStatus(organisation.error) === 403 ? 'organisation' : 'page' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  return null
}
