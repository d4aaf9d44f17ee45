/**
 * The super admin's analytics (`GET /api/admin/analytics/general` and `/tournaments`) on a year of generated data:
 * 100,000 matches with 5,000,000 visits, 20,000 accounts with their activity days, 300 organisations and 4,000
 * tournaments, on PGlite and on PostgreSQL, each service call for the periods month and year, beside a baseline
 * measured in the same run on the same data.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/admin-analytics.bench.ts [--matches 100000] [--visits 50] [--runs 10] [--no-pglite] [--no-postgres] [--no-write] [--keep]
 *
 * - The data: written with INSERT … SELECT generate_series (foreign key triggers off while generating: the league
 *   games point at fixtures the benchmark does not make), then VACUUM ANALYZE (what autovacuum does after it). Matches spread evenly over the last 365 days,
 *   `--visits` visit events each on average (20 to 80), their counters (`visit_count`, `started_at`, `finished_at`)
 *   set as the append path sets them; 30 % tournament games, 10 % league games.
 * - Ours: `getAnalyticsGeneral` and `getAnalyticsTournaments` (the route's services) with their default intervals.
 * - Baseline: what the visits figure costs without the counters: the visit events per day of the period counted
 *   from `match_events` (a GROUP BY over the events of the period).
 * - PostgreSQL: a throwaway database on 127.0.0.1:5432 (trust auth, from the `test` database; OCHE_BENCH_POSTGRES_URL
 *   to point elsewhere), dropped at the end (kept with `--keep`, to EXPLAIN queries on it). PGlite: a throwaway data
 *   folder, removed at the end.
 *
 * Wall-clock median and p95 of `--runs` calls after 2 warm-up calls. The result replaces the section between the
 * admin-analytics markers in docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { comparisonTable, median, type ComparisonRow } from '../../darts/bench/harness'
import type { Database } from '../src/db/database'
import * as schema from '../src/db/schema/index'
import { migrationsFolder } from '../src/package-root'
import { getAnalyticsGeneral } from '../src/services/admin-analytics/get-analytics-general'
import { getAnalyticsTournaments } from '../src/services/admin-analytics/get-analytics-tournaments'
import { analyticsWindow } from '../src/services/admin-analytics/analytics-window'
import { writeBenchmarkSection } from './benchmarks-doc'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}

const MATCHES = option('matches', 100_000)
const VISITS = option('visits', 50)
const RUNS = option('runs', 10)
const USERS = 20_000
const ORGANISATIONS = 300
const TOURNAMENTS = 4_000
const WARM_UP = 2
const POSTGRES_URL = process.env.OCHE_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** The statements that make the year, in order; `run` executes one. */
const generation: [string, string][] = [
  ['foreign keys off', `set session_replication_role = replica`],
  [
    'accounts',
    `insert into users (name, email, password_hash, langcode, created_at)
     select 'Player ' || i, 'player-' || i || '@bench.test', 'x', (array['en','nl','fr','de'])[1 + (i * 7) % 4],
       now() - ((i * 7919) % 420) * interval '1 day' - (i % 1440) * interval '1 minute'
     from generate_series(1, ${USERS}) i`,
  ],
  [
    'activity days',
    `insert into user_activity_days (user_id, day)
     select u.id, current_date - d
     from (select id, row_number() over (order by id) as i from users) u
     cross join generate_series(0, 364) d
     where (u.i * 31 + d * 17) % 20 = 0`,
  ],
  [
    'activity weeks and months',
    `insert into user_activity_buckets ("interval", bucket, user_id)
     select distinct i."interval", date_trunc(i."interval", d.day::timestamp)::date, d.user_id
     from user_activity_days d cross join (values ('week'), ('month')) as i ("interval")`,
  ],
  [
    'last active days',
    `update users u set last_active_on = d.day
     from (select user_id, max(day) as day from user_activity_days group by user_id) d where d.user_id = u.id`,
  ],
  [
    'organisations',
    `insert into organisations (slug, name, is_personal)
     select 'org-' || i, 'Organisation ' || i, i % 3 = 0 from generate_series(1, ${ORGANISATIONS}) i`,
  ],
  [
    'tournaments',
    `insert into tournaments (organisation_id, created_by, name, type, is_test, colour, starts_at, visibility, format,
       phases, standings, status, created_at)
     select o.id, (select id from users limit 1), 'Tournament ' || i, (array['singles','pairs'])[1 + (i % 5 = 0)::int],
       i % 50 = 0, 'blue', now() - (i % 365) * interval '1 day',
       (array['public','unlisted','private'])[1 + i % 3],
       jsonb_build_object('kind', (array['knockout','roundRobin','groupsKnockout','doubleElimination'])[1 + i % 4]),
       '{}', '{}', (array['draft','drawn','running','finished','finished','finished'])[1 + i % 6],
       now() - ((i * 365.0) / ${TOURNAMENTS}) * interval '1 day'
     from generate_series(1, ${TOURNAMENTS}) i
     join (select id, row_number() over (order by id) - 1 as j from organisations) o on o.j = i % ${ORGANISATIONS}`,
  ],
  [
    'entries',
    `insert into tournament_entries (tournament_id, name)
     select t.id, 'Entry ' || e
     from (select id, row_number() over (order by id) as i from tournaments) t
     cross join lateral generate_series(1, 4 + ((t.i * 13) % 40)::int) e`,
  ],
  [
    'matches',
    `insert into matches (kind, status, version, config, summary, created_by, created_at, updated_at, visit_count,
       started_at, finished_at)
     select k.kind, case when i % 20 = 0 then 'live' else 'finished' end, v.visits,
       '{"startScore":501,"inRule":"straight","outRule":"double","format":{"kind":"firstTo","legs":3},"sides":[{"name":"Home"},{"name":"Away"}]}',
       '{"status":"finished","legsWon":[3,1],"setsWon":[0,0],"outcome":{"kind":"win","winner":0},"remaining":[0,140]}',
       u.id, c.at, c.at, v.visits, c.at,
       case when i % 20 = 0 then null else c.at + v.visits * interval '30 seconds' end
     from generate_series(1, ${MATCHES}) i
     cross join lateral (select 20 + ((i * 37) % 61) * ${VISITS - 20} / 30 as visits) v
     cross join lateral (select case when i % 10 < 3 then 'tournament' when i % 10 = 3 then 'league'
       else 'casual' end as kind) k
     cross join lateral (select now() - ((i * 365.0) / ${MATCHES}) * interval '1 day' as at) c
     join (select id, row_number() over (order by id) - 1 as j from users) u on u.j = i % ${USERS}`,
  ],
  [
    'visit events',
    `insert into match_events (match_id, id, seq, type, payload, created_at)
     select m.id, gen_random_uuid(), s, 'visit', '{"type":"visit","total":60}', m.created_at + s * interval '30 seconds'
     from matches m cross join lateral generate_series(1, m.visit_count) s`,
  ],
  [
    'tournament games',
    `insert into tournament_games (tournament_id, key, stage, position, definition, result, match_id)
     select t.id, 'g' || m.i, 'knockout', m.i, '{}', '{"kind":"played","legs":[3,1]}', m.id
     from (select id, row_number() over (order by created_at) as i from matches where kind = 'tournament') m
     join (select id, row_number() over (order by id) - 1 as j from tournaments) t on t.j = m.i % ${TOURNAMENTS}`,
  ],
  [
    'league games',
    `insert into fixture_games (organisation_id, fixture_id, number, home_participant_ids, away_participant_ids,
       match_id)
     select o.id, gen_random_uuid(), 1, '{}', '{}', m.id
     from (select id, row_number() over (order by created_at) as i from matches where kind = 'league') m
     join (select id, row_number() over (order by id) - 1 as j from organisations where not is_personal) o
       on o.j = m.i % ${Math.ceil((ORGANISATIONS * 2) / 3)}`,
  ],
  ['foreign keys on', `set session_replication_role = origin`],
  ['vacuum analyze', `vacuum analyze`],
]

