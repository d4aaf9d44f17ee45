import { describe, expect, it } from 'vitest'
import {
  analyticsIntervalIn,
  analyticsQueryOf,
  defaultAnalyticsSearch,
  readAnalyticsSearch,
  withAnalyticsInterval,
  withAnalyticsPeriod,
  writeAnalyticsSearch,
} from './analytics-search'

describe('the analytics period in the address', () => {
  it('reads what it writes', () => {
    const state = { period: 'year', interval: 'week' } as const
    const query = writeAnalyticsSearch(state)
    expect(query).toBe('?period=year&interval=week')
    expect(readAnalyticsSearch(Object.fromEntries(new URLSearchParams(query)))).toEqual(state)
    expect(analyticsQueryOf(state)).toEqual({ period: 'year', interval: 'week' })
  })

  it('leaves the defaults out and reads anything unreadable as the default', () => {
    expect(writeAnalyticsSearch(defaultAnalyticsSearch)).toBe('')
    expect(readAnalyticsSearch({ period: 'decade', interval: 'hour' })).toEqual(defaultAnalyticsSearch)
    expect(analyticsQueryOf(defaultAnalyticsSearch)).toEqual({ period: 'month' })
  })

  it('groups by the period’s own interval unless another is chosen', () => {
    expect(readAnalyticsSearch({ period: 'quarter', interval: 'week' })).toEqual({ period: 'quarter', interval: null })
    expect(analyticsIntervalIn({ period: 'quarter', interval: null })).toBe('week')
    expect(analyticsIntervalIn({ period: 'year', interval: null })).toBe('month')
    const weekly = withAnalyticsInterval({ period: 'year', interval: null }, 'week')
    expect(writeAnalyticsSearch(weekly)).toBe('?period=year&interval=week')
    expect(withAnalyticsInterval(weekly, 'month')).toEqual({ period: 'year', interval: null })
    // A new period starts from its own grouping.
    expect(withAnalyticsPeriod('week')).toEqual({ period: 'week', interval: null })
    expect(writeAnalyticsSearch(withAnalyticsPeriod('week'))).toBe('?period=week')
  })
})
