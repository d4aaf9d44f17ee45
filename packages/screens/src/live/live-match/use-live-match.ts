import {
  ApiRequestError,
  LegFinishedPayloadSchema,
  MatchFinishedPayloadSchema,
  matchQueries,
  MatchUpdatedPayloadSchema,
  toX01MatchConfig,
  VisitScoredPayloadSchema,
  type Match,
  type MatchUpdatedPayload,
  type VisitScoredPayload,
} from '@oche/api'
import { replay, type X01MatchState } from '@oche/darts'
import { channels, events, useChannel, useConnectionState, type ConnectionState } from '@oche/realtime'
import { replaceEqualDeep, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlatform } from '../../app/platform/platform-context'
import { applyMatchEvent, keepNewerMatch } from './apply-match-event'

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

function isNotFound(error: unknown): boolean {
  // The API answers 404 for an unknown match and 422 for an id that cannot be one (not a uuid).
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 422)
}

type AppendPayloadSchema = typeof VisitScoredPayloadSchema | typeof MatchUpdatedPayloadSchema
type AnnouncementSchema = typeof LegFinishedPayloadSchema | typeof MatchFinishedPayloadSchema

/** Applies a payload that carries the next event, or refetches when events were missed. */
function applyEventPayload(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  data: VisitScoredPayload | MatchUpdatedPayload,
) {
  const current = queryClient.getQueryData<Match>(queryKey)
  // No snapshot yet: the fetch under way brings this event or a later one.
  if (!current) return
  const outcome = applyMatchEvent(current, data)
  switch (outcome.kind) {
    case 'applied':
      queryClient.setQueryData<Match>(queryKey, outcome.match)
      return
    case 'gap':
      void queryClient.invalidateQueries({ queryKey })
      return
    case 'stale':
      return
    default:
      outcome satisfies never
  }
}

/**
 * The match of `/live/{id}` from the query cache, kept current by `match.{id}`: each event with the next version is
 * appended to the cached log, duplicates are dropped, and a gap or a (re)subscription refetches the match.
 */
export function useLiveMatch(id: string): { data: LiveMatchData; connection: LiveConnection; updatedAt: number } {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const options = matchQueries.detail(api, id)
  const { queryKey } = options
  const query = useQuery({
    ...options,
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
    // A refetch that started before an event arrived must not take that event back out of the cache.
    structuralSharing: (previous, next) => {
      const kept = keepNewerMatch(previous as Match | undefined, next as Match)
      return kept === next ? replaceEqualDeep(previous, next) : kept
    },
  })

  const handleEvent = (schema: AppendPayloadSchema) => (data: unknown) => {
    const parsed = schema.safeParse(data)
    if (parsed.success) applyEventPayload(queryClient, queryKey, parsed.data)
    else void queryClient.invalidateQueries({ queryKey })
  }
  // `leg.finished` and `match.finished` repeat the version of the visit that caused them: news only if it was missed.
  const handleAnnouncement = (schema: AnnouncementSchema) => (data: unknown) => {
    const parsed = schema.safeParse(data)
    const current = queryClient.getQueryData<Match>(queryKey)
    if (!parsed.success || (current && parsed.data.version > current.version)) {
      void queryClient.invalidateQueries({ queryKey })
    }
  }
  useChannel(channels.match(id), {
    // After every (re)subscription: events may have been missed while not subscribed.
    'pusher:subscription_succeeded': () => void queryClient.invalidateQueries({ queryKey }),
    [events.visitScored]: handleEvent(VisitScoredPayloadSchema),
    [events.matchUpdated]: handleEvent(MatchUpdatedPayloadSchema),
    [events.legFinished]: handleAnnouncement(LegFinishedPayloadSchema),
    [events.matchFinished]: handleAnnouncement(MatchFinishedPayloadSchema),
  })
  const connection = liveConnection(useConnectionState())

  const match = query.data
  const replayed = useMemo(() => (match ? replay(toX01MatchConfig(match.config), match.events) : null), [match])
  const data: LiveMatchData =
    match && replayed?.ok
      ? { status: 'ready', match, state: replayed.value }
      : query.isPending
        ? { status: 'loading' }
        : isNotFound(query.error)
          ? { status: 'notFound' }
          : { status: 'error', retry: () => void query.refetch() }
  return { data, connection, updatedAt: query.dataUpdatedAt }
}
