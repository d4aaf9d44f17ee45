/// <reference types="node" />
/**
 * The darts engine: replay of a 10,000-visit match and the checkout table, each beside a baseline measured in
 * the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/engine.bench.ts [--runs 20] [--processes 10] [--no-write]
 *
 * - Replay: two seeded bots ('club' and 'league', seed 2026) play 501 double out, first to 999 legs, until the log
 *   holds 10,000 visits. The first side's visits are entered as a tablet would (a per-visit total or the Bust
 *   button, answering the darts-used and darts-at-double questions), the second side's per dart. `replay` is
 *   timed after a warm-up; the baseline is a bare loop over the same events that only adds up their totals.
 * - Checkout table: each fresh child process imports `@oche/darts` from source, then makes the first
 *   `checkoutSuggestion` call per out rule, which builds that rule's table. The baseline is a child that only
 *   imports the module. Warm lookups cover 2–170 × 1–3 darts × the three out rules, beside the same loop reading a
 *   prebuilt array.
 *
 * The result replaces the section between the darts markers in docs/benchmarks.md.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
// Types only: the module itself is imported dynamically, so that a child process can time its first import.
import type * as DartsApi from '../src/index'
import type { Dart, MatchEvent, OutRule, X01MatchConfig, X01MatchState } from '../src/index'
import { median, ms, option, p95, report, whole } from './harness'

const VISITS = 10_000
const WARM_UP_RUNS = 5
const outRules: readonly OutRule[] = ['double', 'straight', 'master']

type ChildMode = 'import' | 'cold'
type ChildReport = { importMs: number; firstCallMs: Record<OutRule, number> | null }

// ---------------------------------------------------------------------------------------------------------
// The child: one fresh import, optionally followed by the first checkout call per out rule.

async function runChild(mode: ChildMode): Promise<void> {
  const importStarted = performance.now()
  const darts = await import('../src/index')
  const importMs = performance.now() - importStarted
  let firstCallMs: Record<OutRule, number> | null = null
  if (mode === 'cold') {
    firstCallMs = { double: 0, straight: 0, master: 0 }
    for (const outRule of outRules) {
      const started = performance.now()
      const route = darts.checkoutSuggestion(170, 3, outRule)
      firstCallMs[outRule] = performance.now() - started
      if (!route) throw new Error(`No route for 170 under ${outRule} out`)
    }
  }
  const report: ChildReport = { importMs, firstCallMs }
  process.send?.(report)
}

type ChildRun = ChildReport & { wallMs: number }

function spawnChild(mode: ChildMode): Promise<ChildRun> {
  const started = performance.now()
  const child = fork(fileURLToPath(import.meta.url), ['--child', mode], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) => {
    let report: ChildReport | null = null
    child.once('message', (message: ChildReport) => (report = message))
    child.once('exit', (code) => {
      const wallMs = performance.now() - started
      if (code !== 0 || !report) reject(new Error(`the ${mode} child exited with ${code}`))
      else resolve({ ...report, wallMs })
    })
  })
}

// ---------------------------------------------------------------------------------------------------------
// The parent.

type Darts = typeof DartsApi

/** A deterministic 10,000-visit match between two seeded bots, the first side entered as totals where it can be. */
function buildMatch(darts: Darts): { config: X01MatchConfig; events: MatchEvent[]; legs: number; kinds: string } {
  const config: X01MatchConfig = {
    startScore: 501,
    inRule: 'straight',
    outRule: 'double',
    format: { kind: 'firstTo', legs: 999 },
    sides: ['tablet', 'bot'],
  }
  const created = darts.createX01Match(config)
  if (!created.ok) throw new Error(created.error)
  const random = darts.createRandom(2026)
  const bots = [darts.createBot('club', random), darts.createBot('league', random)]
  const events: MatchEvent[] = []
  const counts = { visit: 0, bust: 0, darts: 0 }
  let state: X01MatchState = created.value
  while (events.length < VISITS) {
    const thrower = darts.currentLeg(state).thrower
    const id = `e${events.length}`
    const thrown = darts.botVisitEvent(state, bots[thrower] ?? bots[0]!, id)
    let event: MatchEvent = thrown
    if (thrower === 0) {
      // The tablet side: the total (or Bust), answering the engine's questions with the first allowed answer.
      const total = thrown.darts.reduce((sum, dart) => sum + darts.dartValue(dart), 0)
      const scored = darts.visitEntryOptions(state, total, thrown.darts.length)
      const options = scored.ok && scored.value.result === 'bust' ? darts.visitEntryOptions(state, 'bust') : scored
      if (options.ok) {
        const { result, dartsUsed, dartsAtDouble } = options.value
        const atDouble = dartsAtDouble.min < dartsAtDouble.max ? { dartsAtDouble: dartsAtDouble.min } : {}
        if (result === 'bust') event = { type: 'bust', id, ...atDouble }
        else if (result === 'scored') event = { type: 'visit', id, total, ...atDouble }
        else if (dartsUsed) {
          const used = dartsUsed.min < dartsUsed.max ? { dartsUsed: thrown.darts.length } : {}
          event = { type: 'visit', id, total, ...used, ...atDouble }
        }
      }
    }
    let next = darts.applyVisit(state, event)
    if (!next.ok && event !== thrown) {
      event = thrown
      next = darts.applyVisit(state, event)
    }
    if (!next.ok) throw new Error(`visit ${events.length} refused: ${next.error}`)
    if (next.value.status === 'finished') throw new Error('the match ended before 10,000 visits')
    counts[event.type as keyof typeof counts] += 1
    events.push(event)
    state = next.value
  }
  const legs = state.legs.filter((leg) => leg.winner !== null).length
  const kinds = `${whole(counts.visit)} per-visit totals, ${whole(counts.bust)} Bust buttons, ${whole(counts.darts)} per-dart`
  return { config, events, legs, kinds }
}

