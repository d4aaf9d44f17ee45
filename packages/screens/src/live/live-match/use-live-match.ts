import {
  ApiRequestError,
  matchQueries,
  realtimeChannels,
  realtimeEvents,
  toX01MatchConfig,
  type ApiClient,
  type Match,
  type MatchUpdatedPayload,
  type VisitScoredPayload,
} from '@oche/api'
import { replay, type X01MatchState } from '@oche/darts'
import { useConnectionState, type ConnectionState } from '@oche/realtime'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlatform } from '../../app/platform/platform-context'
import { keepNewerAnswers, versionOf } from '../../app/realtime/keep-newer'
import { useRealtimeFreshness, type AnnouncementOutcome } from '../../app/realtime/use-realtime-freshness'
import { applyMatchEvent } from './apply-match-event'

/** How the page's live connection is doing, as a spectator needs to know it. */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline'

export type LiveMatchData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; match: Match; state: X01MatchState }

// pusher-js keeps retrying while `unavailable`; `failed` and `disconnected` do not come back by themselves.
function liveConnection(state: ConnectionState): LiveConnection {
  switch (state) {
    case 'initialized':
    case 'connecting':
      return 'connecting'
    case 'connected':
      return 'connected'
    case 'unavailable':
      return 'reconnecting'
    case 'failed':
    case 'disconnected':
      return 'offline'
    default:
      return state satisfies never
  }
}

/** The API answers 404 for an unknown match and 422 for an id that cannot be one (not a uuid). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 422)
}

/** Appends the event a payload carries to the cached match, or tells that events were missed (a gap). */
function appendPayload(held: Match, payload: VisitScoredPayload | MatchUpdatedPayload): AnnouncementOutcome<Match> {
  const outcome = applyMatchEvent(held, payload)
  return outcome.kind === 'applied' ? { kind: 'applied', data: outcome.match } : outcome
}

/**
 * The query of one live match: no retries for an unknown id, and a refetch that started before an event arrived
 * must not take that event back out of the cache.
 */
export function liveMatchQuery(api: ApiClient, id: string) {
  return {
    ...matchQueries.detail(api, id),
    ...keepNewerAnswers(versionOf.match),
    retry: (failureCount: number, error: Error) => !isNotFound(error) && failureCount < 2,
  }
}

/**
 * Keeps the cached match `id` current from its channel while mounted (`match.{id}`, or the private one the API names
 * in `realtime_channel`): each event with the next version is
 * appended to the cached log, duplicates are dropped, and a gap or a (re)subscription refetches the match. Every
 * view of the match (phone, TV, overlay) listens through this hook, so each one catches up after a lost connection.
 */
export function useMatchChannel(id: string): void {
  const { api } = usePlatform()
  const { queryKey } = matchQueries.detail(api, id)
  // The API names the channel once the match is loaded: a private tournament's game has a private one. Until then
  // the public one (a private tournament's game publishes nothing there).
  const { data: named } = useQuery({ ...liveMatchQuery(api, id), select: (match) => match.realtime_channel })
  useRealtimeFreshness(named ?? realtimeChannels.match(id), {
    queryKey,
    // `leg.finished` and `match.finished` repeat the version of the visit that caused them: news only if it was
    // missed.
    events: [
      realtimeEvents.visitScored,
      realtimeEvents.matchUpdated,
      realtimeEvents.legFinished,
      realtimeEvents.matchFinished,
    ],
    versionOf: versionOf.match,
    apply: { [realtimeEvents.visitScored]: appendPayload, [realtimeEvents.matchUpdated]: appendPayload },
  })
}

/** The page's live connection, as a spectator needs to know it. */
export function useLiveConnection(): LiveConnection {
  return useConnectionState(liveConnection)
}

/** What a match query holds, in the states a live view shows. */
function toLiveMatchData(
  query: Pick<UseQueryResult<Match>, 'data' | 'isPending' | 'error' | 'refetch'>,
  replayed: ReturnType<typeof replay> | null,
): LiveMatchData {
  if (query.data && replayed?.ok) return { status: 'ready', match: query.data, state: replayed.value }
  if (query.isPending) return { status: 'loading' }
  if (isNotFound(query.error)) return { status: 'notFound' }
  return { status: 'error', retry: () => void query.refetch() }
}

/** The cached match `id`, replayed, and when it was last fetched or updated; it does not subscribe by itself. */
export function useLiveMatchData(id: string): { data: LiveMatchData; updatedAt: number } {
  const { api } = usePlatform()
  const query = useQuery(liveMatchQuery(api, id))
  const match = query.data
  const replayed = useMemo(() => (match ? replay(toX01MatchConfig(match.config), match.events) : null), [match])
  return { data: toLiveMatchData(query, replayed), updatedAt: query.dataUpdatedAt }
}

/**
 * The match of `/live/{id}` from the query cache, kept current by `match.{id}` (see `useMatchChannel`), with the
 * state of the connection.
 */
export function useLiveMatch(id: string): { data: LiveMatchData; connection: LiveConnection; updatedAt: number } {
  useMatchChannel(id)
  const { data, updatedAt } = useLiveMatchData(id)
  return { data, connection: useLiveConnection(), updatedAt }
}
