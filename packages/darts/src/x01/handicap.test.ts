import { describe, expect, it } from 'vitest'
import { legStatistics } from '../stats/leg-statistics'
import { validateConfig, type X01MatchConfig } from './match-config'
import type { MatchEvent } from './match-events'
import { replay } from './replay'

const base: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: ['Strong', 'Weak'],
  handicaps: [0, 60],
}

const visit = (id: string, total: number): MatchEvent => ({ type: 'visit', id, total })

describe('a start-score handicap', () => {
  it('starts the handicapped side every leg that many points lower', () => {
    const state = replay(base, [])
    if (!state.ok) throw new Error(state.error)
    expect(state.value.legs[0]?.positions.map((position) => position.remaining)).toEqual([501, 441])
  })

  it('lets the handicapped side check out from its own start, and starts the next leg again from it', () => {
    // Weak: 180 180 and a 81 checkout from 441; Strong scores 60s in between.
    const events = [
      visit('a', 60),
      visit('b', 180),
      visit('c', 60),
      visit('d', 180),
      visit('e', 60),
      { type: 'darts', id: 'f', darts: ['T19', 'D12'] } as MatchEvent,
    ]
    const state = replay(base, events)
    if (!state.ok) throw new Error(state.error)
    const [first, second] = state.value.legs
    expect(first?.winner).toBe(1)
    expect(second?.positions.map((position) => position.remaining)).toEqual([501, 441])
    // The statistics count the points thrown, not the start: 441 in 8 darts.
    const weak = first ? legStatistics(first, 2, base.inRule, base.outRule)[1] : null
    expect(weak).toMatchObject({ points: 441, darts: 8, isWinner: true })
  })

  it('refuses a handicap per side that is missing, negative, fractional or leaves nothing to finish', () => {
    for (const handicaps of [[0], [0, -1], [0, 2.5], [0, 500]])
      expect(validateConfig({ ...base, handicaps })).toEqual({ ok: false, error: 'config.invalidHandicap' })
    expect(validateConfig({ ...base, outRule: 'straight', handicaps: [0, 500] }).ok).toBe(true)
    expect(validateConfig({ ...base, handicaps: [0, 0] }).ok).toBe(true)
  })
})
