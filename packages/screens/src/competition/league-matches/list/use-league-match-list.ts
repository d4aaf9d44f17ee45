import { competitionQueries, leagueNightQueries, type LeagueMatchSummary } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { leaguePageState, type LeaguePageState } from '../../parts/league-page'
import { useLeagueUpdates } from '../../parts/league-updates'

export type LeagueMatchListPage =
  | Exclude<LeaguePageState, { status: 'ready' }>
  | (Extract<LeaguePageState, { status: 'ready' }> & { matches: LeagueMatchSummary[] })

/**
 * Every match of a season (its admins and players), kept current by the season's `league.updated`. The whole season
 * is fetched once and filtered on the page: its divisions and teams, which captains and players may not list, come
 * from the matches themselves, and changing a filter needs no request.
 */
export function useLeagueMatchList(org: string, seasonSlug: string): LeagueMatchListPage {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const matches = useQuery(leagueNightQueries.matches(api, ref))
  useLeagueUpdates(matches.data ? season.data?.id : undefined, ref)
  const state = leaguePageState(organisation, season, [matches])
  if (state.status !== 'ready' || !matches.data) return state.status === 'ready' ? { status: 'loading' } : state
  return { ...state, matches: matches.data }
}
