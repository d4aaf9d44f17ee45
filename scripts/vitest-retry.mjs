// One narrow retry for `npm test`: a browser test file that never loaded because the page could not fetch a module
// from the Vite server ("Failed to fetch dynamically imported module", seen once in ~600 files on a busy 2-core
// machine, with the dependency scan complete) ran no test at all, so it is run once more on its own. Anything
// else (a failed assertion, a test file that does not compile, an unhandled error) is never retried.

const fetchFailure = /Failed to fetch dynamically imported module/

/**
 * The test files (as in the report) to run again after a failed vitest run, or an empty list when the failure is
 * anything but files that failed to load in the browser.
 * @param {{ numFailedTests?: number, testResults?: Array<{ name: string, status: string, message?: string, assertionResults?: Array<{ status: string }> }> }} report
 * @param {{ unhandledErrors: boolean }} output what the run printed besides the report
 * @returns {string[]}
 */
export function filesToRetry(report, { unhandledErrors }) {
  if (unhandledErrors || (report.numFailedTests ?? 0) > 0) return []
  const failed = (report.testResults ?? []).filter((result) => result.status === 'failed')
  if (failed.length === 0) return []
  const unloaded = failed.filter(
    (result) =>
      fetchFailure.test(result.message ?? '') &&
      (result.assertionResults ?? []).every((assertion) => assertion.status !== 'failed'),
  )
  return unloaded.length === failed.length ? unloaded.map((result) => result.name) : []
}

/** Whether vitest's printed output reports errors outside any test ("Unhandled Errors"). */
export function printsUnhandledErrors(text) {
  return /Unhandled Errors?\b/.test(text)
}
