import type { RealtimeEventName, RealtimePayload } from '@oche/api'
import { useChannel, type ChannelHandlers } from '@oche/realtime'
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { VersionOf } from './keep-newer'
import type { parseRealtimePayload } from './realtime-payload'

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

type ParsePayload = typeof parseRealtimePayload
let parsePayload: ParsePayload | undefined
let parserLoading: Promise<ParsePayload> | undefined

/**
 * The announcements' parser (their `@oche/api` schemas, with zod), loaded when a screen starts listening to a
 * channel (`usePayloadParser`): a page that listens to nothing never downloads it, and one that does has it about when
 * its socket starts hearing (an announcement heard before waits for it). Resolves once it is there.
 */
export function loadPayloadParser(): Promise<ParsePayload> {
  parserLoading ??= import('./realtime-payload').then((module) => (parsePayload = module.parseRealtimePayload))
  return parserLoading
}

/** Loads the announcements' parser once the screen listens to `channel` (null: it does not yet). */
export function usePayloadParser(channel: string | null): void {
  useEffect(() => {
    if (channel) void loadPayloadParser()
  }, [channel])
}

/**
 * The channel handlers that keep a cached query fresh (realtime-protocol.md §8): every (re)subscription refetches,
 * since announcements may have been missed meanwhile; an announcement is parsed with its `@oche/api` schema (one
 * that does not parse is ignored) and refetches when it is newer than the data held (or nothing is held yet).
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
    const announce = (parse: ParsePayload, data: unknown) => {
      const payload = parse(event, data)
      if (payload === null) return
      const held = queryClient.getQueryData<TData>(queryKey)
      if (held === undefined) return refetch()
      const announced = (payload as { version?: number }).version
      if (versionOf && announced !== undefined && announced <= versionOf(held)) return
      const applied = (apply?.[event] as ApplyAnnouncement<TData, E> | undefined)?.(held, payload)
      if (!applied || applied.kind === 'gap') return refetch()
      if (applied.kind === 'applied') queryClient.setQueryData<TData>(queryKey, applied.data)
    }
    // An announcement heard before the parser is there waits for it; those waiting are taken in the order heard.
    handlers[event] = (data) =>
      parsePayload ? announce(parsePayload, data) : void loadPayloadParser().then((parse) => announce(parse, data))
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
  usePayloadParser(channel)
  useChannel(channel, freshnessHandlers(queryClient, freshness))
}
