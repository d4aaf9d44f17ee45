/// <reference types="node" />
/**
 * What the darts benchmarks share: their options (`--runs`, `--no-write`, …), CPU-time samples after a warm-up,
 * median and p95, the table of Oche beside its baseline, and the section each one writes to docs/benchmarks.md
 * (headed by the line about the machine it ran on).
 */
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { writeBenchmarkSection } from '../../server/bench/benchmarks-doc'

/** Warm-up runs before CPU-time samples are taken… */
export const WARM_UP_RUNS = 10
/** …and at least this much CPU time, so the compiler has optimised the hot paths before anything is timed. */
export const WARM_UP_MS = 500

/** The whole-number value of `--{name}` on the command line, or `fallback` when it is not given. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5)
export const p95 = (samples: readonly number[]) => quantile(samples, 0.95)
export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`
export const whole = (value: number) => Math.round(value).toLocaleString('en-GB')

let collectGarbage: (() => void) | undefined

/**
 * A full garbage collection before each measurement, so one row does not pay for the garbage of the one before.
 * The flag is set on first use, so a benchmark that never samples CPU time runs with Node's defaults.
 */
function fullGarbageCollection(): void {
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc')
    collectGarbage = runInNewContext('gc') as () => void
  }
  collectGarbage()
}

/** CPU time of this process (user + system) in ms: other load on a shared machine does not count. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Per-call CPU times: each sample repeats the work often enough to take at least 2 ms, and is divided by the
 * repetitions, so a call far below the clock's resolution is still measured.
 */
export function timeRuns(runs: number, work: () => unknown): number[] {
  fullGarbageCollection()
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

/** One row of a comparison table: Oche's samples beside the baseline's, measured in the same run. */
export type ComparisonRow = { what: string; oche: number[]; baseline: number[]; baselineText: string }

/** A ratio to two significant digits: 26 ×, 1.4 ×, 0.017 ×. */
function ratio(value: number): string {
  return value >= 10 ? value.toFixed(0) : value.toPrecision(2)
}

/** The table of medians (and p95) of Oche beside its baseline, with the ratio of the medians. */
export function comparisonTable(rows: readonly ComparisonRow[]): string {
  return [
    '| what | Oche, median (p95) | baseline, same run, median (p95) | ratio of medians |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${ms(median(row.oche))} (${ms(p95(row.oche))}) | ` +
        `${ms(median(row.baseline), 3)} (${ms(p95(row.baseline), 3)}): ${row.baselineText} | ` +
        `${ratio(median(row.oche) / median(row.baseline))} × |`,
    ),
  ].join('\n')
}

/** "Measured {date} on {n} × {CPU} ({n} cores), Node {version}, 1-minute load average {load} when the run ended." */
function machineLine(): string {
  const cpu = cpus()
  const [load1] = loadavg()
  return (
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} ` +
    `(${cpu.length} cores), Node ${process.version}, 1-minute load average ${load1?.toFixed(1) ?? '?'} when ` +
    'the run ended.'
  )
}

export type BenchmarkReport = {
  /** The name between the markers in docs/benchmarks.md: `<!-- bench:{marker}:start -->`. */
  marker: string
  /** The section's heading, with its `## `. */
  title: string
  /** What was measured and how, after the line about the machine. */
  description: string
  table: string
  /** The benchmark's file name in packages/darts/bench, for the "Run it again" line. */
  script: string
  /** Its options, for the "Run it again" line. */
  options: readonly string[]
}

/**
 * Prints the table and, unless `--no-write` is given, replaces the benchmark's section of docs/benchmarks.md: the
 * heading, the machine line and the description, the table and how to run it again.
 */
export function report({ marker, title, description, table, script, options }: BenchmarkReport): void {
  const section = [
    title,
    '',
    `${machineLine()} ${description}`,
    '',
    table,
    '',
    `Run it again with \`pnpm exec tsx --conditions=@oche/source packages/darts/bench/${script}\`` +
      ` (${options.map((name) => `\`${name}\``).join(', ')}).`,
  ].join('\n')
  console.log(`\n${table}\n`)
  if (!process.argv.includes('--no-write')) {
    const file = writeBenchmarkSection(marker, section)
    console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
  }
}
