import { competitionQueries, type Division, type Fixture, type Team } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { scopeState, useScopedDivision, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionDetail =
  DivisionPageBlocked | ({ status: 'ready'; division: Division; teams: Team[]; fixtures: Fixture[] } & ScopeData)

/** A division with its teams and its fixture list (the season's admins only). */
export function useDivisionDetail(org: string, season: string, division: string): DivisionDetail {
  const scope = useSeasonScope(org, season)
  const ref = { ...scope.ref, division }
  const detail = useScopedDivision(scope, division)
  const teams = useQuery({ ...competitionQueries.divisionTeams(scope.api, ref), enabled: scope.isAdmin })
  const fixtures = useQuery({ ...competitionQueries.divisionFixtures(scope.api, ref), enabled: scope.isAdmin })
  const state = scopeState(scope, [detail, teams, fixtures])
  if (state.status !== 'ready' || !detail.data || !teams.data || !fixtures.data)
    return state.status === 'ready' ? { status: 'loading' } : state
  return { ...state, division: detail.data, teams: teams.data, fixtures: fixtures.data }
}
