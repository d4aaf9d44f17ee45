import { describe, expect, it } from 'vitest'
import type { Dart } from './dart'
import type { X01MatchConfig } from './match-config'
import type { VisitEvent } from './match-events'
import { createX01Match, currentLeg, type X01MatchState } from './match-state'
import { applyVisit, replay } from './replay'
import type { InRule, OutRule } from './rules'
import { visitEntryOptions } from './visit-entry-options'

function soloMatch(startScore: number, inRule: InRule = 'straight', outRule: OutRule = 'double'): X01MatchState {
  const config: X01MatchConfig = { startScore, inRule, outRule, format: { kind: 'firstTo', legs: 1 }, sides: ['solo'] }
  const created = createX01Match(config)
  if (!created.ok) throw new Error(created.error)
  return created.value
}

/** A solo player left on `remaining` by replaying per-visit totals that take them there from `start`. */
function soloOn(remaining: number, outRule: OutRule = 'double', start = 501): X01MatchState {
  let state = soloMatch(start, 'straight', outRule)
  let left = start
  let n = 0
  while (left > remaining) {
    const total = Math.min(left - remaining, 140)
    const next = applyVisit(state, { type: 'visit', id: `setup-${n++}`, total, dartsAtDouble: 0 })
    if (!next.ok) throw new Error(next.error)
    state = next.value
    left -= total
  }
  return state
}

function mustApply(state: X01MatchState, visit: VisitEvent): X01MatchState {
  const next = applyVisit(state, visit)
  if (!next.ok) throw new Error(next.error)
  return next.value
}

const darts = (id: string, ...list: Dart[]): VisitEvent => ({ type: 'darts', id, darts: list })

describe('applyVisit with per-visit totals (501 double out)', () => {
  it('plays the worked leg 100, 140, 180, 45, bust, 36 in 2 darts down to 0', () => {
    const events: VisitEvent[] = [
      { type: 'visit', id: 'v1', total: 100 },
      { type: 'visit', id: 'v2', total: 140 },
      { type: 'visit', id: 'v3', total: 180 },
      { type: 'visit', id: 'v4', total: 45, dartsAtDouble: 0 },
      { type: 'bust', id: 'v5', dartsAtDouble: 2 },
      { type: 'visit', id: 'v6', total: 36, dartsUsed: 2, dartsAtDouble: 2 },
    ]
    const result = replay(soloMatch(501).config, events)
    if (!result.ok) throw new Error(result.error)
    const leg = result.value.legs[0]
    expect(leg?.visits.map((v) => v.remainingAfter)).toEqual([401, 261, 81, 36, 36, 0])
    expect(leg?.visits.map((v) => v.result)).toEqual(['scored', 'scored', 'scored', 'scored', 'bust', 'checkout'])
    expect(leg?.visits.map((v) => v.dartsThrown)).toEqual([3, 3, 3, 3, 3, 2])
    expect(result.value.status).toBe('finished')
    expect(result.value.outcome).toEqual({ kind: 'win', winner: 0 })
  })

  it('refuses a visit total of 179 as an impossible score', () => {
    expect(applyVisit(soloMatch(501), { type: 'visit', id: 'a', total: 179 })).toEqual({
      ok: false,
      error: 'visit.impossibleScore',
    })
  })

  it.each([163, 166, 169, 172, 173, 175, 176, 178, 181, -1, 2.5])('refuses a visit total of %s', (total) => {
    expect(applyVisit(soloMatch(501), { type: 'visit', id: 'a', total })).toEqual({
      ok: false,
      error: 'visit.impossibleScore',
    })
  })

  it('records a bust when 60 is entered from 50, and the remaining stays 50', () => {
    const after = mustApply(soloOn(50), { type: 'visit', id: 'x', total: 60, dartsAtDouble: 1 })
    expect(currentLeg(after).visits.at(-1)?.result).toBe('bust')
    expect(currentLeg(after).positions[0]?.remaining).toBe(50)
  })

  it('records a bust when 39 is entered from 40, which would leave 1', () => {
    const after = mustApply(soloOn(40), { type: 'visit', id: 'x', total: 39, dartsAtDouble: 1 })
    expect(currentLeg(after).visits.at(-1)).toMatchObject({ result: 'bust', points: 0, dartsThrown: 3 })
    expect(currentLeg(after).positions[0]?.remaining).toBe(40)
  })

  it('records a bust when a bogey 159 is entered from 159, since it cannot end on a double', () => {
    const after = mustApply(soloOn(159), { type: 'visit', id: 'x', total: 159 })
    expect(currentLeg(after).visits.at(-1)?.result).toBe('bust')
    expect(currentLeg(after).positions[0]?.remaining).toBe(159)
  })

  it('refuses a 99 checkout in 2 darts because 99 needs 3', () => {
    expect(applyVisit(soloOn(99), { type: 'visit', id: 'x', total: 99, dartsUsed: 2, dartsAtDouble: 1 })).toEqual({
      ok: false,
      error: 'visit.impossibleFinish',
    })
  })

  it('accepts a 110 checkout in 2 darts (T20 DB) and refuses it in 1', () => {
    expect(applyVisit(soloOn(110), { type: 'visit', id: 'x', total: 110, dartsUsed: 2 }).ok).toBe(true)
    expect(applyVisit(soloOn(110), { type: 'visit', id: 'x', total: 110, dartsUsed: 1 })).toEqual({
      ok: false,
      error: 'visit.impossibleFinish',
    })
  })

  it('asks for the darts used on a 40 checkout but not on a 170 checkout', () => {
    expect(applyVisit(soloOn(40), { type: 'visit', id: 'x', total: 40 })).toEqual({
      ok: false,
      error: 'visit.dartsUsedRequired',
    })
    const after = mustApply(soloOn(170), { type: 'visit', id: 'x', total: 170 })
    expect(currentLeg(after).visits.at(-1)).toMatchObject({ result: 'checkout', dartsThrown: 3, dartsAtDouble: 1 })
  })

  it('asks for darts at a double after 20 from 60 (0–2) and refuses 3', () => {
    expect(applyVisit(soloOn(60), { type: 'visit', id: 'x', total: 20 })).toEqual({
      ok: false,
      error: 'visit.dartsAtDoubleRequired',
    })
    expect(applyVisit(soloOn(60), { type: 'visit', id: 'x', total: 20, dartsAtDouble: 3 })).toEqual({
      ok: false,
      error: 'visit.dartsAtDoubleOutOfRange',
    })
  })
})

