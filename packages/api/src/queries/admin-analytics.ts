import { queryOptions } from '@tanstack/react-query'
import { fetchAnalyticsGeneral, fetchAnalyticsTournaments } from '../client/admin-analytics'
import type { ApiClient } from '../client/api-client'
import type { AnalyticsQuery } from '../schemas/admin-analytics'

/** Query keys and options for the super admin's analytics: the only place these keys are written. */
export const analyticsQueries = {
  all: () => ['adminAnalytics'] as const,
  general: (client: ApiClient, query: AnalyticsQuery = {}) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'general', query] as const,
      queryFn: ({ signal }) => fetchAnalyticsGeneral(client, query, signal),
    }),
  tournaments: (client: ApiClient, query: AnalyticsQuery = {}) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'tournaments', query] as const,
      queryFn: ({ signal }) => fetchAnalyticsTournaments(client, query, signal),
    }),
}
