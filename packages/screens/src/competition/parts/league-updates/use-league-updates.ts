import { leagueNightQueries, realtimeChannels, realtimeEvents, type SeasonParams } from '@oche/api'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'

/**
 * Keeps every league-night query of a season fresh (its matches, standings, leaderboards and team statistics): each
 * `league.updated` on `league.{seasonId}` refetches what is under `leagueNightQueries.seasonKey`. The event carries
 * ids and states only, so the pages refetch what their caller may read. Pass the season's id once the page's own
 * league data is in (undefined until then): subscribing refetches, which would turn a first load that failed back
 * into loading.
 */
export function useLeagueUpdates(seasonId: string | undefined, ref: SeasonParams): void {
  useRealtimeFreshness(seasonId ? realtimeChannels.league(seasonId) : null, {
    queryKey: leagueNightQueries.seasonKey(ref),
    events: [realtimeEvents.leagueUpdated],
  })
}
