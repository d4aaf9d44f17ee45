import { delay, http, type HttpHandler, HttpResponse } from 'msw'
import { AnalyticsQuerySchema, type AnalyticsGeneral, type AnalyticsQuery, type AnalyticsTournaments } from '@oche/api'
import {
  analyticsFixtureToday,
  analyticsGeneralFixture,
  analyticsTournamentsFixture,
  emptyAnalyticsGeneralFixture,
  emptyAnalyticsTournamentsFixture,
} from './admin-analytics-fixtures'
import { callerOf, fail, fieldErrors, forbidden, invalid, unauthenticated } from './mock-http'

export type AdminAnalyticsHandlerOptions = {
  /** `sample`: a year of busy, fixed days (default); `empty`: a platform nobody used, every bucket zero. */
  data?: 'sample' | 'empty'
  /** The last day counted; `analyticsFixtureToday` by default. */
  today?: string
}

/** The paths of the analytics, for the story variants. */
const paths = ['*/api/admin/analytics/general', '*/api/admin/analytics/tournaments'] as const

/** `?a=1&b=2` as the object the query schema parses. */
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/**
 * Handlers for `GET /admin/analytics/general` and `/tournaments` that answer as the server does: 401 without a
 * token, 403 to anyone but the super admin (`mockTokens.superAdmin`; an impersonation is never one), 422 on the field
 * of an unknown `period` or `interval`, and otherwise the fixtures' figures for the period (default `month`) per
 * interval (default by period), every bucket included.
 */
export function createAdminAnalyticsHandlers(options: AdminAnalyticsHandlerOptions = {}): HttpHandler[] {
  const today = options.today ?? analyticsFixtureToday
  const empty = options.data === 'empty'
  const answer =
    (figures: (query: AnalyticsQuery & { today: string }) => AnalyticsGeneral | AnalyticsTournaments) =>
    ({ request }: { request: Request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!caller.is_super_admin) return forbidden(request)
      const parsed = AnalyticsQuerySchema.safeParse(queryOf(request))
      if (!parsed.success) return invalid(request, fieldErrors(parsed.error.issues))
      return HttpResponse.json(figures({ ...parsed.data, today }))
    }
  return [
    http.get(paths[0], answer(empty ? emptyAnalyticsGeneralFixture : analyticsGeneralFixture)),
    http.get(paths[1], answer(empty ? emptyAnalyticsTournamentsFixture : analyticsTournamentsFixture)),
  ]
}

/** Stories only: both analytics calls fail with the server's 500. */
export const adminAnalyticsFailing = (): HttpHandler[] =>
  paths.map((path) => http.get(path, ({ request }) => fail(request, 500, 'serverError')))

/** Stories only: both analytics calls refused with the server's 403, as to a plain user. */
export const adminAnalyticsForbidden = (): HttpHandler[] =>
  paths.map((path) => http.get(path, ({ request }) => forbidden(request)))

/** Stories only: both analytics calls never answer (the loading state). */
export const adminAnalyticsLoading = (): HttpHandler[] =>
  paths.map((path) =>
    http.get(path, async () => {
      await delay('infinite')
      return new HttpResponse(null, { status: 204 })
    }),
  )
