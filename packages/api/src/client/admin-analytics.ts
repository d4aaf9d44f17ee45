import type { z } from 'zod'
import type { AnalyticsGeneralSchema, AnalyticsTournamentsSchema, AnalyticsQuery } from '../schemas/admin-analytics'
import type { ApiClient } from './api-client'

function searchOf(query: AnalyticsQuery): string {
  const params = new URLSearchParams()
  if (query.period) params.set('period', query.period)
  if (query.interval) params.set('interval', query.interval)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** `GET /admin/analytics/general?period&interval` (super admins): accounts, activity, matches and visits. */
export async function fetchAnalyticsGeneral(client: ApiClient, query: AnalyticsQuery = {}, signal?: AbortSignal) {
  return client.request<z.output<typeof AnalyticsGeneralSchema>>(`/admin/analytics/general${searchOf(query)}`, {
    signal,
  })
}

/** `GET /admin/analytics/tournaments?period&interval` (super admins): tournaments by format, size and completion. */
export async function fetchAnalyticsTournaments(client: ApiClient, query: AnalyticsQuery = {}, signal?: AbortSignal) {
  return client.request<z.output<typeof AnalyticsTournamentsSchema>>(`/admin/analytics/tournaments${searchOf(query)}`, {
    signal,
  })
}
