// Two narrow retries for `npm test`'s vitest step (scripts/vitest-step.mjs), and what they decide from:
//
// - A browser test file that never loaded because the page could not fetch a module from the Vite server ("Failed to
//   fetch dynamically imported module", seen once in ~600 files on a busy 2-core machine, with the dependency scan
//   complete) ran no test at all, so it is run once more on its own.
// - A run that stopped moving (every file reported but one story file, then nothing for 14 minutes, the e2e files
//   waiting behind it) is killed by the step's watchdog; the files that never finished are run once more, and the
//   ones that did finish count from what scripts/vitest-progress.mjs wrote as each one ended.
//
// Anything else (a failed assertion, a test file that does not compile, an unhandled error) is never retried.

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

/** How long the vitest step may print nothing and finish no test or hook: `OCHE_VITEST_SILENCE_MS`, or 10 minutes. */
export function silenceBound(env) {
  const ms = Number(env.OCHE_VITEST_SILENCE_MS)
  return Number.isFinite(ms) && ms > 0 ? ms : 10 * 60_000
}

/**
 * @typedef {{ project: string, file: string }} Planned a test file the run set out to run, in one project
 * @typedef {Planned & { state: string, passed: number, failed: number, skipped: number, message?: string }} Ended
 *   a test file that finished: its state (`passed`, `failed`, `skipped`), its tests by result, its first error
 */

const key = ({ project, file }) => `${project}\0${file}`

/**
 * The progress file of one vitest run (scripts/vitest-progress.mjs: one JSON line per event): the files the run set
 * out to run (`null` when it never started them) and the ones that ended. A line cut short by the kill is skipped.
 * @param {string} text
 * @returns {{ planned: Planned[] | null, ended: Ended[] }}
 */
export function readProgress(text) {
  /** @type {Planned[] | null} */
  let planned = null
  const ended = new Map()
  for (const line of text.split('\n')) {
    let entry
    try {
      entry = JSON.parse(line)
    } catch {
      continue
    }
    if (entry?.event === 'start') planned = [...(planned ?? []), ...entry.files]
    else if (entry?.event === 'end') ended.set(key(entry), entry)
  }
  return { planned, ended: [...ended.values()] }
}

/**
 * What to make of a vitest run the watchdog killed, from its progress:
 * - `fail` when a file that finished failed (or the run printed unhandled errors): nothing is run again;
 * - `rerun` the files that never finished, and the browser files that finished without loading, once;
 * - `rerun-all` when vitest was killed before it set out to run any file (it never said which);
 * - `pass` when every file finished and passed, and only vitest itself never ended.
 * `report` counts the files that finished and are not run again, as vitest's JSON report would: with the report of
 * the second run beside it, each test counts once.
 * @param {{ planned: Planned[] | null, ended: Ended[] }} progress
 * @param {{ unhandledErrors: boolean }} output
 */
export function afterSilence({ planned, ended }, { unhandledErrors }) {
  const done = new Set(ended.map(key))
  const unfinished = (planned ?? []).filter((file) => !done.has(key(file)))
  const unloaded = ended.filter(
    (file) => file.state === 'failed' && file.failed === 0 && fetchFailure.test(file.message ?? ''),
  )
  const failed = ended.filter((file) => (file.state === 'failed' || file.failed > 0) && !unloaded.includes(file))
  const verdict =
    unhandledErrors || failed.length > 0
      ? 'fail'
      : planned === null
        ? 'rerun-all'
        : unfinished.length + unloaded.length > 0
          ? 'rerun'
          : 'pass'
  const again = verdict === 'rerun' ? [...unfinished, ...unloaded] : []
  const counted = ended.filter((file) => !again.includes(file))
  const sum = (field) => counted.reduce((total, file) => total + file[field], 0)
  return {
    verdict,
    finished: ended.length,
    unfinished: unfinished.map((file) => file.file),
    failed: failed.map((file) => file.file),
    rerun: [...new Set(again.map((file) => file.file))],
    report: {
      numTotalTests: sum('passed') + sum('failed') + sum('skipped'),
      numPassedTests: sum('passed'),
      numFailedTests: sum('failed'),
      numPendingTests: sum('skipped'),
      testResults: counted.map(({ project, file, state, passed, failed, skipped, message }) => ({
        name: file,
        project,
        status: state,
        passed,
        failed,
        skipped,
        message: message ?? '',
      })),
      unfinished: unfinished.map((file) => file.file),
    },
  }
}

/**
 * A process's id and its parent's, from its `/proc/<pid>/stat` line (the name in parentheses may hold spaces and
 * parentheses itself).
 * @param {string} stat
 */
export function parseProcStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { pid: Number.parseInt(stat, 10), ppid: Number(fields[1]) }
}

/** Processes from `ps -A -o pid=,ppid=`, where there is no /proc. */
export function parsePs(text) {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, ppid]) => Number.isInteger(pid) && Number.isInteger(ppid))
    .map(([pid, ppid]) => ({ pid, ppid }))
}

/**
 * A process and every process under it, children before grandchildren, whatever process group each is in: the
 * Chromium that Playwright starts and the web host that e2e/platform.ts starts are each a group of their own.
 * @param {Array<{ pid: number, ppid: number }>} processes
 * @param {number} root
 * @returns {number[]}
 */
export function descendants(processes, root) {
  const children = new Map()
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const tree = [root]
  const seen = new Set(tree)
  for (let i = 0; i < tree.length; i++)
    for (const child of children.get(tree[i]) ?? [])
      if (!seen.has(child)) {
        seen.add(child)
        tree.push(child)
      }
  return tree
}
