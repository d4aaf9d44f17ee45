import {
  competitionMutations,
  competitionQueries,
  leagueNightQueries,
  type Division,
  type DivisionParams,
  type Fixture,
  type LeagueMatchScore,
  type SeasonParams,
  type Team,
} from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { useLeagueUpdates } from '../../parts/league-updates'
import { scopeState, useScopedDivision, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionFixturesPage =
  | DivisionPageBlocked
  /**
   * `teams`: the division's teams, to name the one a refusal is about; `scores`: each match's score by its slug, as
   * far as loaded (the list shows without them).
   */
  | ({
      status: 'ready'
      division: Division
      fixtures: Fixture[]
      teams: Team[]
      scores: ReadonlyMap<string, LeagueMatchScore>
    } & ScopeData)

/** A division's fixture list with its teams (the season's admins only). */
export function useDivisionFixturesPage(org: string, season: string, division: string): DivisionFixturesPage {
  const scope = useSeasonScope(org, season)
  const ref = { ...scope.ref, division }
  const detail = useScopedDivision(scope, division)
  const fixtures = useQuery({ ...competitionQueries.divisionFixtures(scope.api, ref), enabled: scope.isAdmin })
  const teams = useQuery({ ...competitionQueries.divisionTeams(scope.api, ref), enabled: scope.isAdmin })
  const matches = useQuery({
    ...leagueNightQueries.matches(scope.api, scope.ref, { division }),
    enabled: scope.isAdmin,
    select: (list) => new Map(list.map((match) => [match.slug, match.score])),
  })
  useLeagueUpdates(matches.data ? scope.season.data?.id : undefined, scope.ref)
  const state = scopeState(scope, [detail, fixtures, teams])
  if (state.status !== 'ready' || !detail.data || !fixtures.data || !teams.data)
    return state.status === 'ready' ? { status: 'loading' } : state
  return {
    ...state,
    division: detail.data,
    fixtures: fixtures.data,
    teams: teams.data,
    scores: matches.data ?? new Map(),
  }
}

/** Makes the division's fixture list (again); the season is fetched again. */
export function useGenerateFixtures(ref: DivisionParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.generateDivisionFixtures(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}

/** Moves one match of the season (or postpones it) with the reason; the season is fetched again. */
export function useRescheduleFixture(ref: SeasonParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.rescheduleFixture(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}
