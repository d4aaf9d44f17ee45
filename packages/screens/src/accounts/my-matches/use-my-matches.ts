import { accountQueries, matchMutations, matchQueries, type MyMatchPage } from '@oche/api'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import type { MyMatchesSearch } from './my-matches-search'

export type PlayedMatchesData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; page: MyMatchPage; isUpdating: boolean }

/**
 * The page of matches the signed-in user played (`GET /user/matches`) for the filters and page in the address; the
 * last page stays on show while the next loads.
 */
export function usePlayedMatches({ kind, period, result, page }: MyMatchesSearch): PlayedMatchesData {
  const { api } = usePlatform()
  const query = useQuery({
    ...matchQueries.played(api, {
      ...(kind ? { kind } : {}),
      ...(period ? { period } : {}),
      ...(result ? { result } : {}),
      page,
    }),
    placeholderData: keepPreviousData,
  })
  if (query.data) return { status: 'ready', page: query.data, isUpdating: query.isPlaceholderData }
  if (query.isPending) return { status: 'loading' }
  return { status: 'error', retry: () => void query.refetch() }
}

/** The invitations to others' matches waiting for the signed-in user's answer (`GET /matches/invitations`). */
export function useMatchInvitations() {
  const { api } = usePlatform()
  return useQuery(matchQueries.invitations(api))
}

/**
 * What the user can do with their matches: answer an invitation, and remove a match from their own history. Each
 * refetches the lists (and the notifications, which an answer marks read).
 */
export function useMyMatchActions() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchQueries.all() }),
      queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
    ])
  const answer = useMutation({ ...matchMutations.answerInvitation(api), onSettled: refresh })
  const remove = useMutation({ ...matchMutations.removeFromHistory(api), onSettled: refresh })
  return { answer, remove }
}
