import { eventBoardQueries, tabletHeartbeatSeconds, type EventBoardsLive } from '@oche/api'
import { channels, events, useChannel } from '@oche/realtime'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

export type BoardOverviewData =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; live: EventBoardsLive }

/** The `version` of a `boards.changed` announcement, or null when it carries none we can read. */
function versionOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('version' in data)) return null
  return typeof data.version === 'number' ? data.version : null
}

/**
 * An event's boards at play from the query cache, kept current by `event.{id}`: a `boards.changed` with a version
 * above the one held (or without one) refetches, and so does every (re)subscription, since announcements may
 * have been missed meanwhile. Organisers get the tablets too; everyone else the public view (`can_manage` false).
 */
export function useBoardOverview(eventId: string): BoardOverviewData {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const options = eventBoardQueries.live(api, eventId)
  const { queryKey } = options
  // Tablets report their health by heartbeat, which announces nothing: organisers fetch it as often as it comes.
  const query = useQuery({
    ...options,
    refetchInterval: (current) => (current.state.data?.can_manage ? tabletHeartbeatSeconds * 1000 : false),
  })

  // A fetch on its way may have been answered before the change: it is cancelled and made again.
  const refetch = () => void queryClient.invalidateQueries({ queryKey, exact: true })
  useChannel(channels.event(eventId), {
    'pusher:subscription_succeeded': refetch,
    [events.boardsChanged]: (data) => {
      const version = versionOf(data)
      const held = queryClient.getQueryData(queryKey)?.version
      if (version === null || held === undefined || version > held) refetch()
    },
  })

  if (query.data) return { status: 'ready', live: query.data }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}
