import type { UseQueryResult } from '@tanstack/react-query'
import { failedStatus } from '../../parts/competition-states'

/** An analytics page's figures as the screen shows them: loading, refused, failed (with a retry), or there. */
export type AnalyticsData<Figures> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; figures: Figures; isUpdating: boolean }

/** The state of an analytics query kept on its last answer while the next period loads (`keepPreviousData`). */
export function analyticsDataOf<Figures>(query: UseQueryResult<Figures>): AnalyticsData<Figures> {
  if (query.data) return { status: 'ready', figures: query.data, isUpdating: query.isPlaceholderData }
  if (failedStatus(query.error) === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}
