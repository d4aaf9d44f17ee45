import type { Organisation } from '@oche/api'
import type { UseQueryResult } from '@tanstack/react-query'
import { failedStatus } from '../competition-states'

/**
 * What an organisation's admin-only page has to show: its data, or why not. `forbidden` says whether the user has
 * no role in the organisation at all (`noRole`) or is a captain or player there, who may not do this (`notAdmin`).
 */
export type AdminPageData<T> =
  | { status: 'loading' }
  /** `item`: the page's own subject (a venue) is missing; `context`: its organisation or season is. */
  | { status: 'notFound'; subject: 'context' | 'item' }
  | { status: 'forbidden'; reason: 'noRole' | 'notAdmin' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & T)

export type AdminPageQueries = {
  /** The organisation, whose `role` says whether the user is its admin. */
  organisation: UseQueryResult<Organisation>
  /** Every other query of the page (disabled ones included: they neither fail nor load). */
  others: readonly UseQueryResult<unknown>[]
  /** The query of the page's own subject (a venue, a season to edit), when it has one. */
  item?: UseQueryResult<unknown>
  /** Statuses of `item` that mean "not found" besides 404 (a malformed id answered with 422). */
  itemNotFoundStatuses?: readonly number[]
}

/**
 * Puts an admin-only page's queries together: not found before forbidden before a failure, a non-admin role as
 * `forbidden`, and `build` (which may return null while something loads) once the organisation is in.
 */
export function adminPageData<T extends object>(
  { organisation, others, item, itemNotFoundStatuses = [] }: AdminPageQueries,
  build: (organisation: Organisation) => T | null,
): AdminPageData<T> {
  const context = [organisation, ...others]
  const queries = item ? [...context, item] : context
  const statuses = queries.map((query) => failedStatus(query.error))
  if (context.some((query) => failedStatus(query.error) === 404)) return { status: 'notFound', subject: 'context' }
  const itemStatus = item ? failedStatus(item.error) : null
  if (itemStatus === 404 || (itemStatus !== null && itemNotFoundStatuses.includes(itemStatus)))
    return { status: 'notFound', subject: 'item' }
  if (statuses.includes(403)) return { status: 'forbidden', reason: organisation.data ? 'notAdmin' : 'noRole' }
  if (organisation.data && organisation.data.role !== 'admin') return { status: 'forbidden', reason: 'notAdmin' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  const built = organisation.data ? build(organisation.data) : null
  return built ? { status: 'ready', ...built } : { status: 'loading' }
}
