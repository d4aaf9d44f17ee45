/// <reference types="node" />
/**
 * Tournament formats at 1,024 entries: drawing and scheduling a whole tournament, and recomputing who plays whom
 * and the group tables after one result, each beside a baseline measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/tournament.bench.ts [--runs 30] [--no-write]
 *
 * - Draw: `planTournament` for 1,024 entries (64 seeded, 960 drawn with seed 2026) as groups of 4 with 2
 *   qualifiers, a consolation knockout and a third-place match, and as a single knockout. The baseline is a bare
 *   loop that creates the same number of plain game objects (id, stage, round, slot, two entry sides).
 * - Recompute: `resolveGames` with one more result than the last call, in the middle of the group stage (half the
 *   group games played), at the end of it (the last group result fills both knockouts), and in the knockout after
 *   round 1. The baseline is a bare loop adding up the legs of the same results.
 *
 * Times are CPU time of the process (`process.cpuUsage`), so the other work of a busy machine does not count.
 * The result replaces the section between the darts-tournaments markers in docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { writeBenchmarkSection } from '../../server/bench/benchmarks-doc'
import {
  createRandom,
  type GameResult,
  planTournament,
  resolveGames,
  type ResolveInput,
  type TournamentGame,
  type TournamentPlan,
  type TournamentPlanFormat,
} from '../src/index'

const ENTRIES = 1024
const SEEDED = 64
const WARM_UP_RUNS = 10
/** …and at least this much CPU time, so the compiler has optimised the hot paths before anything is timed. */
const WARM_UP_MS = 500

// A full garbage collection before each measurement, so one row does not pay for the garbage of the one before.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

const median = (samples: readonly number[]) => quantile(samples, 0.5)
const p95 = (samples: readonly number[]) => quantile(samples, 0.95)
const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`
const whole = (value: number) => Math.round(value).toLocaleString('en-GB')

/** CPU time of this process (user + system) in ms: other load on a shared machine does not count. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Per-call CPU times: each sample repeats the work often enough to take at least 2 ms, and is divided by the
 * repetitions, so a call far below the clock's resolution is still measured.
 */
function timeRuns(runs: number, work: () => unknown): number[] {
  collectGarbage()
  const warmUpStarted = cpuMs()
  for (let run = 0; run < WARM_UP_RUNS || cpuMs() - warmUpStarted < WARM_UP_MS; run += 1) work()
  const started = cpuMs()
  work()
  const repeat = Math.max(1, Math.ceil(2 / Math.max(cpuMs() - started, 0.001)))
  const samples: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const sampleStarted = cpuMs()
    for (let call = 0; call < repeat; call += 1) work()
    samples.push((cpuMs() - sampleStarted) / repeat)
  }
  return samples
}

const entryIds = Array.from({ length: ENTRIES }, (_, i) => `entry-${i + 1}`)

function plan(format: TournamentPlanFormat): TournamentPlan {
  const planned = planTournament({
    format,
    seeded: entryIds.slice(0, SEEDED),
    unseeded: entryIds.slice(SEEDED),
    random: createRandom(2026),
  })
  if (!planned.ok) throw new Error(planned.error)
  return planned.value
}

/** The floor of scheduling: the same number of plain game objects, made in a bare loop. */
function bareGames(count: number): TournamentGame[] {
  const games: TournamentGame[] = []
  for (let i = 0; i < count; i += 1) {
    games.push({
      id: `bare.${i}`,
      stageId: 'bare',
      round: 1,
      roundCode: 'roundRobin',
      slot: i + 1,
      sides: [
        { kind: 'entry', entryId: entryIds[i % ENTRIES] as string },
        { kind: 'entry', entryId: entryIds[(i + 1) % ENTRIES] as string },
      ],
    })
  }
  return games
}

/** The floor of recomputing: touch every result once and add up its legs. */
function sumLegs(results: Readonly<Record<string, GameResult>>): number {
  let sum = 0
  for (const id in results) {
    const result = results[id]
    if (result?.kind === 'played') sum += result.legs[0] + result.legs[1]
  }
  return sum
}

/**
 * Plays ready games (in order, random winners from seed 2026) until `stop` says so; returns the results so far and
 * the id of the next ready game, whose result the timed call adds.
 */
function playUntil(
  planned: TournamentPlan,
  stop: (results: Readonly<Record<string, GameResult>>) => boolean,
): { input: ResolveInput; nextGameId: string } {
  const random = createRandom(2026)
  const results: Record<string, GameResult> = {}
  const input: ResolveInput = { games: planned.games, groups: planned.groups, results, deciders: {} }
  for (;;) {
    const resolved = resolveGames(input)
    if (!resolved.ok) throw new Error(resolved.error)
    for (const [groupId, standings] of Object.entries(resolved.value.groupStandings)) {
      if (standings.isComplete && standings.unresolvedTies.length > 0) {
        input.deciders = {
          ...input.deciders,
          [groupId]: standings.unresolvedTies.map((order) => ({ method: 'lot', order })),
        }
      }
    }
    const ready = resolved.value.readyGameIds
    if (ready.length === 0) throw new Error('the tournament ended before the stopping point')
    for (const id of ready) {
      if (stop(results)) return { input, nextGameId: id }
      const [a, b] = random() < 0.5 ? [3, 1] : [1, 3]
      const darts = (a + b) * 16
      results[id] = {
        kind: 'played',
        legs: [a, b],
        scoring: [
          { points: Math.round(darts * (20 + random() * 15)), darts },
          { points: Math.round(darts * (20 + random() * 15)), darts },
        ],
      }
    }
  }
}

type Row = { what: string; oche: number[]; baseline: number[]; baselineText: string; detail: string }

function recompute(name: string, state: { input: ResolveInput; nextGameId: string }, runs: number): Row {
  const { input, nextGameId } = state
  const after = { ...input, results: { ...input.results, [nextGameId]: { kind: 'played', legs: [3, 2] } } }
  let sink = 0
  const oche = timeRuns(runs, () => {
    const resolved = resolveGames(after as ResolveInput)
    sink += resolved.ok ? resolved.value.readyGameIds.length : 0
  })
  const baseline = timeRuns(runs, () => (sink += sumLegs(after.results as Record<string, GameResult>)))
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)
  const played = Object.keys(after.results).length
  return {
    what: `\`resolveGames\` after one more result, ${name}`,
    oche,
    baseline,
    baselineText: `bare loop adding up the legs of the same ${whole(played)} results`,
    detail: `${whole(input.games.length)} games, ${whole(played)} results`,
  }
}

