import { competitionQueries, leagueNightQueries, type Division, type Fixture, type Team } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { scopeState, useScopedDivision, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

/** What only the season's admins read of a division: its details, its teams and its fixture list. */
export type DivisionAdminView = { division: Division; teams: Team[]; fixtures: Fixture[] }

export type DivisionDetail =
  | DivisionPageBlocked
  /** `admin` is null for captains and players, who read the division's standings only. */
  | ({ status: 'ready'; name: string; admin: DivisionAdminView | null } & ScopeData)

/**
 * A division: for the season's admins with its teams and its fixture list; captains and players read its standings,
 * whose answer names the division (they may not read the division itself).
 */
export function useDivisionDetail(org: string, season: string, division: string): DivisionDetail {
  const scope = useSeasonScope(org, season)
  const ref = { ...scope.ref, division }
  const isMember = scope.organisation.data !== undefined && !scope.isAdmin
  const detail = useScopedDivision(scope, division)
  const teams = useQuery({ ...competitionQueries.divisionTeams(scope.api, ref), enabled: scope.isAdmin })
  const fixtures = useQuery({ ...competitionQueries.divisionFixtures(scope.api, ref), enabled: scope.isAdmin })
  const standings = useQuery({ ...leagueNightQueries.standings(scope.api, ref), enabled: isMember })
  // Only the queries the viewer's role makes are waited for: the others stay disabled, without data.
  const state = scopeState(scope, isMember ? [standings] : [detail, teams, fixtures], { membersRead: true })
  if (state.status !== 'ready') return state
  if (isMember)
    return standings.data ? { ...state, name: standings.data.division.name, admin: null } : { status: 'loading' }
  if (!detail.data || !teams.data || !fixtures.data) return { status: 'loading' }
  return {
    ...state,
    name: detail.data.name,
    admin: { division: detail.data, teams: teams.data, fixtures: fixtures.data },
  }
}
