import { competitionQueries, leagueNightQueries, type TeamStatistics } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { leaguePageState, type LeaguePageState } from '../../parts/league-page'
import { useLeagueUpdates } from '../../parts/league-updates'

export type TeamStatisticsPage =
  | Exclude<LeaguePageState, { status: 'ready' }>
  | (Extract<LeaguePageState, { status: 'ready' }> & { statistics: TeamStatistics })

/**
 * A team's season in figures (the organisation's admins and the season's players): its standings row, its players'
 * figures and its matches, kept current by the season's `league.updated`.
 */
export function useTeamStatistics(org: string, seasonSlug: string, team: string): TeamStatisticsPage {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const statistics = useQuery(leagueNightQueries.teamStatistics(api, { ...ref, team }))
  useLeagueUpdates(statistics.data ? season.data?.id : undefined, ref)
  const state = leaguePageState(organisation, season, [statistics])
  if (state.status !== 'ready' || !statistics.data) return state.status === 'ready' ? { status: 'loading' } : state
  return { ...state, statistics: statistics.data }
}
