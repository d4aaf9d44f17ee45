import type { AnalyticsGeneral, AnalyticsGeneralPoint, AnalyticsLanguageRow, AnalyticsOrganisationRow } from '@oche/api'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { langcodes } from '../../db/schema/index'
import { ok, type Result } from '../result'
import {
  analyticsWindow,
  bucketOfTimestamp,
  fillBuckets,
  selectRows,
  type AnalyticsInput,
  type AnalyticsWindow,
} from './analytics-window'

/** The busiest organisations listed. */
const ORGANISATIONS = 20

type Counts = Omit<AnalyticsGeneralPoint, 'from'>
const zero = (): Counts => ({ active_users: 0, new_accounts: 0, matches: 0, finished_matches: 0, visits: 0 })

/**
 * `GET /admin/analytics/general`: every figure is one aggregate query over an indexed range (ADR 020): new accounts
 * by `users.created_at`; active users from `user_activity_days`, its week and month rollup and
 * `users.last_active_on`; matches and their visits from the counters on `matches` (never the events); organisations
 * through their tournaments' and league fixtures' games.
 */
export async function getAnalyticsGeneral(
  db: Database,
  input: AnalyticsInput,
): Promise<Result<AnalyticsGeneral, never>> {
  const window = analyticsWindow(input)
  const [accounts, active, matchRows, languages, organisations] = await Promise.all([
    accountsPerBucket(db, window),
    activeUsers(db, window),
    matchesPerBucket(db, window),
    byLanguage(db, window),
    byOrganisation(db, window),
  ])
  const points = new Map<string, Counts>()
  const pointOf = (bucket: string) => {
    const point = points.get(bucket) ?? zero()
    points.set(bucket, point)
    return point
  }
  for (const row of accounts.rows) pointOf(row.bucket).new_accounts = row.n
  for (const row of active) pointOf(row.bucket).active_users = row.n
  for (const row of matchRows) Object.assign(pointOf(row.bucket), row.counts)
  const series = fillBuckets(window.buckets, points, zero).map((point, index) => ({
    from: window.buckets[index] ?? '',
    ...point,
  }))
  const sum = (key: 'new_accounts' | 'matches' | 'finished_matches' | 'visits') =>
    series.reduce((total, point) => total + point[key], 0)
  return ok({
    period: window.period,
    interval: window.interval,
    from: window.from,
    to: window.to,
    totals: {
      accounts: accounts.total,
      active_users: languages.activeUsers,
      new_accounts: sum('new_accounts'),
      matches: sum('matches'),
      finished_matches: sum('finished_matches'),
      visits: sum('visits'),
    },
    series,
    by_language: languages.languages,
    by_organisation: organisations,
  })
}

type BucketCount = { bucket: string; n: number }

async function accountsPerBucket(db: Database, window: AnalyticsWindow) {
  const [rows, [total]] = await Promise.all([
    selectRows<BucketCount>(
      db,
      sql`select ${bucketOfTimestamp(sql`created_at`, window.interval)} as bucket, count(*)::int as n
          from users where created_at >= ${window.start} and created_at < ${window.end} group by 1`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from users where deleted_at is null`),
  ])
  return { rows, total: total?.n ?? 0 }
}

/**
 * Distinct active accounts per bucket: per day the day rows; per week or month the rolled-up rows, counted, except a
 * first bucket that begins before the period, whose accounts are counted from the period's days only.
 */
async function activeUsers(db: Database, window: AnalyticsWindow): Promise<BucketCount[]> {
  const inPeriod = sql`day >= ${window.from}::date and day <= ${window.to}::date`
  if (window.interval === 'day')
    return selectRows<BucketCount>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as bucket, count(*)::int as n from user_activity_days where ${inPeriod}
          group by day`,
    )
  const [first = window.from, second] = window.buckets
  const partial = first < window.from
  const full = partial ? second : first
  const [partialRows, fullRows] = await Promise.all([
    partial
      ? selectRows<BucketCount>(
          db,
          sql`select ${first}::text as bucket, count(distinct user_id)::int as n from user_activity_days
              where day >= ${window.from}::date and day < coalesce(${second ?? null}::date, ${window.to}::date + 1)`,
        )
      : [],
    full
      ? selectRows<BucketCount>(
          db,
          sql`select to_char(bucket, 'YYYY-MM-DD') as bucket, count(*)::int as n from user_activity_buckets
              where "interval" = ${window.interval} and bucket >= ${full}::date and bucket <= ${window.to}::date
              group by bucket`,
        )
      : [],
  ])
  return [...partialRows, ...fullRows]
}

async function matchesPerBucket(db: Database, window: AnalyticsWindow) {
  const rows = await selectRows<{ bucket: string; matches: number; finished: number; visits: number }>(
    db,
    sql`select ${bucketOfTimestamp(sql`created_at`, window.interval)} as bucket, count(*)::int as matches,
          (count(*) filter (where status = 'finished'))::int as finished, coalesce(sum(visit_count), 0)::int as visits
        from matches where created_at >= ${window.start} and created_at < ${window.end} group by 1`,
  )
  return rows.map((row) => ({
    bucket: row.bucket,
    counts: { matches: row.matches, finished_matches: row.finished, visits: row.visits },
  }))
}

/**
 * Per language, and the distinct active accounts of the period in all (each account has one language): as the period
 * ends today, an account was active in it when its last active day is in it (`users.last_active_on`).
 */
async function byLanguage(db: Database, window: AnalyticsWindow) {
  const rows = await selectRows<AnalyticsLanguageRow>(
    db,
    sql`select langcode, (count(*) filter (where deleted_at is null))::int as accounts,
          (count(*) filter (where created_at >= ${window.start} and created_at < ${window.end}))::int as new_accounts,
          (count(*) filter (where last_active_on >= ${window.from}::date))::int as active_users
        from users
        group by langcode`,
  )
  const languages = langcodes.map(
    (langcode) =>
      rows.find((row) => row.langcode === langcode) ?? { langcode, accounts: 0, new_accounts: 0, active_users: 0 },
  )
  return { languages, activeUsers: rows.reduce((sum, row) => sum + row.active_users, 0) }
}

async function byOrganisation(db: Database, window: AnalyticsWindow): Promise<AnalyticsOrganisationRow[]> {
  const matchesInPeriod = sql`m.created_at >= ${window.start} and m.created_at < ${window.end}`
  return selectRows<AnalyticsOrganisationRow>(
    db,
    sql`with activity as (
          select t.organisation_id, count(*)::int as tournaments, 0 as matches, 0 as visits
          from tournaments t
          where t.created_at >= ${window.start} and t.created_at < ${window.end} and not t.is_test
          group by 1
          union all
          select t.organisation_id, 0, count(*)::int, coalesce(sum(m.visit_count), 0)::int
          from matches m
          join tournament_games g on g.match_id = m.id
          join tournaments t on t.id = g.tournament_id
          where ${matchesInPeriod} and not t.is_test
          group by 1
          union all
          select f.organisation_id, 0, count(*)::int, coalesce(sum(m.visit_count), 0)::int
          from matches m
          join fixture_games f on f.match_id = m.id
          where ${matchesInPeriod}
          group by 1
        )
        select o.id as organisation_id, o.name, o.slug, o.is_personal, sum(a.tournaments)::int as tournaments,
          sum(a.matches)::int as matches, sum(a.visits)::int as visits
        from activity a
        join organisations o on o.id = a.organisation_id
        group by o.id
        order by matches desc, visits desc, tournaments desc, o.name, o.id
        limit ${ORGANISATIONS}`,
  )
}
