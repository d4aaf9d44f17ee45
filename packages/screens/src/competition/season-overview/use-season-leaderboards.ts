import { leagueNightQueries, type LeagueLeaderboards } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { useLeagueUpdates } from '../parts/league-updates'

export type SeasonLeaderboardsData =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; leaderboards: LeagueLeaderboards }

/** The season's leaderboards, kept current by its `league.updated`. */
export function useSeasonLeaderboards(org: string, season: string, seasonId: string): SeasonLeaderboardsData {
  const { api } = usePlatform()
  const ref = { org, season }
  const query = useQuery(leagueNightQueries.leaderboards(api, ref))
  useLeagueUpdates(query.data ? seasonId : undefined, ref)
  if (query.data) return { status: 'ready', leaderboards: query.data }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}
