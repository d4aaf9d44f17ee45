// Everything `npm test` checks, in order of how fast each step fails (the checks that only read the sources beside
// each other). Each step is timed; the last line is the count of tests run, for CI's summary.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vitestStep } from './vitest-step.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const reports = join(root, 'node_modules/.cache/oche-test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const only = process.argv.slice(2)
const steps = [
  ['typecheck', 'pnpm', ['run', '--silent', 'typecheck']],
  ['lint', 'pnpm', ['run', '--silent', 'lint']],
  ['format', 'pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']],
  ['messages', 'node', ['scripts/i18n-extract.mjs', '--check']],
  ['packages', 'node', ['scripts/check-packages.mjs']],
  ['hosts', 'pnpm', ['run', '--silent', 'build:hosts']],
  // The browser tests (e2e) run against the built packages and hosts, so they come after the builds. The vitest step
  // retries narrowly and has a bound: scripts/vitest-step.mjs (its progress reporter prints nothing).
  [
    'vitest',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-progress.mjs'],
  ],
  ['storybook-build', 'pnpm', ['run', '--silent', 'build-storybook']],
]

const env = { ...process.env, FORCE_COLOR: '1' }

/**
 * Runs one step. Its output is passed through as it comes, or, with `held`, printed whole once it ends, under its
 * heading: steps that run beside each other never interleave their lines.
 */
function runStep([name, command, args], { held }) {
  if (!held) console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`)
  if (name === 'vitest') return vitestStep({ root, reports, args, env })
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
      env,
    })
    const kept = []
    child.stdout?.on('data', (chunk) => kept.push(chunk))
    child.stderr?.on('data', (chunk) => kept.push(chunk))
    child.on('close', (status) => {
      if (held) {
        console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`)
        process.stdout.write(Buffer.concat(kept))
      }
      done(status)
    })
  })
}

// The checks that only read the sources run beside each other (a type-check and a lint each keep one core busy);
// the builds come after them, the tests after the builds.
const besideEachOther = new Set(['typecheck', 'lint', 'format', 'messages'])
const stages = []
for (const step of steps) {
  if (only.length && !only.includes(step[0])) continue
  const last = stages.at(-1)
  if (last && besideEachOther.has(step[0]) && besideEachOther.has(last[0][0])) last.push(step)
  else stages.push([step])
}

const results = []
let failed = false
let total = 0
for (const stage of stages) {
  const stageStarted = performance.now()
  const statuses = await Promise.all(
    stage.map(async (step) => {
      const started = performance.now()
      const status = await runStep(step, { held: stage.length > 1 })
      return { name: step[0], ok: status === 0, seconds: (performance.now() - started) / 1000 }
    }),
  )
  total += (performance.now() - stageStarted) / 1000
  results.push(...statuses)
  if (statuses.some((step) => !step.ok)) {
    failed = true
    break
  }
}

console.log('\n\x1b[1mSummary\x1b[0m')
for (const { name, ok, seconds } of results)
  console.log(
    `  ${ok ? '✓' : '✗'} ${name.padEnd(16)} ${seconds.toFixed(1)} s${besideEachOther.has(name) ? ' (beside the other checks)' : ''}`,
  )
// Wall-clock: the checks that ran beside each other count once, as long as the longest of them.
console.log(`  total            ${total.toFixed(1)} s`)

let passed = 0
let failedTests = 0
// Every vitest report: the run (or, when it was killed, the files that finished: `-partial`), and the files that only
// ran the second time. The progress files (`.jsonl`) are not reports.
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  if (!file.endsWith('.json')) continue
  const json = JSON.parse(readFileSync(join(reports, file), 'utf8'))
  passed += json.numPassedTests ?? 0
  failedTests += json.numFailedTests ?? 0
}
if (failed && failedTests === 0) failedTests = 1
console.log(`tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
