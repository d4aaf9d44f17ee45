import { accountQueries, matchMutations, matchQueries } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/**
 * The signed-in user's match history (`GET /matches/mine`) and the invitations to others' matches waiting for their
 * answer (`GET /matches/invitations`), with the two things they can do: answer an invitation, and remove a match
 * from their own history. Each refetches both lists (and the notifications, which an answer marks read).
 */
export function useMyMatches() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const history = useQuery(matchQueries.mine(api))
  const invitations = useQuery(matchQueries.invitations(api))
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchQueries.all() }),
      queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
    ])
  const answer = useMutation({ ...matchMutations.answerInvitation(api), onSettled: refresh })
  const remove = useMutation({ ...matchMutations.removeFromHistory(api), onSettled: refresh })
  return { history, invitations, answer, remove }
}
