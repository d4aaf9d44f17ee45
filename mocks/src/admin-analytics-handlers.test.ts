import { describe, expect, it } from 'vitest'
import { AnalyticsGeneralSchema, AnalyticsTournamentsSchema, ApiErrorSchema, analyticsSizeBandOf } from '@oche/api'
import {
  adminAnalyticsFailing,
  adminAnalyticsForbidden,
  createAdminAnalyticsHandlers,
} from './admin-analytics-handlers'
import { analyticsFixtureToday } from './admin-analytics-fixtures'
import { mockTokens } from './fixtures'
import { mockCaller, mockClient } from './test-requests'
import { fetchAnalyticsGeneral, fetchAnalyticsTournaments } from '@oche/api'

const asAdmin = mockTokens.superAdmin

describe('the analytics mocks', () => {
  it.each(['/admin/analytics/general', '/admin/analytics/tournaments'])(
    'answer GET %s with 401 signed out, 403 to a user or an impersonation and 422 on a bad query',
    async (path) => {
      const call = mockCaller(createAdminAnalyticsHandlers())
      expect((await call('GET', path, undefined, null)).status).toBe(401)
      const refused = await call('GET', path, undefined, mockTokens.user)
      expect(refused.status).toBe(403)
      expect(ApiErrorSchema.parse(await refused.json()).message).toBe('You are not allowed to do this.')
      expect((await call('GET', path, undefined, mockTokens.impersonation)).status).toBe(403)
      const bad = await call('GET', `${path}?period=decade`, undefined, asAdmin)
      expect(bad.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await bad.json()).errors ?? {})).toEqual(['period'])
    },
  )

  it('give every bucket of the period, the totals the sum of the points, the same numbers every time', async () => {
    const { client, requested } = mockClient(createAdminAnalyticsHandlers(), asAdmin)
    const month = await fetchAnalyticsGeneral(client)
    expect(requested).toEqual(['GET /api/admin/analytics/general'])
    expect(month).toMatchObject({ period: 'month', interval: 'day', from: '2026-10-27', to: analyticsFixtureToday })
    expect(month.series).toHaveLength(30)
    expect(month.totals.visits).toBe(month.series.reduce((sum, point) => sum + point.visits, 0))
    expect(month.totals.matches).toBeGreaterThan(1000)
    // An account active on several days counts once in the period: the total is below the sum of the days.
    expect(month.totals.active_users).toBeLessThan(month.series.reduce((sum, point) => sum + point.active_users, 0))
    expect(await fetchAnalyticsGeneral(client)).toEqual(month)
    const year = await fetchAnalyticsGeneral(client, { period: 'year' })
    expect(year.interval).toBe('month')
    expect(year.series.map((point) => point.from)).toHaveLength(13)
    expect(year.series[0]?.from).toBe('2025-11-01')
    const weekly = await fetchAnalyticsGeneral(client, { period: 'year', interval: 'week' })
    expect(weekly.series.every((point) => new Date(`${point.from}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
    expect(weekly.totals.visits).toBe(year.totals.visits)
    expect(year.by_organisation.length).toBeGreaterThan(0)
    expect(year.by_language.map((row) => row.langcode)).toEqual(['en', 'nl', 'fr', 'de'])
  })

  it('break tournaments down by every value, the bands agreeing with the contract’s', async () => {
    const { client } = mockClient(createAdminAnalyticsHandlers(), asAdmin)
    const quarter = AnalyticsTournamentsSchema.parse(await fetchAnalyticsTournaments(client, { period: 'quarter' }))
    expect(quarter.interval).toBe('week')
    expect(quarter.totals.tournaments).toBeGreaterThan(0)
    for (const breakdown of [quarter.by_format, quarter.by_size, quarter.by_visibility, quarter.by_status])
      expect(breakdown.reduce((sum, row) => sum + row.tournaments, 0)).toBe(quarter.totals.tournaments)
    expect(quarter.by_size.map((row) => row.size)).toEqual(['2-8', '9-16', '17-32', '33-64', '65+'])
    expect(analyticsSizeBandOf(12)).toBe('9-16')
    expect(quarter.series.reduce((sum, point) => sum + point.by_format.knockout, 0)).toBe(
      quarter.by_format.find((row) => row.format === 'knockout')?.tournaments,
    )
    expect(quarter.by_status.find((row) => row.status === 'finished')?.average_game_minutes).toBeGreaterThan(10)
  })

  it('offer an empty platform, a failure and a refusal for stories', async () => {
    const empty = mockCaller(createAdminAnalyticsHandlers({ data: 'empty' }))
    const general = AnalyticsGeneralSchema.parse(
      await (await empty('GET', '/admin/analytics/general', undefined, asAdmin)).json(),
    )
    expect(general.series).toHaveLength(30)
    expect(general.series.every((point) => point.matches === 0 && point.active_users === 0)).toBe(true)
    expect(general.by_organisation).toEqual([])
    const tournaments = AnalyticsTournamentsSchema.parse(
      await (await empty('GET', '/admin/analytics/tournaments', undefined, asAdmin)).json(),
    )
    expect(tournaments.totals).toMatchObject({ tournaments: 0, average_entries: null, average_game_minutes: null })
    expect(
      (await mockCaller(adminAnalyticsFailing())('GET', '/admin/analytics/general', undefined, asAdmin)).status,
    ).toBe(500)
    const forbidden = await mockCaller(adminAnalyticsForbidden())(
      'GET',
      '/admin/analytics/tournaments',
      undefined,
      asAdmin,
    )
    expect(forbidden.status).toBe(403)
  })
})
