import { ApiRequestError, tournamentQueries, TournamentUpdatedPayloadSchema, type TournamentDetail } from '@oche/api'
import { channels, events, useChannel } from '@oche/realtime'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

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
  const queryClient = useQueryClient()
  const { queryKey, ...options } = tournamentQueries.detail(api, id)
  const query = useQuery({
    ...options,
    queryKey,
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  })

  const refetch = () => void queryClient.invalidateQueries({ queryKey })
  const handleUpdate = (data: unknown) => {
    const parsed = TournamentUpdatedPayloadSchema.safeParse(data)
    const shown = queryClient.getQueryData<TournamentDetail>(queryKey)
    if (!parsed.success || (shown && parsed.data.version > shown.tournament.version)) refetch()
  }
  // The API names the channel: a private tournament's is a private one, which only its organisers and players may
  // join. Until it answers, the public one (a private tournament publishes nothing there).
  const channel = query.data?.tournament.realtime_channel ?? channels.tournament(id)
  useChannel(channel, {
    'pusher:subscription_succeeded': refetch,
    [events.standingsUpdated]: handleUpdate,
    [events.gameCalled]: handleUpdate,
  })

  if (query.data) return { status: 'ready', detail: query.data }
  if (query.isPending) return { status: 'loading' }
  if (isNotFound(query.error)) return { status: 'notFound' }
  return { status: 'error', retry: () => void query.refetch() }
}
