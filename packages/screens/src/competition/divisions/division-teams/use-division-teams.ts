import { competitionMutations, competitionQueries, type Division, type DivisionParams, type Team } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { scopeState, useScopedDivision, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionTeamsPage =
  | DivisionPageBlocked
  /** `teams`: every team of the season, with the division each plays in. */
  | ({ status: 'ready'; division: Division; teams: Team[] } & ScopeData)

/** A division and the season's teams to choose its teams from (the season's admins only). */
export function useDivisionTeamsPage(org: string, season: string, division: string): DivisionTeamsPage {
  const scope = useSeasonScope(org, season)
  const detail = useScopedDivision(scope, division)
  const teams = useQuery({ ...competitionQueries.teams(scope.api, scope.ref), enabled: scope.isAdmin })
  const state = scopeState(scope, [detail, teams])
  if (state.status !== 'ready' || !detail.data || !teams.data)
    return state.status === 'ready' ? { status: 'loading' } : state
  return { ...state, division: detail.data, teams: teams.data }
}

/** Sets the division's teams; the season (divisions, teams, fixtures) is fetched again. */
export function useAssignDivisionTeams(ref: DivisionParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.assignDivisionTeams(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}
