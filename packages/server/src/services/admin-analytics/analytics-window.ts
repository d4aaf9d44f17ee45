import {
  analyticsBuckets,
  analyticsIntervalOf,
  analyticsPeriodStart,
  type AnalyticsInterval,
  type AnalyticsPeriod,
} from '@oche/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'

/** The days a request covers: the period ending today (UTC), its grouping and every bucket of the series. */
export type AnalyticsWindow = {
  period: AnalyticsPeriod
  interval: AnalyticsInterval
  /** The first and last day counted, `YYYY-MM-DD`. */
  from: string
  to: string
  /** `from` at 00:00 UTC and the day after `to` at 00:00 UTC, for half-open ranges on timestamps. */
  start: SQL
  end: SQL
  buckets: string[]
}

export type AnalyticsInput = { period?: AnalyticsPeriod; interval?: AnalyticsInterval; now?: Date }

const DAY_MS = 24 * 60 * 60_000

export function analyticsWindow(input: AnalyticsInput): AnalyticsWindow {
  const period = input.period ?? 'month'
  const interval = input.interval ?? analyticsIntervalOf(period)
  const now = input.now ?? new Date()
  const to = now.toISOString().slice(0, 10)
  const from = analyticsPeriodStart(period, to)
  const after = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS).toISOString()
  return {
    period,
    interval,
    from,
    to,
    start: sql`${`${from}T00:00:00Z`}::timestamptz`,
    end: sql`${after}::timestamptz`,
    buckets: analyticsBuckets(from, to, interval),
  }
}

const truncations: Record<AnalyticsInterval, SQL> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
}

/**
 * The bucket (`YYYY-MM-DD` of its first day) of a timestamp with time zone, on UTC days: `date_trunc` starts weeks on
 * Monday, as `analyticsBucketOf` does.
 */
export function bucketOfTimestamp(column: SQL, interval: AnalyticsInterval): SQL {
  return sql`to_char(date_trunc(${truncations[interval]}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`
}

/** The rows of a raw query: both drivers answer with `rows`. Numbers must be cast to int or float8 in the query. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** The value of each bucket, zero for a bucket without rows. */
export function fillBuckets<T>(buckets: string[], rows: Map<string, T>, zero: () => T): T[] {
  return buckets.map((bucket) => rows.get(bucket) ?? zero())
}
