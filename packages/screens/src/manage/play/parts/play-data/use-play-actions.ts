import { tournamentMutations, tournamentQueries, type TournamentDetail } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../../app/platform/platform-context'
import { storeNewer, versionOf } from '../../../../app/realtime/keep-newer'

/**
 * What an organiser does to a tournament's games: draw, call and uncall, start live scoring, enter, correct and
 * remove results, set deciders. Calls that answer the whole detail write it into the cache (the newer one wins);
 * results refetch the audit trail. Errors are the caller's to show (`mutateAsync` rejects).
 */
export function usePlayActions(id: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const detailKey = tournamentQueries.detail(api, id).queryKey
  const auditKey = tournamentQueries.audit(api, id).queryKey

  const store = (detail: TournamentDetail) => storeNewer(queryClient, detailKey, versionOf.tournamentDetail, detail)
  const storeAndAudit = (detail: TournamentDetail) => {
    store(detail)
    void queryClient.invalidateQueries({ queryKey: auditKey })
  }

  const draw = useMutation({ ...tournamentMutations.draw(api, id), onSuccess: storeAndAudit })
  const callGame = useMutation({ ...tournamentMutations.callGame(api, id), onSuccess: store })
  const uncallGame = useMutation({ ...tournamentMutations.uncallGame(api, id), onSuccess: store })
  const enterResult = useMutation({ ...tournamentMutations.enterResult(api, id), onSuccess: storeAndAudit })
  const removeResult = useMutation({ ...tournamentMutations.removeResult(api, id), onSuccess: storeAndAudit })
  const setDecider = useMutation({ ...tournamentMutations.setDecider(api, id), onSuccess: storeAndAudit })
  // The answer is only the match id: the game turned live, so the detail is fetched again.
  const startGameMatch = useMutation({
    ...tournamentMutations.startGameMatch(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKey, exact: true }),
  })

  return { draw, callGame, uncallGame, enterResult, removeResult, setDecider, startGameMatch }
}

export type PlayActions = ReturnType<typeof usePlayActions>
