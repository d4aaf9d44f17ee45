// A Vitest reporter for the watchdog of `npm test`'s vitest step (scripts/vitest-step.mjs): it prints nothing, and
// appends one JSON line per event to the file named by OCHE_VITEST_PROGRESS (nothing without it):
//   {"event":"start","files":[{"project":"unit","file":"/abs/a.test.ts"}, …]}  the files the run sets out to run
//   {"event":"end","project":"unit","file":"/abs/a.test.ts","state":"passed","passed":3,"failed":0,"skipped":0}
//   {"event":"test",…} and {"event":"hook",…}  a test or a hook finished: the run is still moving
// Written as each event happens, so the file holds what finished when vitest is killed without writing its report
// (scripts/vitest-retry.mjs reads it). Used as `--reporter=./scripts/vitest-progress.mjs` beside the others.
import { appendFileSync } from 'node:fs'

/**
 * The line for a test file that ended.
 * @param {import('vitest/node').TestModule} testModule
 */
export function moduleEnd(testModule) {
  const count = (state) => [...testModule.children.allTests(state)].length
  const message = testModule.errors()[0]?.message
  return {
    event: 'end',
    project: testModule.project.name,
    file: testModule.moduleId,
    state: testModule.state(),
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    ...(message ? { message } : {}),
  }
}

export default class VitestProgress {
  /** @param {{ file?: string }} [options] */
  constructor(options) {
    this.file = options?.file ?? process.env.OCHE_VITEST_PROGRESS
  }

  write(entry) {
    if (!this.file) return
    try {
      appendFileSync(this.file, `${JSON.stringify(entry)}\n`)
    } catch {
      // A progress line that cannot be written must not fail the tests; the watchdog then only has the output.
    }
  }

  /** @param {ReadonlyArray<import('vitest/node').TestSpecification>} specifications */
  onTestRunStart(specifications) {
    this.write({
      event: 'start',
      files: specifications.map((specification) => ({
        project: specification.project.name,
        file: specification.moduleId,
      })),
    })
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    this.write(moduleEnd(testModule))
  }

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    this.write({ event: 'test', file: testCase.module.moduleId, state: testCase.result().state })
  }

  /** @param {import('vitest/node').ReportedHookContext} hook */
  onHookEnd(hook) {
    this.write({ event: 'hook', name: hook.name })
  }
}
