import {
  analyticsIntervalOf,
  AnalyticsIntervalSchema,
  AnalyticsPeriodSchema,
  type AnalyticsInterval,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@oche/api'

/**
 * What the analytics pages show, kept in their address: the period, and its grouping (null: the period's own, per
 * day up to 30 days, per week over a quarter, per month over a year).
 */
export type AnalyticsSearch = {
  period: AnalyticsPeriod
  interval: AnalyticsInterval | null
}

export const defaultAnalyticsSearch: AnalyticsSearch = { period: 'month', interval: null }

/** The grouping the figures come in: the chosen one, else the period's own. */
export function analyticsIntervalIn(search: AnalyticsSearch): AnalyticsInterval {
  return search.interval ?? analyticsIntervalOf(search.period)
}

/**
 * The state from the page's query string (`?period=year&interval=week`); anything unreadable is the default, and
 * an interval that is the period's own is read as "the period's own".
 */
export function readAnalyticsSearch(searchParams: Record<string, string>): AnalyticsSearch {
  const period = AnalyticsPeriodSchema.safeParse(searchParams.period).data ?? 'month'
  const interval = AnalyticsIntervalSchema.safeParse(searchParams.interval).data ?? null
  return { period, interval: interval === analyticsIntervalOf(period) ? null : interval }
}

/** The query string of the state, leaving out the defaults, in a fixed order: `?period=year&interval=week`. */
export function writeAnalyticsSearch(search: AnalyticsSearch): string {
  const params = new URLSearchParams()
  if (search.period !== 'month') params.set('period', search.period)
  if (search.interval && search.interval !== analyticsIntervalOf(search.period)) params.set('interval', search.interval)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The state after choosing a period: with its own grouping again (a year per day would be 365 points). */
export function withAnalyticsPeriod(period: AnalyticsPeriod): AnalyticsSearch {
  return { period, interval: null }
}

/** The state after choosing a grouping; the period's own is kept as "the period's own". */
export function withAnalyticsInterval(search: AnalyticsSearch, interval: AnalyticsInterval): AnalyticsSearch {
  return { ...search, interval: interval === analyticsIntervalOf(search.period) ? null : interval }
}

/** The request of `GET /admin/analytics/…` for the state. */
export function analyticsQueryOf(search: AnalyticsSearch): AnalyticsQuery {
  return { period: search.period, ...(search.interval ? { interval: search.interval } : {}) }
}