function main(): void {
  const runs = option('runs', 30)
  const groupsFormat: TournamentPlanFormat = {
    kind: 'groupsKnockout',
    groupSize: 4,
    qualifiersPerGroup: 2,
    consolation: true,
    thirdPlace: true,
  }
  const knockoutFormat: TournamentPlanFormat = { kind: 'knockout', thirdPlace: true }
  const groups = plan(groupsFormat)
  const knockout = plan(knockoutFormat)
  const rows: Row[] = []
  let sink = 0
  for (const [name, format, planned] of [
    ['256 groups of 4, winners and consolation knockouts', groupsFormat, groups],
    ['single knockout', knockoutFormat, knockout],
  ] as const) {
    const oche = timeRuns(runs, () => (sink += plan(format).games.length))
    const baseline = timeRuns(runs, () => (sink += bareGames(planned.games.length).length))
    rows.push({
      what: `\`planTournament\`, ${whole(ENTRIES)} entries, ${name}`,
      oche,
      baseline,
      baselineText: `bare loop creating ${whole(planned.games.length)} plain game objects`,
      detail: `${whole(planned.games.length)} games`,
    })
  }
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)

  const groupGames = groups.games.filter((game) => game.stageId === 'groups').length
  rows.push(
    recompute(
      'groups of 4, half the group stage played',
      playUntil(groups, (results) => Object.keys(results).length >= groupGames / 2),
      runs,
    ),
    recompute(
      'groups of 4, the last group result (fills both knockouts)',
      playUntil(groups, (results) => Object.keys(results).length >= groupGames - 1),
      runs,
    ),
    recompute(
      'single knockout, in round 2',
      playUntil(knockout, (results) => Object.keys(results).length >= ENTRIES / 2),
      runs,
    ),
  )

  const table = [
    '| what | Oche, median (p95) | baseline, same run, median (p95) | ratio of medians |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.what} (${row.detail}) | ${ms(median(row.oche))} (${ms(p95(row.oche))}) | ` +
        `${ms(median(row.baseline), 3)} (${ms(p95(row.baseline), 3)}): ${row.baselineText} | ` +
        `${(median(row.oche) / median(row.baseline)).toFixed(0)} × |`,
    ),
  ].join('\n')
  const cpu = cpus()
  const [load1] = loadavg()
  const section = [
    '## Darts engine: drawing and recomputing a 1,024-entry tournament',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} ` +
      `(${cpu.length} cores), Node ${process.version}, 1-minute load average ${load1?.toFixed(1) ?? '?'} when ` +
      `the run ended. ${whole(ENTRIES)} entries, ${SEEDED} seeded and the rest drawn with seed 2026; ${runs} runs ` +
      `of each after ${WARM_UP_RUNS} warm-up runs (and at least ${WARM_UP_MS} ms of them), as CPU time of the process (user + system, so other load on the ` +
      'machine does not count; a run repeats calls below 2 ms and is divided by the repetitions). Results are ' +
      'random 3–1 or 1–3 wins with 3-dart scoring; ties ' +
      'a complete group leaves are settled by a drawn lot. Each recompute resolves every game of the tournament ' +
      'and every group table from scratch, as the server does after a result. The two group-stage floors differ ' +
      'by far more than their sizes: V8 keeps a record of 769 results in fast-property mode but one of 1,536 as a ' +
      'dictionary.',
    '',
    table,
    '',
    'Run it again with `pnpm exec tsx --conditions=@oche/source packages/darts/bench/tournament.bench.ts`' +
      ' (`--runs`, `--no-write`).',
  ].join('\n')
  console.log(`\n${table}\n`)
  if (!process.argv.includes('--no-write')) {
    const file = writeBenchmarkSection('darts-tournaments', section)
    console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
  }
}

main()
