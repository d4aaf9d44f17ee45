/**
 * Reading a ranking (`GET /api/rankings/{id}`) over a season of finished tournaments: with each tournament's final
 * places stored (`tournament_final_places`, of the tournament's current version) against working every tournament's
 * places out again from its games (what a read cost before they were stored, and still costs once after a result
 * changes), measured in the same run on the same data.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/rankings.bench.ts [--tournaments 24] [--players 32] [--runs 20] [--no-write]
 *
 * - The data: one organiser's `--tournaments` knockouts of `--players` players (first to 2 legs), the same players
 *   in each with the seeds turned round by one each time, played out through the API (the better seed wins), and a
 *   public ranking of every finished tournament. PGlite in a fresh data folder, in this process.
 * - Ours: the ranking read through the API as an anonymous caller, the final places already stored.
 * - Baseline: the same read right after the stored places were deleted, so each tournament's entries, games and
 *   results are loaded and resolved by @oche/darts and its places stored again.
 *
 * Times are wall-clock (the database is in the same process); median and p95 of `--runs` reads after 3 warm-up reads
 * of each. The result replaces the section between the rankings markers in docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { comparisonTable } from '../../darts/bench/harness'
import { createDatabase } from '../src/db/database'
import { tournamentFinalPlaces } from '../src/db/schema/index'
import { createTestApp } from '../src/test/test-databases'
import { callApi, playEveryGame, phase, firstTo } from '../src/test/tournament-play-fixtures'
import { createSignedInUser } from '../src/test/test-users'
import { writeBenchmarkSection } from './benchmarks-doc'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}

const TOURNAMENTS = option('tournaments', 24)
const PLAYERS = option('players', 32)
const RUNS = option('runs', 20)
const WARM_UP = 3

const database = await createDatabase({ kind: 'pglite' })
await database.migrate()
const app = createTestApp(database)
const organiser = await createSignedInUser(database.db, { name: 'Bench Organiser' })

async function call(method: string, path: string, body?: unknown) {
  const response = await callApi(app, method, path, organiser.token, body)
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as { id: string; members?: { participant_id: string }[] }
}

console.log(`Playing ${TOURNAMENTS} knockouts of ${PLAYERS} players…`)
const setUpStarted = performance.now()
const participants: string[] = []
for (let t = 0; t < TOURNAMENTS; t += 1) {
  const { id } = await call('POST', '/tournaments', {
    name: `Monthly open ${t + 1}`,
    type: 'singles',
    starts_at: new Date(Date.now() - (TOURNAMENTS - t) * 7 * 24 * 60 * 60 * 1000).toISOString(),
    format: { kind: 'knockout', third_place: false },
    phases: { knockout: phase(firstTo(2)) },
  })
  const seeds = new Map<string, number>()
  for (let p = 0; p < PLAYERS; p += 1) {
    const seed = ((p + t) % PLAYERS) + 1
    const member = t === 0 ? { name: `Player ${p + 1}` } : { participant_id: participants[p] }
    const entry = await call('POST', `/tournaments/${id}/entries`, { members: [member], seed })
    seeds.set(entry.id, seed)
    if (t === 0) participants.push(entry.members?.[0]?.participant_id ?? '')
  }
  await call('POST', `/tournaments/${id}/draw`, {})
  await playEveryGame(app, organiser.token, id, (game) =>
    (seeds.get(game.sides[0].id ?? '') ?? Infinity) < (seeds.get(game.sides[1].id ?? '') ?? Infinity) ? 0 : 1,
  )
}
const ranking = await call('POST', '/rankings', { name: 'Order of merit', selection: 'organisation' })
console.log(`Set up in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`)

async function read(): Promise<number> {
  const started = performance.now()
  const response = await callApi(app, 'GET', `/rankings/${ranking.id}`, null)
  const took = performance.now() - started
  if (response.status !== 200) throw new Error(`GET /rankings/${ranking.id}: ${response.status}`)
  return took
}

async function samples(before: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    await before()
    const took = await read()
    if (run >= WARM_UP) times.push(took)
  }
  return times
}

// Interleaved in two halves, so a slower phase of the machine does not fall on one side only.
const stored: number[] = []
const workedOut: number[] = []
for (let half = 0; half < 2; half += 1) {
  stored.push(...(await samples(async () => undefined)))
  workedOut.push(...(await samples(() => database.db.delete(tournamentFinalPlaces))))
}
await database.close()

const table = comparisonTable([
  {
    what: `GET /api/rankings/{id}: ${TOURNAMENTS} finished tournaments of ${PLAYERS} players, places stored`,
    oche: stored,
    baseline: workedOut,
    baselineText: 'the same read with no places stored (every tournament resolved from its games and stored again)',
  },
])
const cpu = cpus()
const section = [
  '## Rankings: reading an order of merit over a season of tournaments',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `Node ${process.version}, 1-minute load average ${loadavg()[0]?.toFixed(1)} when the run ended. ` +
    `${TOURNAMENTS} knockouts of ${PLAYERS} players (the same players, first to 2 legs) played out through the API ` +
    'on PGlite in this process, and a public ranking of every finished tournament. ' +
    `${RUNS * 2} anonymous reads of each after warm-up reads, in two interleaved halves, wall-clock. Ours reads the ` +
    "tournaments' stored final places (`tournament_final_places`, valid while the tournament's version is unchanged); " +
    'the baseline is the same read after deleting them, which resolves every tournament from its games as every ' +
    'read did before (and what the first read after a corrected result still does for that one tournament).',
  '',
  table,
  '',
  'Run it again with `pnpm exec tsx --conditions=@oche/source packages/server/bench/rankings.bench.ts` ' +
    '(`--tournaments`, `--players`, `--runs`, `--no-write`).',
].join('\n')
console.log(`\n${table}\n`)
if (!process.argv.includes('--no-write')) {
  const file = writeBenchmarkSection('rankings', section)
  console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
}
