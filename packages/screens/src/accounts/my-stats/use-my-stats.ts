import { matchQueries, type MyStats } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import type { MyStatsSearch } from './my-stats-search'

export type MyStatsData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; stats: MyStats; isUpdating: boolean }

/**
 * The signed-in user's figures (`GET /user/stats`) for the filters in the address; the last figures stay on show
 * while the next load.
 */
export function useMyStats({ kind, period }: MyStatsSearch): MyStatsData {
  const { api } = usePlatform()
  const query = useQuery({
    ...matchQueries.stats(api, { ...(kind ? { kind } : {}), ...(period ? { period } : {}) }),
    placeholderData: keepPreviousData,
  })
  if (query.data) return { status: 'ready', stats: query.data, isUpdating: query.isPlaceholderData }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}
