import { analyticsQueries, type AnalyticsTournaments } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { analyticsDataOf, type AnalyticsData } from '../parts/analytics-data'
import { analyticsQueryOf, type AnalyticsSearch } from '../parts/analytics-search/analytics-search'

/**
 * The tournaments created in the period in the address (`GET /admin/analytics/tournaments`, super admins); the
 * last period's figures stay on show while the next load.
 */
export function useAnalyticsTournaments(search: AnalyticsSearch): AnalyticsData<AnalyticsTournaments> {
  const { api } = usePlatform()
  return analyticsDataOf(
    useQuery({ ...analyticsQueries.tournaments(api, analyticsQueryOf(search)), placeholderData: keepPreviousData }),
  )
}
