// The vitest step of `npm test` (scripts/test-all.mjs): every project in one run, with two narrow retries (see
// scripts/vitest-retry.mjs) and a bound.
//
// The bound: a watchdog kills the run when vitest prints nothing and finishes no test and no hook for
// OCHE_VITEST_SILENCE_MS (10 minutes unless set). Progress counts as well as output because, printing to a pipe,
// vitest's default reporter writes one line per test file as it ends and nothing while a file runs, and a healthy e2e
// file runs for minutes (single tests are allowed up to 5 minutes, e.g. e2e/competition-site.e2e.test.ts). With the
// tests and hooks counted, the longest quiet stretch of a healthy run is bounded by Vitest's own timeouts: a test
// (5 minutes at most here), a hook (2 minutes), or the e2e platform's start before any test (e2e/platform.ts waits
// 2 minutes for each of its two servers). 10 minutes is twice the longest of them; a run killed by mistake costs
// only the rerun of its unfinished files. What finished is known from scripts/vitest-progress.mjs, a reporter that
// prints nothing and appends one JSON line per event to `<name>.progress.jsonl` in the reports folder.
//
// Killed, the run's whole process tree goes: pnpm and vitest (started in a process group of their own), and every
// process under them found through their parents, whatever their group (Playwright starts Chromium as a group of its
// own, e2e/platform.ts its web host), each stopped (SIGSTOP, so none starts another) before all are SIGKILLed.
// Then, from the progress file:
// - a file that finished failed (or the run printed unhandled errors): the step fails, nothing runs again;
// - otherwise the files that never finished (and any browser file that never loaded) run once more, on their own
//   (`vitest-again.json`), as the retry of files that never loaded does, and under the same watchdog: killed again,
//   the step fails. Killed before vitest said which files it would run: all of them once more. Every file finished
//   and passed, and only vitest never ended: the step passes;
// - `vitest-partial.json` counts the tests of the files that finished (not the ones run again), and vitest wrote no
//   `vitest.json`: test-all's sum of every report in the folder counts each test once. (Should vitest have written
//   its report before it went quiet, it hung after its tests: no partial report, and the step fails.)
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
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

/** Every process on the machine, as `{ pid, ppid }`. */
function processes() {
  if (!existsSync('/proc/self/stat'))
    return parsePs(execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }))
  const found = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      found.push(parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8')))
    } catch {
      // ended while we looked
    }
  }
  return found
}

const signal = (pid, name) => {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

/** Kills a process and every process under it; returns how many there were. */
function killTree(root) {
  const stopped = new Set()
  // Stopped, a process starts no other; the next look finds any it started before it stopped.
  for (let look = 0; look < 20; look++) {
    const fresh = descendants(processes(), root).filter((pid) => !stopped.has(pid))
    if (fresh.length === 0) break
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP')
      stopped.add(pid)
    }
  }
  for (const pid of stopped) signal(pid, 'SIGKILL')
  signal(-root, 'SIGKILL')
  return stopped.size
}

const minutes = (ms) => (ms % 60_000 === 0 ? `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}` : `${ms / 1000} s`)

/**
 * Runs vitest with its output passed through, noting whether it printed errors outside any test, and kills it when
 * it stops moving (`silent` in the result). Its temporary files (the e2e platforms' data folders, Chromium's profiles)
 * go to a folder of its own (`TMPDIR`), removed when it ends: a run the watchdog kills never reaches the teardowns
 * that would have removed them.
 */
export function runVitest(args, { root, env, progress, silenceMs }) {
  return new Promise((done) => {
    rmSync(progress, { force: true })
    const scratch = mkdtempSync(join(tmpdir(), 'oche-vitest-'))
    const child = spawn('pnpm', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, OCHE_VITEST_PROGRESS: progress, TMPDIR: scratch },
      // A group of its own, to be killed as one; the signals of a terminal's Ctrl-C are passed on below.
      detached: true,
    })
    let unhandledErrors = false
    let tail = ''
    let moved = Date.now()
    let size = 0
    let killed = 0
    const watch = (into) => (chunk) => {
      into.write(chunk)
      moved = Date.now()
      const text = tail + chunk.toString()
      if (printsUnhandledErrors(text)) unhandledErrors = true
      tail = text.slice(-64)
    }
    child.stdout.on('data', watch(process.stdout))
    child.stderr.on('data', watch(process.stderr))
    const watchdog = setInterval(
      () => {
        const now = existsSync(progress) ? statSync(progress).size : 0
        if (now !== size) {
          size = now
          moved = Date.now()
        }
        if (Date.now() - moved < silenceMs) return
        clearInterval(watchdog)
        killed = killTree(child.pid)
        // Should a process outside the tree still hold the output open, the run is over all the same.
        setTimeout(() => {
          child.stdout.destroy()
          child.stderr.destroy()
          finish(null)
        }, 5000).unref()
      },
      Math.min(5000, silenceMs / 4),
    )
    const interrupted = (name) => {
      killTree(child.pid)
      rmSync(scratch, { recursive: true, force: true })
      process.exit(name === 'SIGINT' ? 130 : 143)
    }
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
    for (const name of signals) process.on(name, interrupted)
    let finished = false
    function finish(status) {
      if (finished) return
      finished = true
      clearInterval(watchdog)
      for (const name of signals) process.off(name, interrupted)
      rmSync(scratch, { recursive: true, force: true })
      done({ status, unhandledErrors, silent: killed > 0, killed })
    }
    child.on('close', (status) => finish(status))
  })
}