/** The floor: touch each event once and add up what it scored (a bust counts 0). */
function sumTotals(events: readonly MatchEvent[], value: (dart: Dart) => number): number {
  let sum = 0
  for (const event of events) {
    if (event.type === 'visit') sum += event.total
    else if (event.type === 'darts') for (const dart of event.darts) sum += value(dart)
  }
  return sum
}

function timeRuns(runs: number, work: () => unknown): number[] {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) work()
  const samples: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    work()
    samples.push(performance.now() - started)
  }
  return samples
}

/** Lookups per second over `passes` of every remaining 2–170 × 1–3 darts × out rule. */
function lookupsPerSecond(lookup: (remaining: number, dartsLeft: number, outRule: OutRule) => unknown): number {
  const pass = () => {
    let found = 0
    for (const outRule of outRules)
      for (let remaining = 2; remaining <= 170; remaining += 1)
        for (let dartsLeft = 1; dartsLeft <= 3; dartsLeft += 1) if (lookup(remaining, dartsLeft, outRule)) found += 1
    return found
  }
  const perPass = 169 * 3 * outRules.length
  for (let run = 0; run < 200; run += 1) pass()
  const rates: number[] = []
  for (let round = 0; round < 5; round += 1) {
    let passes = 0
    const started = performance.now()
    while (performance.now() - started < 200) {
      for (let run = 0; run < 20; run += 1) pass()
      passes += 20
    }
    rates.push((passes * perPass) / ((performance.now() - started) / 1000))
  }
  return median(rates)
}

