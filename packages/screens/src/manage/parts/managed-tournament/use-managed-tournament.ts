import { ApiRequestError, tournamentQueries, type TournamentDetail } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'

export type ManagedTournament =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden'; detail: TournamentDetail | null }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; detail: TournamentDetail }

/**
 * A tournament as its organiser manages it: `forbidden` when the caller may see it but not manage it (or the
 * server says 403), `notFound` for an unknown or private one (and an id that is not one: 422).
 */
export function useManagedTournament(id: string): ManagedTournament {
  const { api } = usePlatform()
  const query = useQuery(tournamentQueries.detail(api, id))
  if (query.data)
    return query.data.viewer.can_manage
      ? { status: 'ready', detail: query.data }
      : { status: 'forbidden', detail: query.data }
  if (query.error instanceof ApiRequestError) {
    if (query.error.status === 404 || query.error.status === 422) return { status: 'notFound' }
    if (query.error.status === 403) return { status: 'forbidden', detail: null }
  }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}
