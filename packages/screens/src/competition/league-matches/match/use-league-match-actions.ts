import { leagueNightMutations, leagueNightQueries, type LeagueMatch, type LeagueMatchParams } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'

/**
 * What captains, scorers and admins do on a team match: name a lineup, start a game, enter or correct a result,
 * confirm or dispute the report. Each answer is the match as it is now, written into its query; the rest of the
 * season's league night (lists, standings, leaderboards) is fetched again.
 */
export function useLeagueMatchActions(ref: LeagueMatchParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const matchKey = leagueNightQueries.match(api, ref).queryKey
  const seasonKey = leagueNightQueries.seasonKey(ref)
  const staleSeason = () =>
    queryClient.invalidateQueries({
      queryKey: seasonKey,
      // The match itself is the answer: no need to fetch it again.
      predicate: (query) =>
        query.queryKey[seasonKey.length] !== 'match' || query.queryKey[seasonKey.length + 1] !== ref.match,
    })
  const showMatch = (match: LeagueMatch) => {
    queryClient.setQueryData(matchKey, match)
    void staleSeason()
  }
  return {
    submitLineup: useMutation({ ...leagueNightMutations.submitLineup(api, ref), onSuccess: showMatch }),
    startGame: useMutation({
      ...leagueNightMutations.startGame(api, ref),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonKey }),
    }),
    enterResult: useMutation({ ...leagueNightMutations.enterResult(api, ref), onSuccess: showMatch }),
    confirm: useMutation({ ...leagueNightMutations.confirm(api, ref), onSuccess: showMatch }),
    dispute: useMutation({ ...leagueNightMutations.dispute(api, ref), onSuccess: showMatch }),
  }
}

export type LeagueMatchActions = ReturnType<typeof useLeagueMatchActions>
