import { ApiRequestError, realtimeChannels, realtimeEvents, tournamentQueries, type TournamentDetail } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../../app/platform/platform-context'
import { keepNewerAnswers, versionOf } from '../../../../app/realtime/keep-newer'
import { useRealtimeFreshness } from '../../../../app/realtime/use-realtime-freshness'

export type TournamentPlayData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; detail: TournamentDetail }

function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null
}

/**
 * A tournament as its organiser runs it, from the query cache, kept current by `tournament.{id}`: every
 * `standings.updated` or `game.called` with a version above the one held refetches the detail (and the audit under
 * it). Someone who may not manage it gets `forbidden`; an unknown or private tournament `notFound`.
 */
export function useTournamentPlay(id: string): TournamentPlayData {
  const { api } = usePlatform()
  const options = tournamentQueries.detail(api, id)
  const query = useQuery({
    ...options,
    ...keepNewerAnswers(versionOf.tournamentDetail),
    retry: (failureCount, error) => {
      const status = statusOf(error)
      return (status === null || status >= 500) && failureCount < 2
    },
  })

  // The API names the channel: a private tournament's is a private one, which its organisers may join. Until it
  // answers, the public one (a private tournament publishes nothing there).
  useRealtimeFreshness(query.data?.tournament.realtime_channel ?? realtimeChannels.tournament(id), {
    queryKey: options.queryKey,
    events: [realtimeEvents.standingsUpdated, realtimeEvents.gameCalled],
    versionOf: versionOf.tournamentDetail,
  })

  const detail = query.data
  if (detail) return detail.viewer.can_manage ? { status: 'ready', detail } : { status: 'forbidden' }
  if (query.isPending) return { status: 'loading' }
  const status = statusOf(query.error)
  if (status === 403 || status === 401) return { status: 'forbidden' }
  // The API answers 404 for an unknown (or someone else's private) tournament and 422 for an id that cannot be one.
  if (status === 404 || status === 422) return { status: 'notFound' }
  return { status: 'error', retry: () => void query.refetch() }
}
