import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runVitest } from './vitest-step.mjs'

const root = resolve(import.meta.dirname, '..')
let out

afterEach(() => rmSync(out, { recursive: true, force: true }))

/** A stand-in for vitest: notes the temporary folder it was given and leaves a data folder in it, as e2e files do. */
function leavesAFolder(seen, { hangs }) {
  const code = [
    "const fs = require('node:fs'), os = require('node:os')",
    "fs.mkdirSync(os.tmpdir() + '/oche-e2e-left/db', { recursive: true })",
    `fs.writeFileSync(${JSON.stringify(seen)}, os.tmpdir())`,
    // Said once it is written, so that the silence is counted from then: a kill cannot come before the folder.
    hangs ? "console.log('written'); setInterval(() => {}, 1000)" : '',
  ].join(';')
  return ['exec', 'node', '-e', code]
}

describe('runVitest', () => {
  it('gives vitest a temporary folder of its own and removes it when vitest ends', async () => {
    out = mkdtempSync(join(tmpdir(), 'oche-step-test-'))
    const seen = join(out, 'tmpdir.txt')
    const result = await runVitest(leavesAFolder(seen, { hangs: false }), {
      root,
      env: process.env,
      progress: join(out, 'progress.jsonl'),
      silenceMs: 60_000,
    })
    expect(result).toMatchObject({ status: 0, silent: false })
    const given = readFileSync(seen, 'utf8')
    expect(given).toContain('oche-vitest-')
    expect(existsSync(given)).toBe(false)
  })

  it('removes that folder when the watchdog kills a run that stopped moving', async () => {
    out = mkdtempSync(join(tmpdir(), 'oche-step-test-'))
    const seen = join(out, 'tmpdir.txt')
    const result = await runVitest(leavesAFolder(seen, { hangs: true }), {
      root,
      env: process.env,
      progress: join(out, 'progress.jsonl'),
      // Long enough for pnpm and node to start on a busy machine (the silence counts from the start too).
      silenceMs: 8_000,
    })
    expect(result.silent).toBe(true)
    const given = readFileSync(seen, 'utf8')
    expect(given).toContain('oche-vitest-')
    expect(existsSync(join(given, 'oche-e2e-left'))).toBe(false)
    expect(existsSync(given)).toBe(false)
  }, 60_000)
})
