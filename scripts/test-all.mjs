// Everything `npm test` checks, in order of how fast each step fails. Each step
// is timed; the last line is the count of tests run, for CI's summary.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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

const results = []
let failed = false
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name)) continue
  const started = performance.now()
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m  ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } })
  const seconds = (performance.now() - started) / 1000
  const ok = result.status === 0
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
if (failed && failedTests === 0) failedTests = 1
console.log(`tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
