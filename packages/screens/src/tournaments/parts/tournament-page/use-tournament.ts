import { ApiRequestError, realtimeChannels, realtimeEvents, tournamentQueries, type TournamentDetail } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { keepNewerAnswers, versionOf } from '../../../app/realtime/keep-newer'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'

export type TournamentData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; detail: TournamentDetail }

/** 404 for an unknown or private tournament, 422 for an id that cannot be one. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 422)
}

/**
 * A tournament's public pages' data: `GET /tournaments/{id}` from the query cache, kept current by the channel the
 * API names in `realtime_channel` (`tournament.{id}`, or `private-tournament.{id}` for a private one).
 * `standings.updated` and `game.called` carry the version they made: a newer one than shown refetches the detail,
 * an older or equal one (already fetched) is dropped. A (re)subscription refetches, since events may have been missed.
 */
export function useTournament(id: string): TournamentData {
  const { api } = usePlatform()
  const { queryKey, ...options } = tournamentQueries.detail(api, id)
  const query = useQuery({
    ...options,
    queryKey,
    ...keepNewerAnswers(versionOf.tournamentDetail),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  })

  // The API names the channel: a private tournament's is a private one, which only its organisers and players may
  // join. Until it answers, the public one (a private tournament publishes nothing there).
  useRealtimeFreshness(query.data?.tournament.realtime_channel ?? realtimeChannels.tournament(id), {
    queryKey,
    events: [realtimeEvents.standingsUpdated, realtimeEvents.gameCalled],
    versionOf: versionOf.tournamentDetail,
  })

  if (query.data) return { status: 'ready', detail: query.data }
  if (query.isPending) return { status: 'loading' }
  if (isNotFound(query.error)) return { status: 'notFound' }
  return { status: 'error', retry: () => void query.refetch() }
}
