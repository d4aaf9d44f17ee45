// Everything `npm test` checks, in order of how fast each step fails (the checks that only read the sources beside
// each other). Each step is timed; the last line is the count of tests run, for CI's summary.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { filesToRetry, printsUnhandledErrors } from './vitest-retry.mjs'

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
  // The browser tests (e2e) run against the built packages and hosts, so they come after the builds.
  ['vitest', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json']],
  ['storybook-build', 'pnpm', ['run', '--silent', 'build-storybook']],
]

const env = { ...process.env, FORCE_COLOR: '1' }
const vitestStepArgs = steps.find(([name]) => name === 'vitest')[2]

/**
 * Runs vitest, noting whether it printed errors outside any test. Its output is passed through as it comes, or, with
 * `held`, kept and printed when it ends (a second vitest running beside the first must not interleave its lines).
 */
function runVitest(args, { held = false } = {}) {
  return new Promise((done) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
    let unhandledErrors = false
    let tail = ''
    const kept = []
    const watch = (into) => (chunk) => {
      if (held) kept.push(chunk)
      else into.write(chunk)
      const text = tail + chunk.toString()
      if (printsUnhandledErrors(text)) unhandledErrors = true
      tail = text.slice(-64)
    }
    child.stdout.on('data', watch(process.stdout))
    child.stderr.on('data', watch(process.stderr))
    child.on('close', (status) => done({ status, unhandledErrors, output: Buffer.concat(kept) }))
  })
}

/** `vitest run` of these projects, writing its JSON report to `report` in the reports folder. */
const vitestArgs = (projects, report) => [
  ...vitestStepArgs,
  ...projects.map((project) => `--project=${project}`),
  `--outputFile.json=${join(reports, report)}`,
]

/**
 * One vitest run, and when its only failures are browser test files that never loaded (see
 * scripts/vitest-retry.mjs), those files once more on their own, said so in the log.
 */
async function vitestRun({ label, projects, report, held }) {
  const first = await runVitest(vitestArgs(projects, report), { held })
  if (held) {
    console.log(`\n\x1b[1m▶ ${label}\x1b[0m  (ran beside the other projects; its output, now that it ended)`)
    process.stdout.write(first.output)
  }
  if (first.status === 0 || !existsSync(join(reports, report))) return first.status
  const files = filesToRetry(JSON.parse(readFileSync(join(reports, report), 'utf8')), first)
  if (files.length === 0) return first.status
  const paths = files.map((file) => relative(root, file))
  console.log(
    `\n\x1b[1m▶ ${label} (again)\x1b[0m  ${paths.length} browser test file(s) never loaded (the page could not fetch` +
      ` a module from the Vite server); no test failed. Running them once more:\n  ${paths.join('\n  ')}`,
  )
  const again = await runVitest(vitestArgs(projects, report.replace('.json', '-again.json')).concat(paths))
  return again.status
}

/**
 * The vitest step: the e2e files in a vitest of their own, beside the other projects. They run one at a time against
 * one platform (they share its demo data), and the story pages and unit files leave the cores idle part of the time,
 * so they take no longer side by side than one after the other.
 */
async function vitestStep() {
  const statuses = await Promise.all([
    vitestRun({ label: 'vitest', projects: ['!e2e'], report: 'vitest.json', held: false }),
    vitestRun({ label: 'vitest (e2e)', projects: ['e2e'], report: 'vitest-e2e.json', held: true }),
  ])
  return statuses.find((status) => status !== 0) ?? 0
}

/**
 * Runs one step. Its output is passed through as it comes, or, with `held`, printed whole once it ends, under its
 * heading: steps that run beside each other never interleave their lines.
 */
function runStep([name, command, args], { held }) {
  if (!held) console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`)
  if (name === 'vitest') return vitestStep()
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
// Every vitest report: the run beside the e2e files, the e2e files, and files that only ran the second time.
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  if (!file.endsWith('.json')) continue
  const json = JSON.parse(readFileSync(join(reports, file), 'utf8'))
  passed += json.numPassedTests ?? 0
  failedTests += json.numFailedTests ?? 0
}
if (failed && failedTests === 0) failedTests = 1
console.log(`tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
