import { competitionQueries, cupMutations, cupQueries, leagueNightQueries, type Cup, type CupParams } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { scopeState, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../../divisions/parts'

export type CupPage = DivisionPageBlocked | ({ status: 'ready'; cup: Cup } & ScopeData)

/** A cup of the season: read by its admins and by the captains and players of the organisation. */
export function useCupPage(org: string, season: string, cup: string): CupPage {
  const scope = useSeasonScope(org, season)
  const query = useQuery(cupQueries.cup(scope.api, { ...scope.ref, cup }))
  const state = scopeState(scope, [query], { membersRead: true })
  if (state.status !== 'ready') return state
  return query.data ? { ...state, cup: query.data } : { status: 'loading' }
}

/** The season's teams, for the admins choosing a cup's entries. */
export function useSeasonTeams(org: string, season: string, enabled: boolean) {
  const scope = useSeasonScope(org, season)
  return useQuery({ ...competitionQueries.teams(scope.api, scope.ref), enabled })
}

/**
 * The cup's actions: each answers the cup as it is now, which the page shows at once; the season's lists (the cups,
 * the matches the draw made) are fetched again.
 */
export function useCupActions(api: Parameters<typeof cupMutations.draw>[0], ref: CupParams) {
  const queryClient = useQueryClient()
  const done = {
    onSuccess: (cup: Cup) => {
      queryClient.setQueryData(cupQueries.cup(api, ref).queryKey, cup)
      void queryClient.invalidateQueries({ queryKey: cupQueries.all(ref), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: leagueNightQueries.seasonKey(ref), refetchType: 'none' })
    },
  }
  return {
    setEntries: useMutation({ ...cupMutations.setEntries(api, ref), ...done }),
    enter: useMutation({ ...cupMutations.enter(api, ref), ...done }),
    withdraw: useMutation({ ...cupMutations.withdraw(api, ref), ...done }),
    draw: useMutation({ ...cupMutations.draw(api, ref), ...done }),
  }
}
