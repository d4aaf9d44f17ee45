import type { TournamentListFilter, TournamentPage } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { tournamentListQuery } from './list-search'

export type TournamentListQueryState = { status: TournamentListFilter | null; search: string; page: number }

export type TournamentListData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; page: TournamentPage; isUpdating: boolean }

/** `GET /tournaments` for the list's tab, search and page; the last page stays on show while the next loads. */
export function useTournamentList(state: TournamentListQueryState): TournamentListData {
  const { api } = usePlatform()
  const query = useQuery({
    ...tournamentListQuery(api, state),
    placeholderData: keepPreviousData,
  })
  if (query.data) return { status: 'ready', page: query.data, isUpdating: query.isPlaceholderData }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}
