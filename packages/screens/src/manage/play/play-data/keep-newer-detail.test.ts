import type { TournamentDetail } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { isNewerVersion, keepNewerDetail } from './keep-newer-detail'

// Only the version matters here; the rest of the detail is never read.
const detail = (version: number) => ({ tournament: { version } }) as TournamentDetail

describe('keepNewerDetail', () => {
  it('takes the detail that arrives when it is newer or the same', () => {
    const next = detail(5)
    expect(keepNewerDetail(detail(4), next)).toBe(next)
    const same = detail(5)
    expect(keepNewerDetail(detail(5), same)).toBe(same)
  })

  it('keeps the held detail when an older fetch answers late', () => {
    const held = detail(6)
    expect(keepNewerDetail(held, detail(5))).toBe(held)
  })
})

describe('isNewerVersion', () => {
  it('is news only above the version held', () => {
    expect(isNewerVersion(detail(5), 6)).toBe(true)
    expect(isNewerVersion(detail(5), 5)).toBe(false)
    expect(isNewerVersion(detail(5), 3)).toBe(false)
  })

  it('is news when nothing is held yet', () => {
    expect(isNewerVersion(undefined, 1)).toBe(true)
  })
})
