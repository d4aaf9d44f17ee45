import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import VitestProgress from './vitest-progress.mjs'
import {
  afterSilence,
  descendants,
  filesToRetry,
  parseProcStat,
  parsePs,
  printsUnhandledErrors,
  readProgress,
  silenceBound,
} from './vitest-retry.mjs'

const fetchMessage =
  'Failed to import test file /repo/setup-file-with-project-annotations.js\nCaused by: TypeError: Failed to fetch dynamically imported module: http://localhost:23316/setup.js?import'

const unloaded = (name) => ({
  name,
  status: 'failed',
  message: fetchMessage,
  assertionResults: [],
})
const passed = (name) => ({ name, status: 'passed', message: '', assertionResults: [{ status: 'passed' }] })

describe('filesToRetry', () => {
  it('retries the browser files that never loaded when nothing else failed', () => {
    const report = { numFailedTests: 0, testResults: [passed('/a.stories.tsx'), unloaded('/b.stories.tsx')] }
    expect(filesToRetry(report, { unhandledErrors: false })).toEqual(['/b.stories.tsx'])
  })

  it('never retries a failed assertion, even beside a file that did not load', () => {
    const report = { numFailedTests: 1, testResults: [unloaded('/b.stories.tsx')] }
    expect(filesToRetry(report, { unhandledErrors: false })).toEqual([])
  })

  it('never retries a file that failed to load for another reason, such as a missing module', () => {
    const missing = { ...unloaded('/c.test.ts'), message: "Cannot find module './missing' imported from /c.test.ts" }
    const report = { numFailedTests: 0, testResults: [unloaded('/b.stories.tsx'), missing] }
    expect(filesToRetry(report, { unhandledErrors: false })).toEqual([])
  })

  it('never retries when the run printed unhandled errors', () => {
    const report = { numFailedTests: 0, testResults: [unloaded('/b.stories.tsx')] }
    expect(filesToRetry(report, { unhandledErrors: true })).toEqual([])
  })

  it('has nothing to retry when no file failed', () => {
    expect(
      filesToRetry({ numFailedTests: 0, testResults: [passed('/a.test.ts')] }, { unhandledErrors: false }),
    ).toEqual([])
  })
})

describe('printsUnhandledErrors', () => {
  it('recognises vitest’s banner for errors outside tests', () => {
    expect(printsUnhandledErrors('⎯⎯ Unhandled Errors ⎯⎯\nVitest caught 1 unhandled error')).toBe(true)
    expect(printsUnhandledErrors(' Test Files  630 passed (630)')).toBe(false)
  })
})

describe('silenceBound', () => {
  it('is 10 minutes unless OCHE_VITEST_SILENCE_MS says otherwise', () => {
    expect(silenceBound({})).toBe(600_000)
    expect(silenceBound({ OCHE_VITEST_SILENCE_MS: '20000' })).toBe(20_000)
    expect(silenceBound({ OCHE_VITEST_SILENCE_MS: 'soon' })).toBe(600_000)
    expect(silenceBound({ OCHE_VITEST_SILENCE_MS: '0' })).toBe(600_000)
  })
})

// What scripts/vitest-progress.mjs writes for a test file, as a fake of Vitest's TestModule.
const testModule = (project, file, state, tests, errors = []) => ({
  project: { name: project },
  moduleId: file,
  state: () => state,
  errors: () => errors,
  children: {
    *allTests(wanted) {
      for (const result of tests) if (wanted === undefined || result === wanted) yield {}
    },
  },
})

/** The progress file of a run, written by the reporter itself. */
function progressOf(modules, { planned = modules } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-progress-'))
  const file = join(dir, 'progress.jsonl')
  const reporter = new VitestProgress({ file })
  if (planned) reporter.onTestRunStart(planned.map((m) => ({ project: m.project, moduleId: m.moduleId })))
  for (const m of modules.filter((m) => m.state() !== 'pending')) reporter.onTestModuleEnd(m)
  const text = readFileSync(file, 'utf8')
  rmSync(dir, { recursive: true })
  return text
}

