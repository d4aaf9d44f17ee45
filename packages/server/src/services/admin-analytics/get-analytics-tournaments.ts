import {
  AnalyticsFormatSchema,
  AnalyticsSizeBandSchema,
  TournamentStatusSchema,
  TournamentTypeSchema,
  TournamentVisibilitySchema,
  type AnalyticsBreakdownRow,
  type AnalyticsFormat,
  type AnalyticsTournamentPoint,
  type AnalyticsTournaments,
} from '@oche/api'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { ok, type Result } from '../result'
import {
  analyticsWindow,
  bucketOfTimestamp,
  fillBuckets,
  selectRows,
  type AnalyticsInput,
  type AnalyticsWindow,
} from './analytics-window'

type Dimension = 'format' | 'size' | 'visibility' | 'status' | 'type'

type BreakdownRow = {
  dimension: Dimension | 'total' | 'series'
  /** The series' bucket, null in the breakdowns. */
  bucket: string | null
  value: string | null
  tournaments: number
  finished: number
  games: number
  entries: number
  game_seconds: number | null
  timed_games: number
}

const emptyRow = (): AnalyticsBreakdownRow => ({ tournaments: 0, finished: 0, games: 0, average_game_minutes: null })

/**
 * The period's tournaments (test ones left out), one row each with its bucket, its entries, its played games and the
 * time of its timed games (`matches.started_at` to `finished_at`), each counted once per table with a grouped join;
 * then every breakdown and the series (bucket and format) at once with GROUPING SETS. The size bands are
 * `analyticsSizeBandOf` in SQL.
 */
function breakdownQuery(window: AnalyticsWindow) {
  return sql`with period_tournaments as (
      select t.id, ${bucketOfTimestamp(sql`t.created_at`, window.interval)} as bucket, t.format->>'kind' as format,
        t.status, t.visibility, t.type
      from tournaments t
      where t.created_at >= ${window.start} and t.created_at < ${window.end} and not t.is_test
    ), entry_counts as (
      select te.tournament_id, count(*)::int as entries
      from tournament_entries te
      where te.tournament_id in (select id from period_tournaments)
      group by 1
    ), game_counts as (
      select tg.tournament_id, (count(*) filter (where tg.result->>'kind' = 'played'))::int as games,
        sum(extract(epoch from m.finished_at - m.started_at)) as game_seconds,
        count(m.finished_at - m.started_at)::int as timed_games
      from tournament_games tg
      left join matches m on m.id = tg.match_id
      where tg.tournament_id in (select id from period_tournaments)
      group by 1
    ), counted as (
      select pt.*, coalesce(e.entries, 0) as entries, coalesce(g.games, 0) as games, g.game_seconds,
        coalesce(g.timed_games, 0) as timed_games
      from period_tournaments pt
      left join entry_counts e on e.tournament_id = pt.id
      left join game_counts g on g.tournament_id = pt.id
    ), sized as (
      select counted.*, case when entries <= 8 then '2-8' when entries <= 16 then '9-16' when entries <= 32 then '17-32'
        when entries <= 64 then '33-64' else '65+' end as size
      from counted
    )
    select
      case when grouping(bucket) = 0 then 'series' when grouping(format) = 0 then 'format'
        when grouping(size) = 0 then 'size' when grouping(visibility) = 0 then 'visibility'
        when grouping(status) = 0 then 'status' when grouping(type) = 0 then 'type' else 'total' end as dimension,
      bucket, coalesce(format, size, visibility, status, type) as value,
      count(*)::int as tournaments, (count(*) filter (where status = 'finished'))::int as finished,
      coalesce(sum(games), 0)::int as games, coalesce(sum(entries), 0)::int as entries,
      sum(game_seconds)::float8 as game_seconds, coalesce(sum(timed_games), 0)::int as timed_games
    from sized
    group by grouping sets ((format), (size), (visibility), (status), (type), (), (bucket, format))`
}

/** `GET /admin/analytics/tournaments`: two aggregate queries over the tournaments created in the period (ADR 020). */
export async function getAnalyticsTournaments(
  db: Database,
  input: AnalyticsInput,
): Promise<Result<AnalyticsTournaments, never>> {
  const window = analyticsWindow(input)
  const rows = await selectRows<BreakdownRow>(db, breakdownQuery(window))
  const breakdown = <V extends string>(dimension: Dimension, values: readonly V[]) =>
    values.map((value) => {
      const row = rows.find((candidate) => candidate.dimension === dimension && candidate.value === value)
      return { value, row: row ? toBreakdown(row) : emptyRow() }
    })
  const total = rows.find((row) => row.dimension === 'total')
  const totals = total ? toBreakdown(total) : emptyRow()
  const entries = total?.entries ?? 0
  return ok({
    period: window.period,
    interval: window.interval,
    from: window.from,
    to: window.to,
    totals: {
      ...totals,
      entries,
      average_entries: totals.tournaments > 0 ? entries / totals.tournaments : null,
    },
    series: tournamentSeries(
      window,
      rows.filter((row) => row.dimension === 'series'),
    ),
    by_format: breakdown('format', AnalyticsFormatSchema.options).map(({ value, row }) => ({ format: value, ...row })),
    by_size: breakdown('size', AnalyticsSizeBandSchema.options).map(({ value, row }) => ({ size: value, ...row })),
    by_visibility: breakdown('visibility', TournamentVisibilitySchema.options).map(({ value, row }) => ({
      visibility: value,
      ...row,
    })),
    by_status: breakdown('status', TournamentStatusSchema.options).map(({ value, row }) => ({ status: value, ...row })),
    by_type: breakdown('type', TournamentTypeSchema.options).map(({ value, row }) => ({ type: value, ...row })),
  })
}

function toBreakdown(row: BreakdownRow): AnalyticsBreakdownRow {
  return {
    tournaments: row.tournaments,
    finished: row.finished,
    games: row.games,
    average_game_minutes:
      row.timed_games > 0 && row.game_seconds !== null ? Math.max(0, row.game_seconds / row.timed_games / 60) : null,
  }
}

function tournamentSeries(window: AnalyticsWindow, rows: BreakdownRow[]): AnalyticsTournamentPoint[] {
  const zero = () => ({
    tournaments: 0,
    finished: 0,
    by_format: Object.fromEntries(AnalyticsFormatSchema.options.map((format) => [format, 0])) as Record<
      AnalyticsFormat,
      number
    >,
  })
  const points = new Map<string, ReturnType<typeof zero>>()
  for (const row of rows) {
    const bucket = row.bucket ?? ''
    const point = points.get(bucket) ?? zero()
    points.set(bucket, point)
    point.tournaments += row.tournaments
    point.finished += row.finished
    const format = AnalyticsFormatSchema.safeParse(row.value)
    if (format.success) point.by_format[format.data] += row.tournaments
  }
  return fillBuckets(window.buckets, points, zero).map((point, index) => ({
    from: window.buckets[index] ?? '',
    ...point,
  }))
}
