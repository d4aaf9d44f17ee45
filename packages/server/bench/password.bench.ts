/**
 * One login's password check (`verifyPassword`) with today's scrypt parameters against the ones Oche used before
 * (N=2^15, r=8, p=1), measured in one run, interleaved so that both see the same load on a shared machine.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/password.bench.ts [--runs 20] [--burst 8] [--no-write]
 *
 * Per check: the wall-clock time a user waits and the CPU time it costs (process.cpuUsage counts libuv's
 * threads, where scrypt runs). A burst: `--burst` logins checked at once, as a venue's tablets and phones might,
 * on libuv's default four threads. The result replaces the section between the password markers in docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { median, ms, option, p95 } from '../../darts/bench/harness'
import {
  hashPassword,
  PRODUCTION_PASSWORD_PARAMETERS,
  verifyPassword,
  type ScryptParameters,
} from '../src/services/accounts/password'
import { writeBenchmarkSection } from './benchmarks-doc'

const BEFORE: ScryptParameters = { cost: 2 ** 15, blockSize: 8, parallelism: 1 }
const PASSWORD = 'double-top-40'

type Sample = { wallMs: number; cpuMs: number }

function cpuNowMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

async function checkOnce(hash: string): Promise<Sample> {
  const cpuStarted = cpuNowMs()
  const started = performance.now()
  if (!(await verifyPassword(PASSWORD, hash))) throw new Error('The password did not verify')
  return { wallMs: performance.now() - started, cpuMs: cpuNowMs() - cpuStarted }
}

/** `count` checks at once: the wall-clock time until the last one answered. */
async function burst(hash: string, count: number): Promise<number> {
  const started = performance.now()
  await Promise.all(Array.from({ length: count }, () => verifyPassword(PASSWORD, hash)))
  return performance.now() - started
}

const describe = (p: ScryptParameters) =>
  `N=2^${Math.log2(p.cost)}, r=${p.blockSize}, p=${p.parallelism} (${(128 * p.cost * p.blockSize) / 1024 / 1024} MiB)`

async function main(): Promise<void> {
  const runs = option('runs', 20)
  const burstSize = option('burst', 8)
  const current = await hashPassword(PASSWORD, PRODUCTION_PASSWORD_PARAMETERS)
  const before = await hashPassword(PASSWORD, BEFORE)
  // Warm-up: the first scrypt call allocates its memory.
  for (let run = 0; run < 2; run += 1) await Promise.all([checkOnce(current), checkOnce(before)])

  const samples = { current: [] as Sample[], before: [] as Sample[] }
  for (let run = 0; run < runs; run += 1) {
    samples.current.push(await checkOnce(current))
    samples.before.push(await checkOnce(before))
  }
  const bursts = { current: [] as number[], before: [] as number[] }
  for (let run = 0; run < 3; run += 1) {
    bursts.current.push(await burst(current, burstSize))
    bursts.before.push(await burst(before, burstSize))
  }

  const wall = (list: Sample[]) => list.map((sample) => sample.wallMs)
  const cpu = (list: Sample[]) => list.map((sample) => sample.cpuMs)
  const row = (what: string, oche: number[], baseline: number[]) =>
    `| ${what} | ${ms(median(oche), 1)} (${ms(p95(oche), 1)}) | ${ms(median(baseline), 1)} (${ms(p95(baseline), 1)}) | ` +
    `${(median(oche) / median(baseline)).toFixed(1)} × |`
  const table = [
    `| what | Oche, ${describe(PRODUCTION_PASSWORD_PARAMETERS)}: median (p95) | before, ${describe(BEFORE)}, same run: median (p95) | ratio of medians |`,
    '| --- | ---: | ---: | ---: |',
    row('one login: wall-clock time of the check', wall(samples.current), wall(samples.before)),
    row('one login: CPU time of the check', cpu(samples.current), cpu(samples.before)),
    row(`${burstSize} logins at once: until the last is checked`, bursts.current, bursts.before),
  ].join('\n')

  const cpuInfo = cpus()
  const [load1] = loadavg()
  const section = [
    '## Password hashing: one login',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpuInfo.length} × ${cpuInfo[0]?.model.trim() ?? 'unknown CPU'} ` +
      `(${cpuInfo.length} cores), Node ${process.version}, 1-minute load average ${load1?.toFixed(1) ?? '?'} when the ` +
      `run ended. \`verifyPassword\` of one stored hash, ${runs} times each, the two parameter sets interleaved; ` +
      `then 3 bursts of ${burstSize} checks at once (libuv's 4 threads, 2 cores). The baseline is the hash Oche ` +
      'stored before; such hashes are made again with the new parameters at their next successful login.',
    '',
    table,
    '',
    'Run it again with `pnpm exec tsx --conditions=@oche/source packages/server/bench/password.bench.ts` ' +
      '(`--runs`, `--burst`, `--no-write`).',
  ].join('\n')
  console.log(`\n${table}\n`)
  if (!process.argv.includes('--no-write')) {
    const file = writeBenchmarkSection('password', section)
    console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
  }
}

await main()
