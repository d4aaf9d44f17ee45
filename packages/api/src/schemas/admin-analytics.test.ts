import { describe, expect, it } from 'vitest'
import {
  AnalyticsQuerySchema,
  analyticsBucketOf,
  analyticsBuckets,
  analyticsIntervalOf,
  analyticsPeriodStart,
  analyticsSizeBandOf,
} from './admin-analytics'

describe('analyticsBucketOf', () => {
  it('keeps a day as it is, also from a timestamp', () => {
    expect(analyticsBucketOf('2026-11-26', 'day')).toBe('2026-11-26')
    expect(analyticsBucketOf('2026-11-26T23:59:59.000Z', 'day')).toBe('2026-11-26')
  })

  it('starts a week on its Monday, a Sunday included, across a month and a year', () => {
    expect(analyticsBucketOf('2026-11-23', 'week')).toBe('2026-11-23')
    expect(analyticsBucketOf('2026-11-29', 'week')).toBe('2026-11-23')
    expect(analyticsBucketOf('2026-12-01', 'week')).toBe('2026-11-30')
    expect(analyticsBucketOf('2027-01-01', 'week')).toBe('2026-12-28')
  })

  it('starts a month on its first day', () => {
    expect(analyticsBucketOf('2026-11-01', 'month')).toBe('2026-11-01')
    expect(analyticsBucketOf('2026-11-30', 'month')).toBe('2026-11-01')
    expect(analyticsBucketOf('2024-02-29', 'month')).toBe('2024-02-01')
  })
})

describe('analyticsPeriodStart', () => {
  it('counts today as the last day of the period', () => {
    expect(analyticsPeriodStart('week', '2026-11-26')).toBe('2026-11-20')
    expect(analyticsPeriodStart('month', '2026-11-26')).toBe('2026-10-28')
    expect(analyticsPeriodStart('quarter', '2026-11-26')).toBe('2026-08-29')
    expect(analyticsPeriodStart('year', '2026-11-26')).toBe('2025-11-27')
    expect(analyticsPeriodStart('month', '2024-03-01')).toBe('2024-02-01')
  })
})

describe('analyticsBuckets', () => {
  it('has every day of a series over a month boundary, the first and last included', () => {
    const days = analyticsBuckets('2026-10-28', '2026-11-02', 'day')
    expect(days).toEqual(['2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'])
  })

  it('starts the first week on the Monday before the period and ends with the week of its last day', () => {
    expect(analyticsBuckets('2026-10-28', '2026-11-26', 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
  })

  it('has a point for each month of a year, from the first day of the month it starts in', () => {
    const months = analyticsBuckets(analyticsPeriodStart('year', '2026-11-26'), '2026-11-26', 'month')
    expect(months).toHaveLength(13)
    expect(months[0]).toBe('2025-11-01')
    expect(months.at(-1)).toBe('2026-11-01')
    expect(analyticsBuckets('2026-01-31', '2026-03-01', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'])
  })

  it('has as many days as the period', () => {
    const today = '2026-03-29'
    expect(analyticsBuckets(analyticsPeriodStart('month', today), today, 'day')).toHaveLength(30)
    expect(analyticsBuckets(analyticsPeriodStart('week', today), today, 'day')).toHaveLength(7)
  })
})

describe('the query and its defaults', () => {
  it('groups per day up to a month, per week over a quarter and per month over a year', () => {
    expect(['week', 'month', 'quarter', 'year'].map((period) => analyticsIntervalOf(period as never))).toEqual([
      'day',
      'day',
      'week',
      'month',
    ])
  })

  it('refuses an unknown period or interval', () => {
    expect(AnalyticsQuerySchema.safeParse({ period: 'decade' }).success).toBe(false)
    expect(AnalyticsQuerySchema.safeParse({ interval: 'hour' }).success).toBe(false)
    expect(AnalyticsQuerySchema.parse({})).toEqual({})
  })

  it('puts a field size in its band', () => {
    expect([0, 2, 8, 9, 16, 17, 32, 33, 64, 65, 300].map(analyticsSizeBandOf)).toEqual([
      '2-8',
      '2-8',
      '2-8',
      '9-16',
      '9-16',
      '17-32',
      '17-32',
      '33-64',
      '33-64',
      '65+',
      '65+',
    ])
  })
})
