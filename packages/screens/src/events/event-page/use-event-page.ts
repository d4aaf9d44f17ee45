import {
  ApiRequestError,
  eventBoardQueries,
  eventQueries,
  realtimeChannels,
  realtimeEvents,
  type EventBoardsLive,
  type EventDetail,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { keepNewerAnswers, versionOf } from '../../app/realtime/keep-newer'
import { useRealtimeFreshness } from '../../app/realtime/use-realtime-freshness'

/** The boards at play: loading, failed (the rest of the page still shows) or loaded. */
export type EventLiveData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; live: EventBoardsLive; updatedAt: number }

export type EventPageData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; event: EventDetail; live: EventLiveData }

/** 404 for an unknown or private event, 422 for an id that cannot be one. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 422)
}

const retryUnlessNotFound = (failureCount: number, error: Error) => !isNotFound(error) && failureCount < 2

/**
 * The public event page's data: the event (`GET /events/{id}`) and its boards at play (`GET /events/{id}/live`),
 * the latter kept current by `boards.changed` on `event.{id}`: a newer version than shown refetches it, an older
 * or equal one is dropped. A (re)subscription refetches, since announcements may have been missed.
 */
export function useEventPage(id: string): EventPageData {
  const { api } = usePlatform()
  const detail = useQuery({ ...eventQueries.detail(api, id), retry: retryUnlessNotFound })
  const { queryKey: liveKey, ...liveOptions } = eventBoardQueries.live(api, id)
  const live = useQuery({
    ...liveOptions,
    queryKey: liveKey,
    ...keepNewerAnswers(versionOf.boards),
    retry: retryUnlessNotFound,
  })
  useRealtimeFreshness(realtimeChannels.event(id), {
    queryKey: liveKey,
    events: [realtimeEvents.boardsChanged],
    versionOf: versionOf.boards,
  })

  if (detail.isPending) return { status: 'loading' }
  if (detail.isError) {
    if (isNotFound(detail.error)) return { status: 'notFound' }
    return { status: 'error', retry: () => void detail.refetch() }
  }
  const liveData: EventLiveData = live.data
    ? { status: 'ready', live: live.data, updatedAt: live.dataUpdatedAt }
    : live.isPending
      ? { status: 'loading' }
      : { status: 'error', retry: () => void live.refetch() }
  return { status: 'ready', event: detail.data, live: liveData }
}