/**
 * The vitest step: every project in one run, and when its only failures are browser test files that never loaded
 * (see scripts/vitest-retry.mjs), those files once more on their own, said so in the log; when it stops moving, what
 * the header says. (The e2e files in a second vitest beside the rest was tried on this 2-core machine: the story
 * pages and unit files already keep both cores busy, so it only made both slower.)
 * @param {{ root: string, reports: string, args: string[], env: NodeJS.ProcessEnv }} options `args`: pnpm's, with
 *   the reporters, the progress one among them
 * @returns {Promise<number | null>} the step's exit status
 */
export async function vitestStep({ root, reports, args, env }) {
  const silenceMs = silenceBound(env)
  const run = (name, files = []) =>
    runVitest([...args, `--outputFile.json=${join(reports, `${name}.json`)}`, ...files], {
      root,
      env,
      progress: join(reports, `${name}.progress.jsonl`),
      silenceMs,
    })

  /**
   * After a run the watchdog killed: what finished, what is to run again (`last`: nothing more runs), logged, and the
   * finished files' counts written beside the other reports.
   */
  const afterKill = (name, result, { last }) => {
    const said = `\n\x1b[1m▶ ${name}: killed\x1b[0m  vitest printed nothing and finished no test for ${minutes(silenceMs)}`
    if (existsSync(join(reports, `${name}.json`))) {
      // Its report counts every test already: no partial one beside it.
      console.log(`${said}, after it wrote its report: it hung after its tests, not in one. The step fails.`)
      return { verdict: 'fail' }
    }
    const progress = join(reports, `${name}.progress.jsonl`)
    const outcome = afterSilence(readProgress(existsSync(progress) ? readFileSync(progress, 'utf8') : ''), result)
    writeFileSync(join(reports, `${name}-partial.json`), `${JSON.stringify(outcome.report, null, 2)}\n`)
    const paths = (files) => files.map((file) => `\n  ${relative(root, file)}`).join('')
    console.log(
      `${said}; its ${result.killed} processes are killed. ` +
        (outcome.verdict === 'rerun-all'
          ? 'It never set out to run any file.'
          : `${outcome.finished} file(s) finished, ${outcome.unfinished.length} never did:${paths(outcome.unfinished)}`),
    )
    if (outcome.verdict === 'fail')
      console.log(
        result.unhandledErrors
          ? 'It printed unhandled errors: nothing runs again. The step fails.'
          : `Finished files failed, so nothing runs again. The step fails:${paths(outcome.failed)}`,
      )
    else if (outcome.verdict === 'pass') console.log('Every file finished and passed: only vitest itself never ended.')
    else if (last) console.log('That was the run once more: the step fails.')
    else if (outcome.verdict === 'rerun-all') console.log('\n\x1b[1m▶ vitest (again)\x1b[0m  every file, once more')
    else
      console.log(
        `\n\x1b[1m▶ vitest (again)\x1b[0m  ${outcome.rerun.length} file(s) once more, on their own:${paths(outcome.rerun)}`,
      )
    return outcome
  }

  const first = await run('vitest')
  let files
  if (first.silent) {
    const outcome = afterKill('vitest', first, { last: false })
    if (outcome.verdict === 'fail') return 1
    if (outcome.verdict === 'pass') return 0
    files = outcome.rerun
  } else {
    const report = join(reports, 'vitest.json')
    if (first.status === 0 || !existsSync(report)) return first.status
    files = filesToRetry(JSON.parse(readFileSync(report, 'utf8')), first)
    if (files.length === 0) return first.status
    const paths = files.map((file) => relative(root, file))
    console.log(
      `\n\x1b[1m▶ vitest (again)\x1b[0m  ${paths.length} browser test file(s) never loaded (the page could not fetch a` +
        ` module from the Vite server); no test failed. Running them once more:\n  ${paths.join('\n  ')}`,
    )
  }
  const again = await run(
    'vitest-again',
    files.map((file) => relative(root, file)),
  )
  if (!again.silent) return again.status
  const outcome = afterKill('vitest-again', again, { last: true })
  return outcome.verdict === 'pass' ? 0 : 1
}
