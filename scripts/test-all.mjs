// Everything `npm test` checks, in order of how fast each step fails. Each step
// is timed; the last line is the count of tests run, for CI's summary.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
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
  [
    'vitest',
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
  ],
  ['storybook-build', 'pnpm', ['run', '--silent', 'build-storybook']],
]

const env = { ...process.env, FORCE_COLOR: '1' }

/** Runs vitest with its output passed through, noting whether it printed errors outside any test. */
function runVitest(args) {
  return new Promise((done) => {
    const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
    let unhandledErrors = false
    let tail = ''
    const watch = (into) => (chunk) => {
      into.write(chunk)
      const text = tail + chunk.toString()
      if (printsUnhandledErrors(text)) unhandledErrors = true
      tail = text.slice(-64)
    }
    child.stdout.on('data', watch(process.stdout))
    child.stderr.on('data', watch(process.stderr))
    child.on('close', (status) => done({ status, unhandledErrors }))
  })
}

/**
 * The vitest step: the whole run, and when its only failures are browser test files that never loaded (see
 * scripts/vitest-retry.mjs), those files once more on their own, said so in the log.
 */
async function vitestStep(args) {
  const first = await runVitest(args)
  const report = join(reports, 'vitest.json')
  if (first.status === 0 || !existsSync(report)) return first.status
  const files = filesToRetry(JSON.parse(readFileSync(report, 'utf8')), first)
  if (files.length === 0) return first.status
  const paths = files.map((file) => relative(root, file))
  console.log(
    `\n\x1b[1m▶ vitest (again)\x1b[0m  ${paths.length} browser test file(s) never loaded (the page could not fetch a` +
      ` module from the Vite server); no test failed. Running them once more:\n  ${paths.join('\n  ')}`,
  )
  const again = await runVitest([
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest-again.json')}`,
    ...paths,
  ])
  return again.status
}

const results = []
let failed = false
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name)) continue
  const started = performance.now()
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`)
  const status =
    name === 'vitest' ? await vitestStep(args) : spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status
  const seconds = (performance.now() - started) / 1000
  const ok = status === 0
  results.push({ name, ok, seconds })
  if (!ok) {
    failed = true
    break
  }
}

console.log('\n\x1b[1mSummary\x1b[0m')
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(16)} ${seconds.toFixed(1)} s`)
const total = results.reduce((sum, step) => sum + step.seconds, 0)
console.log(`  total            ${total.toFixed(1)} s`)

let passed = 0
let failedTests = 0
const report = join(reports, 'vitest.json')
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests ?? 0
  failedTests = json.numFailedTests ?? 0
}
// The tests of files that only ran the second time (see `vitestStep`).
const again = join(reports, 'vitest-again.json')
if (existsSync(again)) {
  const json = JSON.parse(readFileSync(again, 'utf8'))
  passed += json.numPassedTests ?? 0
  failedTests += json.numFailedTests ?? 0
}
if (failed && failedTests === 0) failedTests = 1
console.log(`tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