describe('visitEntryOptions', () => {
  it.each([
    [40, 40, 1, { min: 1, max: 3 }, { min: 1, max: 1 }],
    [40, 40, 2, { min: 1, max: 3 }, { min: 1, max: 2 }],
    [40, 40, 3, { min: 1, max: 3 }, { min: 1, max: 3 }],
    [100, 100, 2, { min: 2, max: 3 }, { min: 1, max: 1 }],
    [100, 100, 3, { min: 2, max: 3 }, { min: 1, max: 2 }],
    [170, 170, 3, { min: 3, max: 3 }, { min: 1, max: 1 }],
  ])(
    'on %s checked out with %s in %s darts allows darts used %j and darts at double %j',
    (on, total, used, dartsUsed, atDouble) => {
      const options = visitEntryOptions(soloOn(on), total, used)
      expect(options).toEqual({ ok: true, value: { result: 'checkout', dartsUsed, dartsAtDouble: atDouble } })
    },
  )

  it.each([
    [60, 20, { min: 0, max: 2 }],
    [81, 45, { min: 0, max: 2 }],
    [501, 60, { min: 0, max: 0 }],
    [80, 0, { min: 0, max: 0 }],
    [50, 0, { min: 0, max: 3 }],
  ])('on %s after scoring %s allows darts at double %j', (on, total, atDouble) => {
    expect(visitEntryOptions(soloOn(on), total)).toEqual({
      ok: true,
      value: { result: 'scored', dartsUsed: null, dartsAtDouble: atDouble },
    })
  })

  it.each([
    [36, { min: 0, max: 3 }],
    [3, { min: 0, max: 2 }],
    [171, { min: 0, max: 0 }],
  ])('on %s after a bust allows darts at double %j', (on, atDouble) => {
    expect(visitEntryOptions(soloOn(on), 'bust')).toEqual({
      ok: true,
      value: { result: 'bust', dartsUsed: null, dartsAtDouble: atDouble },
    })
  })
})