type Target = {
  kind: 'PGlite' | 'PostgreSQL'
  db: Database
  run: (statement: string) => Promise<unknown>
  close: () => Promise<void>
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oche-analytics-bench-'))
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite({ client, schema }) as unknown as Database
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() })
  return {
    kind: 'PGlite',
    db,
    run: (statement) => client.exec(statement),
    close: async () => {
      await client.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function postgresTarget(): Promise<Target> {
  const name = `oche_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 })
  // Dropping the database at the end ends any connection still open: nothing to report then.
  pool.on('error', () => {})
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database
  await migratePostgres(db as never, { migrationsFolder: migrationsFolder() })
  // One connection for the generation, so that the session setting holds for every statement.
  const generator = await pool.connect()
  return {
    kind: 'PostgreSQL',
    db,
    run: (statement) => generator.query(statement),
    close: async () => {
      generator.release(true)
      await pool.end()
      if (process.argv.includes('--keep')) console.log(`Kept the database ${name} (--keep)`)
      else await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

async function samples(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now()
    await work()
    if (run >= WARM_UP) times.push(performance.now() - started)
  }
  return times
}

/** The naive visits per day: a GROUP BY over the period's visit events. */
function eventsPerDay(db: Database, period: 'month' | 'year') {
  const window = analyticsWindow({ period, interval: 'day' })
  return db.execute(
    sql`select date_trunc('day', created_at at time zone 'UTC') as day, count(*)::int as visits from match_events
        where created_at >= ${window.start} and created_at < ${window.end} and type in ('visit', 'bust', 'darts')
        group by 1`,
  )
}

const rows: ComparisonRow[] = []
const notes: string[] = []
const targets = [
  ...(process.argv.includes('--no-pglite') ? [] : [pgliteTarget]),
  ...(process.argv.includes('--no-postgres') ? [] : [postgresTarget]),
]
for (const open of targets) {
  const target = await open()
  try {
    console.log(`${target.kind}: generating…`)
    const started = performance.now()
    for (const [label, statement] of generation) {
      const step = performance.now()
      await target.run(statement)
      console.log(`  ${label}: ${((performance.now() - step) / 1000).toFixed(1)} s`)
    }
    const seconds = (performance.now() - started) / 1000
    const [counts] = (
      (await target.db.execute(
        sql`select (select count(*) from matches)::int as matches, (select count(*) from match_events)::int as events,
              (select count(*) from user_activity_days)::int as days`,
      )) as unknown as { rows: { matches: number; events: number; days: number }[] }
    ).rows
    notes.push(
      `${target.kind}: ${counts?.matches.toLocaleString('en-GB')} matches, ${counts?.events.toLocaleString('en-GB')} ` +
        `visit events and ${counts?.days.toLocaleString('en-GB')} activity days generated in ${seconds.toFixed(0)} s`,
    )
    console.log(notes.at(-1))
    for (const period of ['month', 'year'] as const) {
      const baseline = await samples(() => eventsPerDay(target.db, period))
      const baselineText = `visit events per day of the ${period} counted from \`match_events\``
      rows.push({
        what: `${target.kind}: general, ${period}`,
        oche: await samples(() => getAnalyticsGeneral(target.db, { period })),
        baseline,
        baselineText,
      })
      rows.push({
        what: `${target.kind}: tournaments, ${period}`,
        oche: await samples(() => getAnalyticsTournaments(target.db, { period })),
        baseline,
        baselineText,
      })
      for (const row of rows.slice(-2))
        console.log(`  ${row.what}: ${median(row.oche).toFixed(1)} ms (baseline ${median(row.baseline).toFixed(1)} ms)`)
    }
  } finally {
    await target.close()
  }
}

