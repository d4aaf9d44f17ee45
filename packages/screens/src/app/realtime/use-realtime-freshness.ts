import type { RealtimeEventName, RealtimePayload } from '@oche/api'
import { useChannel, type ChannelHandlers } from '@oche/realtime'
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { VersionOf } from './keep-newer'
import { announcementOf } from './announcement'

/** What an announcement newer than the data held did: changed it, nothing (already in), or showed a gap. */
export type AnnouncementOutcome<TData> = { kind: 'applied'; data: TData } | { kind: 'stale' } | { kind: 'gap' }

/** Applies an announcement newer than the data held to it; a gap (versions were missed) refetches. */
export type ApplyAnnouncement<TData, E extends RealtimeEventName> = (
  held: TData,
  payload: RealtimePayload<E>,
) => AnnouncementOutcome<TData>

export type Freshness<TData, E extends RealtimeEventName> = {
  /** The cached query kept fresh (with `exact`, only that key; otherwise every query under it). */
  queryKey: QueryKey
  exact?: boolean
  /** Of the queries under `queryKey`, only those it accepts are refetched (without it, all of them). */
  predicate?: (query: Query) => boolean
  /** The announcements on the channel that change it. */
  events: readonly E[]
  /**
   * The version of the data held: an announcement carrying one above it refetches, one at or below it is dropped.
   * Without it, every announcement refetches.
   */
  versionOf?: VersionOf<TData>
  /** Events whose payload carries the change itself: applied to the data held instead of refetching it. */
  apply?: { readonly [K in E]?: ApplyAnnouncement<TData, K> }
}

/**
 * The channel handlers that keep a cached query fresh (realtime-protocol.md §8): every (re)subscription refetches,
 * since announcements may have been missed meanwhile; an announcement (`announcementOf`: as the API sent it) refetches
 * when it is newer than the data held (or nothing is held yet), or is applied to it where `apply` says how.
 */
export function freshnessHandlers<TData, E extends RealtimeEventName>(
  queryClient: QueryClient,
  freshness: Freshness<TData, E>,
): ChannelHandlers {
  const { queryKey, exact, predicate, events, versionOf, apply } = freshness
  // A fetch on its way may have been answered before the change: it is cancelled and made again.
  const refetch = () => void queryClient.invalidateQueries({ queryKey, exact, ...(predicate ? { predicate } : {}) })
  const handlers: ChannelHandlers = { 'pusher:subscription_succeeded': refetch }
  for (const event of events) {
    handlers[event] = (data) => {
      const payload = announcementOf(event, data)
      if (payload === null) return
      const held = queryClient.getQueryData<TData>(queryKey)
      if (held === undefined) return refetch()
      const announced = (payload as { version?: number }).version
      if (versionOf && announced !== undefined && announced <= versionOf(held)) return
      const applied = (apply?.[event] as ApplyAnnouncement<TData, E> | undefined)?.(held, payload)
      if (!applied || applied.kind === 'gap') return refetch()
      if (applied.kind === 'applied') queryClient.setQueryData<TData>(queryKey, applied.data)
    }
  }
  return handlers
}

/**
 * Keeps a cached query fresh from a realtime channel while mounted (`channel` null: not yet), by
 * `freshnessHandlers`. Pair it with `keepNewerAnswers` in the query's options, so that a refetch answered late
 * never replaces a newer answer.
 *
 * @example
 * const { queryKey, ...options } = eventBoardQueries.live(api, eventId)
 * const query = useQuery({ ...options, queryKey, ...keepNewerAnswers(boardsVersion) })
 * useRealtimeFreshness(realtimeChannels.event(eventId), {
 *   queryKey,
 *   events: [realtimeEvents.boardsChanged],
 *   versionOf: boardsVersion,
 * })
 */
export function useRealtimeFreshness<TData, E extends RealtimeEventName>(
  channel: string | null,
  freshness: Freshness<TData, E>,
): void {
  const queryClient = useQueryClient()
  useChannel(channel, freshnessHandlers(queryClient, freshness))
}
