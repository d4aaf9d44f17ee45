import { ApiRequestError, rankingQueries, realtimeChannels, realtimeEvents, type RankingDetail } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'

export type RankingData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; ranking: RankingDetail; updatedAt: number }

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiRequestError && statuses.includes(error.status)

/**
 * A ranking (`GET /rankings/{id}`), kept current by `ranking.updated` on `ranking.{id}`: a finished tournament or a
 * corrected result refetches it (and a player's open history with it). 404 for an unknown or private ranking.
 */
export function useRanking(id: string): RankingData {
  const { api } = usePlatform()
  const options = rankingQueries.detail(api, id)
  const query = useQuery({
    ...options,
    retry: (failureCount, error) => !isStatus(error, 404, 422) && failureCount < 2,
  })
  useRealtimeFreshness(realtimeChannels.ranking(id), {
    queryKey: options.queryKey,
    events: [realtimeEvents.rankingUpdated],
  })
  if (query.data) return { status: 'ready', ranking: query.data, updatedAt: query.dataUpdatedAt }
  if (query.isPending) return { status: 'loading' }
  if (isStatus(query.error, 404, 422)) return { status: 'notFound' }
  return { status: 'error', retry: () => void query.refetch() }
}