const table = comparisonTable(rows)
const cpu = cpus()
const section = [
  '## Admin analytics: a year of use in SQL aggregates',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `Node ${process.version}, 1-minute load average ${loadavg()[0]?.toFixed(1)} when the run ended. ` +
    `Generated over the last 365 days with INSERT … SELECT generate_series, then VACUUM ANALYZE: ` +
    `${MATCHES.toLocaleString('en-GB')} ` +
    `matches (30 % tournament games, 10 % league games) with ${VISITS} visit events each on average, ` +
    `${USERS.toLocaleString('en-GB')} accounts active on about 1,000 a day, ${ORGANISATIONS} organisations, ` +
    `${TOURNAMENTS.toLocaleString('en-GB')} tournaments with 4 to 43 entries. ${notes.join('; ')}. ` +
    `${RUNS} calls of each service (the route's work without HTTP) after ${WARM_UP} warm-up calls, wall-clock; ` +
    'PostgreSQL 15 over TCP on this machine, PGlite in this process. Ours reads the counters on `matches` ' +
    '(`visit_count`, `started_at`, `finished_at`), the activity days with their week and month rollup and ' +
    '`users.last_active_on`, and the created-at indexes (ADR 020); the baseline counts the visit events per day of ' +
    'the same period from `match_events`, what the visits figure alone would cost without the counters. The ' +
    'target is each call under 200 ms on PostgreSQL.',
  '',
  table,
  '',
  'Run it again with `pnpm exec tsx --conditions=@oche/source packages/server/bench/admin-analytics.bench.ts` ' +
    '(`--matches`, `--visits`, `--runs`, `--no-pglite`, `--no-postgres`, `--no-write`).',
].join('\n')
console.log(`\n${table}\n`)
if (!process.argv.includes('--no-write')) {
  const file = writeBenchmarkSection('admin-analytics', section)
  console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
}