describe('the progress of a run that stopped moving', () => {
  const a = testModule('unit', '/r/a.test.ts', 'passed', ['passed', 'passed', 'skipped'])
  const b = testModule('storybook', '/r/b.stories.tsx', 'passed', ['passed'])
  const stuck = testModule('storybook', '/r/stuck.stories.tsx', 'pending', ['passed', 'passed'])
  const e2e = testModule('e2e', '/r/e2e/x.e2e.test.ts', 'pending', [])

  it('runs again only the files that never finished, and counts the others', () => {
    const outcome = afterSilence(readProgress(progressOf([a, b, stuck, e2e])), { unhandledErrors: false })
    expect(outcome.verdict).toBe('rerun')
    expect(outcome.finished).toBe(2)
    expect(outcome.rerun).toEqual(['/r/stuck.stories.tsx', '/r/e2e/x.e2e.test.ts'])
    expect(outcome.unfinished).toEqual(['/r/stuck.stories.tsx', '/r/e2e/x.e2e.test.ts'])
    // The tests the stuck file had passed count in its second run only.
    expect(outcome.report).toMatchObject({ numTotalTests: 4, numPassedTests: 3, numFailedTests: 0, numPendingTests: 1 })
    expect(outcome.report.testResults.map((result) => result.name)).toEqual(['/r/a.test.ts', '/r/b.stories.tsx'])
  })

  it('runs nothing again when a finished file failed, and counts its failures', () => {
    const failing = testModule('unit', '/r/f.test.ts', 'failed', ['passed', 'failed'])
    const outcome = afterSilence(readProgress(progressOf([a, failing, stuck])), { unhandledErrors: false })
    expect(outcome).toMatchObject({ verdict: 'fail', failed: ['/r/f.test.ts'], rerun: [] })
    expect(outcome.report).toMatchObject({ numPassedTests: 3, numFailedTests: 1 })
  })

  it('fails a finished file that failed outside its tests (it did not compile)', () => {
    const broken = testModule('unit', '/r/broken.test.ts', 'failed', [], [{ message: 'Cannot find module ./gone' }])
    expect(afterSilence(readProgress(progressOf([a, broken, stuck])), { unhandledErrors: false })).toMatchObject({
      verdict: 'fail',
      failed: ['/r/broken.test.ts'],
    })
  })

  it('runs a browser file that never loaded once more beside the unfinished ones, counted once', () => {
    const unloaded = testModule('storybook', '/r/u.stories.tsx', 'failed', [], [{ message: fetchMessage }])
    const outcome = afterSilence(readProgress(progressOf([a, unloaded, stuck])), { unhandledErrors: false })
    expect(outcome.verdict).toBe('rerun')
    expect(outcome.rerun).toEqual(['/r/stuck.stories.tsx', '/r/u.stories.tsx'])
    expect(outcome.report.testResults.map((result) => result.name)).toEqual(['/r/a.test.ts'])
  })

  it('runs nothing again when the run printed unhandled errors', () => {
    expect(afterSilence(readProgress(progressOf([a, stuck])), { unhandledErrors: true }).verdict).toBe('fail')
  })

  it('runs everything again when vitest never set out to run a file', () => {
    expect(afterSilence(readProgress(''), { unhandledErrors: false })).toMatchObject({
      verdict: 'rerun-all',
      rerun: [],
    })
  })

  it('passes when every file finished and passed and only vitest never ended', () => {
    expect(afterSilence(readProgress(progressOf([a, b])), { unhandledErrors: false })).toMatchObject({
      verdict: 'pass',
      rerun: [],
      report: { numPassedTests: 3 },
    })
  })

  it('tells a file in one project from the same file in another', () => {
    const inUnit = testModule('unit', '/r/both.test.ts', 'passed', ['passed'])
    const inE2e = testModule('e2e', '/r/both.test.ts', 'pending', [])
    expect(afterSilence(readProgress(progressOf([inUnit, inE2e])), { unhandledErrors: false }).rerun).toEqual([
      '/r/both.test.ts',
    ])
  })

  it('skips a line the kill cut short, and the lines that only say the run moved', () => {
    const text = `${progressOf([a, stuck])}{"event":"test","state":"passed"}\n{"event":"end","project":"stor`
    expect(readProgress(text).ended.map((file) => file.file)).toEqual(['/r/a.test.ts'])
  })
})

describe('descendants', () => {
  // 1 ─ 10 (pnpm) ─ 11 (vitest) ─┬ 12 (a worker)
  //                              ├ 20 (chromium, a group of its own) ─ 21 (a renderer)
  //                              └ 30 (the web host, a group of its own)
  //   ─ 99 (another run's vitest, untouched)
  const table = [
    { pid: 1, ppid: 0 },
    { pid: 10, ppid: 1 },
    { pid: 11, ppid: 10 },
    { pid: 12, ppid: 11 },
    { pid: 20, ppid: 11 },
    { pid: 21, ppid: 20 },
    { pid: 30, ppid: 11 },
    { pid: 99, ppid: 1 },
  ]

  it('finds every process under the run, whatever its group, and nothing else', () => {
    expect(descendants(table, 10).sort((x, y) => x - y)).toEqual([10, 11, 12, 20, 21, 30])
  })

  it('is only the process itself when it has no children', () => {
    expect(descendants(table, 99)).toEqual([99])
  })
})

describe('process tables', () => {
  it('reads a /proc stat line whose name holds spaces and parentheses', () => {
    expect(parseProcStat('4242 (node (vitest 1)) S 4241 4242 4242 0 -1 4194560')).toEqual({ pid: 4242, ppid: 4241 })
  })

  it('reads ps output', () => {
    expect(parsePs('    1     0\n  4242  4241\n')).toEqual([
      { pid: 1, ppid: 0 },
      { pid: 4242, ppid: 4241 },
    ])
  })
})
