import { leagueNightQueries, type DivisionParams, type IndividualStandings, type LeagueStandings } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { useLeagueUpdates } from '../../parts/league-updates'

export type DivisionStandingsData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; standings: LeagueStandings; players: IndividualStandings }

/** A division's team and individual standings, kept current by the season's `league.updated`. */
export function useDivisionStandings(ref: DivisionParams, seasonId: string): DivisionStandingsData {
  const { api } = usePlatform()
  const standings = useQuery(leagueNightQueries.standings(api, ref))
  const players = useQuery(leagueNightQueries.individualStandings(api, ref))
  useLeagueUpdates(standings.data && players.data ? seasonId : undefined, ref)
  const failed = [standings, players].filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (!standings.data || !players.data) return { status: 'loading' }
  return { status: 'ready', standings: standings.data, players: players.data }
}