describe('applyVisit with darts', () => {
  it('busts on 32 with S16, S8, S8 because 0 is reached on a single; 3 darts, all 3 at a double', () => {
    const after = mustApply(soloOn(32), darts('x', 'S16', 'S8', 'S8'))
    expect(currentLeg(after).visits.at(-1)).toMatchObject({
      result: 'bust',
      points: 0,
      dartsThrown: 3,
      dartsAtDouble: 3,
    })
    expect(currentLeg(after).positions[0]?.remaining).toBe(32)
  })

  it('busts on 2 after one dart, S1, which leaves 1', () => {
    const after = mustApply(soloOn(2), darts('x', 'S1'))
    expect(currentLeg(after).visits.at(-1)).toMatchObject({ result: 'bust', dartsThrown: 1, dartsAtDouble: 1 })
  })

  it('busts on 50 after one dart, T20', () => {
    const after = mustApply(soloOn(50), darts('x', 'T20'))
    expect(currentLeg(after).visits.at(-1)).toMatchObject({ result: 'bust', dartsThrown: 1 })
  })

  it('refuses darts thrown after a bust and a visit of fewer than 3 darts that did not end', () => {
    expect(applyVisit(soloOn(50), darts('x', 'T20', 'S1'))).toEqual({ ok: false, error: 'visit.dartsAfterVisitEnded' })
    expect(applyVisit(soloOn(501), darts('x', 'T20', 'T20'))).toEqual({ ok: false, error: 'visit.incomplete' })
    expect(applyVisit(soloOn(501), darts('x', 'T20', 'T20', 'T20', 'T20'))).toEqual({
      ok: false,
      error: 'visit.tooManyDarts',
    })
    expect(applyVisit(soloOn(501), darts('x', 'T20', 'T21' as Dart, 'T20'))).toEqual({
      ok: false,
      error: 'visit.invalidDart',
    })
  })

  it('finishes on the bullseye as a double: 50 with DB', () => {
    const after = mustApply(soloOn(50), darts('x', 'DB'))
    expect(currentLeg(after)).toMatchObject({ winner: 0 })
  })

  it('finishes master out 3 with T1, and with S1 then D1, but busts on S2 which leaves 1', () => {
    expect(currentLeg(mustApply(soloOn(3, 'master'), darts('x', 'T1'))).winner).toBe(0)
    expect(currentLeg(mustApply(soloOn(3, 'master'), darts('x', 'S1', 'D1'))).winner).toBe(0)
    expect(currentLeg(mustApply(soloOn(3, 'master'), darts('x', 'S2'))).visits.at(-1)?.result).toBe('bust')
  })

  it('busts master out 25 on the outer bull, which is neither a double nor a treble', () => {
    expect(currentLeg(mustApply(soloOn(25, 'master'), darts('x', 'SB'))).visits.at(-1)?.result).toBe('bust')
  })

  it('finishes straight out 1 with S1 and 25 with SB', () => {
    expect(currentLeg(mustApply(soloOn(1, 'straight'), darts('x', 'S1'))).winner).toBe(0)
    expect(currentLeg(mustApply(soloOn(25, 'straight'), darts('x', 'SB'))).winner).toBe(0)
  })
})

describe('applyVisit under double in', () => {
  it('counts from the opening double: T20, S5, D16 scores 32 and leaves 469', () => {
    const after = mustApply(soloMatch(501, 'double'), darts('x', 'T20', 'S5', 'D16'))
    expect(currentLeg(after).visits.at(-1)).toMatchObject({ points: 32, opened: true, remainingAfter: 469 })
    expect(currentLeg(after).positions[0]).toEqual({ remaining: 469, isOpen: true })
  })

  it('scores nothing for S20 S20 S20 before the opening double', () => {
    const after = mustApply(soloMatch(501, 'double'), darts('x', 'S20', 'S20', 'S20'))
    expect(currentLeg(after).positions[0]).toEqual({ remaining: 501, isOpen: false })
  })

  it('voids the opening when the same visit busts: 101 with D20 then T20 is back on 101 and not in', () => {
    const after = mustApply(soloMatch(101, 'double'), darts('x', 'D20', 'T20'))
    expect(currentLeg(after).visits.at(-1)?.result).toBe('bust')
    expect(currentLeg(after).positions[0]).toEqual({ remaining: 101, isOpen: false })
  })

  it('refuses an opening total of 1 and of 159, which no opening visit can count', () => {
    expect(applyVisit(soloMatch(501, 'double'), { type: 'visit', id: 'x', total: 1 }).ok).toBe(false)
    expect(applyVisit(soloMatch(501, 'double'), { type: 'visit', id: 'x', total: 159 }).ok).toBe(false)
    expect(applyVisit(soloMatch(501, 'double'), { type: 'visit', id: 'x', total: 140 }).ok).toBe(true)
  })

  it('opens master in on a treble: T20 T20 T20 scores 180', () => {
    const after = mustApply(soloMatch(501, 'master'), darts('x', 'T20', 'T20', 'T20'))
    expect(currentLeg(after).positions[0]).toEqual({ remaining: 321, isOpen: true })
  })
})
