import { ApiRequestError, tournamentQueries, TournamentUpdatedPayloadSchema, type TournamentDetail } from '@oche/api'
import { channels, events, useChannel } from '@oche/realtime'
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { isNewerVersion, keepNewerDetail } from './keep-newer-detail'

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
  const queryClient = useQueryClient()
  const options = tournamentQueries.detail(api, id)
  const { queryKey } = options
  const query = useQuery({
    ...options,
    retry: (failureCount, error) => {
      const status = statusOf(error)
      return (status === null || status >= 500) && failureCount < 2
    },
    structuralSharing: (previous, next) => {
      const kept = keepNewerDetail(previous as TournamentDetail | undefined, next as TournamentDetail)
      return kept === next ? replaceEqualDeep(previous, next) : kept
    },
  })

  const refetch = () => void queryClient.invalidateQueries({ queryKey })
  const handleUpdate = (data: unknown) => {
    const parsed = TournamentUpdatedPayloadSchema.safeParse(data)
    if (!parsed.success) return refetch()
    if (parsed.data.tournamentId !== id) return
    if (isNewerVersion(queryClient.getQueryData<TournamentDetail>(queryKey), parsed.data.version)) refetch()
  }
  // The API names the channel: a private tournament's is a private one, which its organisers may join. Until it
  // answers, the public one (a private tournament publishes nothing there).
  const channel = query.data?.tournament.realtime_channel ?? channels.tournament(id)
  useChannel(channel, {
    // After every (re)subscription: announcements may have been missed while not subscribed.
    'pusher:subscription_succeeded': refetch,
    [events.standingsUpdated]: handleUpdate,
    [events.gameCalled]: handleUpdate,
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