async function main(): Promise<void> {
  const runs = option('runs', 20)
  const processes = option('processes', 10)
  const darts = await import('../src/index')

  // Replay.
  const built = performance.now()
  const { config, events, legs, kinds } = buildMatch(darts)
  const buildMs = performance.now() - built
  const check = darts.replay(config, events)
  if (!check.ok) throw new Error(`replay refused event ${check.eventIndex}: ${check.error}`)
  let sink = 0
  const replaySamples = timeRuns(runs, () => {
    const replayed = darts.replay(config, events)
    sink += replayed.ok ? replayed.value.legs.length : 0
  })
  const floorSamples = timeRuns(runs, () => (sink += sumTotals(events, darts.dartValue)))
  console.log(`Built ${whole(events.length)} visits (${legs} legs, ${kinds}) in ${ms(buildMs, 0)}`)

  // Checkout table: fresh processes, import-only and cold-call runs alternating.
  const importOnly: ChildRun[] = []
  const cold: ChildRun[] = []
  for (let run = 0; run < processes; run += 1) {
    importOnly.push(await spawnChild('import'))
    cold.push(await spawnChild('cold'))
  }
  const firstCall = (outRule: OutRule) => cold.map((run) => run.firstCallMs?.[outRule] ?? Number.NaN)
  const allTables = cold.map((run) => outRules.reduce((sum, outRule) => sum + (run.firstCallMs?.[outRule] ?? 0), 0))

  // Warm lookups beside a prebuilt array read by the same loop.
  const prebuilt = outRules.map((outRule) =>
    Array.from({ length: 171 }, (_, remaining) =>
      [0, 1, 2, 3].map((n) => darts.checkoutSuggestion(remaining, n, outRule)),
    ),
  )
  const warmRate = lookupsPerSecond(darts.checkoutSuggestion)
  const arrayRate = lookupsPerSecond(
    (remaining, dartsLeft, outRule) => prebuilt[outRules.indexOf(outRule)]?.[remaining]?.[dartsLeft],
  )

  const replayMedian = median(replaySamples)
  const floorMedian = median(floorSamples)
  const rows = [
    '| what | Oche | baseline, same run | ratio |',
    '| --- | ---: | ---: | ---: |',
    `| replay of ${whole(events.length)} visits (${legs} legs), median of ${runs} | ${ms(replayMedian)} ` +
      `(${((replayMedian * 1000) / events.length).toFixed(3)} µs/visit) | ${ms(floorMedian, 3)} ` +
      `(${((floorMedian * 1000) / events.length).toFixed(4)} µs/visit): bare loop adding up the totals | ` +
      `${(replayMedian / floorMedian).toFixed(0)} × |`,
    `| same, p95 of ${runs} | ${ms(p95(replaySamples))} | ${ms(p95(floorSamples), 3)} | ` +
      `${(p95(replaySamples) / p95(floorSamples)).toFixed(0)} × |`,
    `| first \`checkoutSuggestion\`, all three tables (double, straight, master out), median of ${processes} fresh ` +
      `processes | ${ms(median(allTables))} (p95 ${ms(p95(allTables))}) | ${ms(median(importOnly.map((r) => r.importMs)))} ` +
      `(p95 ${ms(p95(importOnly.map((r) => r.importMs)))}): importing the module from source in the same kind of ` +
      `process | ${(median(allTables) / median(importOnly.map((r) => r.importMs))).toFixed(2)} × |`,
    ...outRules.map(
      (outRule) =>
        `| … of which the ${outRule}-out table | ${ms(median(firstCall(outRule)))} | | ` +
        `${(median(firstCall(outRule)) / median(importOnly.map((r) => r.importMs))).toFixed(2)} × |`,
    ),
    `| whole child process, import + all three tables | ${ms(median(cold.map((r) => r.wallMs)), 0)} | ` +
      `${ms(median(importOnly.map((r) => r.wallMs)), 0)}: import only | ` +
      `${(median(cold.map((r) => r.wallMs)) / median(importOnly.map((r) => r.wallMs))).toFixed(2)} × |`,
    `| warm \`checkoutSuggestion\`, 2–170 × 1–3 darts × 3 out rules | ${whole(warmRate)} lookups/s ` +
      `(${((1e9 / warmRate) | 0).toLocaleString('en-GB')} ns each) | ${whole(arrayRate)} lookups/s: the same loop ` +
      `reading a prebuilt array | ${(arrayRate / warmRate).toFixed(1)} × slower |`,
  ].join('\n')

  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)
  report({
    marker: 'darts',
    title: '## Darts engine: replay and checkout table',
    description:
      `The match is 501 double out, first to 999 legs, between two seeded bots ('club' and ` +
      `'league', seed 2026), cut at ${whole(events.length)} visits: ${kinds}. Replays are timed after ` +
      `${WARM_UP_RUNS} warm-up runs. Each checkout-table process is a fresh Node with tsx importing ` +
      '`@oche/darts` from source; its first `checkoutSuggestion` per out rule builds that table.',
    table: rows,
    script: 'engine.bench.ts',
    options: ['--runs', '--processes', '--no-write'],
  })
}

const childIndex = process.argv.indexOf('--child')
if (childIndex >= 0) {
  await runChild(process.argv[childIndex + 1] === 'cold' ? 'cold' : 'import')
} else {
  await main()
}
