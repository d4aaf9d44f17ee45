import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import { fetchSeasonPromotion } from '../client/season-end'
import type { SeasonParams } from '../schemas/competition'
import { leagueNightQueries } from './league-night'

/**
 * The end of a season's queries. The proposal follows the season's tables, so it lives under the league night's key
 * (`leagueNightQueries.seasonKey(ref)`): a `league.updated` of the season makes it stale with them.
 */
export const seasonEndQueries = {
  promotion: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'promotion'] as const,
      queryFn: ({ signal }) => fetchSeasonPromotion(client, ref, signal),
    }),
}
