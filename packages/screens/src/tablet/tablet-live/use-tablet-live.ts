import { ApiRequestError, eventBoardQueries, realtimeChannels, realtimeEvents, type TabletState } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { versionOf } from '../../app/realtime/keep-newer'
import { useRealtimeFreshness } from '../../app/realtime/use-realtime-freshness'

/** How often the display asks for its board's state even when no announcement came. */
export const tabletLivePollMs = 10_000

export type TabletLiveData =
  | { status: 'loading' }
  | { status: 'notLoggedIn' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; tablet: TabletState }

/** 401: no board token, or one the organiser logged out (a removed board, a new code). */
function isNotLoggedIn(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403)
}

/**
 * What the board's spectator display shows (`GET /tablet/state`), refetched on `boards.changed` of its event when
 * the announced version is newer, after every (re)subscription, and every 10 seconds in case the connection
 * dropped an announcement.
 */
export function useTabletLive(): TabletLiveData {
  const { api } = usePlatform()
  const { queryKey, ...options } = eventBoardQueries.tabletState(api)
  const query = useQuery({
    ...options,
    queryKey,
    refetchInterval: tabletLivePollMs,
    retry: (failureCount, error) => !isNotLoggedIn(error) && failureCount < 2,
  })
  useRealtimeFreshness(query.data?.board.event ? realtimeChannels.event(query.data.board.event.id) : null, {
    queryKey,
    events: [realtimeEvents.boardsChanged],
    versionOf: versionOf.boards,
  })

  // Logged out while on show (the board was removed or got a new code): the last state is no longer this screen's.
  if (isNotLoggedIn(query.error)) return { status: 'notLoggedIn' }
  if (query.data) return { status: 'ready', tablet: query.data }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}
