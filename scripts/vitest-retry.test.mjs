import { describe, expect, it } from 'vitest'
import { filesToRetry, printsUnhandledErrors } from './vitest-retry.mjs'

const unloaded = (name) => ({
  name,
  status: 'failed',
  message:
    'Failed to import test file /repo/setup-file-with-project-annotations.js\nCaused by: TypeError: Failed to fetch dynamically imported module: http://localhost:23316/setup.js?import',
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
