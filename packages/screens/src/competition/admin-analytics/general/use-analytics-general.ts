import { analyticsQueries, type AnalyticsGeneral } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { analyticsDataOf, type AnalyticsData } from '../parts/analytics-data'
import { analyticsQueryOf, type AnalyticsSearch } from '../parts/analytics-search/analytics-search'

/**
 * How Oche was used over the period in the address (`GET /admin/analytics/general`, super admins); the last
 * period's figures stay on show while the next load.
 */
export function useAnalyticsGeneral(search: AnalyticsSearch): AnalyticsData<AnalyticsGeneral> {
  const { api } = usePlatform()
  return analyticsDataOf(
    useQuery({ ...analyticsQueries.general(api, analyticsQueryOf(search)), placeholderData: keepPreviousData }),
  )
}
