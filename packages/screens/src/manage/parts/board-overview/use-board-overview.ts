import {
  eventBoardQueries,
  realtimeChannels,
  realtimeEvents,
  tabletHeartbeatSeconds,
  type EventBoardsLive,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { keepNewerAnswers, versionOf } from '../../../app/realtime/keep-newer'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'

export type BoardOverviewData =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; live: EventBoardsLive }

/**
 * An event's boards at play from the query cache, kept current by `event.{id}`: a `boards.changed` with a version
 * above the one held refetches, and so does every (re)subscription, since announcements may
 * have been missed meanwhile. Organisers get the tablets too; everyone else the public view (`can_manage` false).
 */
export function useBoardOverview(eventId: string): BoardOverviewData {
  const { api } = usePlatform()
  const options = eventBoardQueries.live(api, eventId)
  const { queryKey } = options
  // Tablets report their health by heartbeat, which announces nothing: organisers fetch it as often as it comes.
  const query = useQuery({
    ...options,
    ...keepNewerAnswers(versionOf.boards),
    refetchInterval: (current) => (current.state.data?.can_manage ? tabletHeartbeatSeconds * 1000 : false),
  })

  useRealtimeFreshness(realtimeChannels.event(eventId), {
    queryKey,
    exact: true,
    events: [realtimeEvents.boardsChanged],
    versionOf: versionOf.boards,
  })

  if (query.data) return { status: 'ready', live: query.data }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}
