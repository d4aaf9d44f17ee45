import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allDarts } from './dart'
import type { X01MatchConfig } from './match-config'
import type { MatchEvent, VisitEvent } from './match-events'
import { createX01Match, currentLeg, type X01MatchState } from './match-state'
import { applyEvent, applyVisit, replay, undo } from './replay'

const config: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: ['anna', 'ben'],
}

function start(matchConfig: X01MatchConfig = config): X01MatchState {
  const created = createX01Match(matchConfig)
  if (!created.ok) throw new Error(created.error)
  return created.value
}

describe('undo', () => {
  it('takes back the last visit: 501 → 441 after 60, back to 501 with anna to throw', () => {
    const after60 = applyVisit(start(), { type: 'visit', id: 'a', total: 60 })
    if (!after60.ok) throw new Error(after60.error)
    const undone = undo(after60.value)
    expect(undone.ok && currentLeg(undone.value).positions[0]?.remaining).toBe(501)
    expect(undone.ok && currentLeg(undone.value).thrower).toBe(0)
    expect(undone).toEqual({ ok: true, value: start() })
  })

  it('reopens a leg that was just won', () => {
    const events: MatchEvent[] = [
      { type: 'visit', id: '1', total: 180 },
      { type: 'visit', id: '2', total: 0 },
      { type: 'visit', id: '3', total: 180 },
      { type: 'visit', id: '4', total: 0 },
      { type: 'visit', id: '5', total: 141 },
    ]
    const won = replay(config, events)
    if (!won.ok) throw new Error(won.error)
    expect(won.value.legsWon).toEqual([1, 0])
    const undone = undo(won.value)
    expect(undone.ok && undone.value.legsWon).toEqual([0, 0])
    expect(undone.ok && currentLeg(undone.value).positions[0]?.remaining).toBe(141)
  })

  it('says there is nothing to undo in a fresh match', () => {
    expect(undo(start())).toEqual({ ok: false, error: 'undo.nothingToUndo' })
  })

  it('replays an undo event in the log like a call to undo', () => {
    const replayed = replay(config, [
      { type: 'visit', id: '1', total: 100 },
      { type: 'undo', id: '2' },
      { type: 'visit', id: '3', total: 140 },
    ])
    expect(replayed.ok && currentLeg(replayed.value).positions).toEqual([
      { remaining: 361, isOpen: true },
      { remaining: 501, isOpen: true },
    ])
  })
})

describe('event ids', () => {
  it('refuses the same client id twice so a retried request never scores twice', () => {
    const once = applyVisit(start(), { type: 'visit', id: 'same', total: 100 })
    if (!once.ok) throw new Error(once.error)
    expect(applyEvent(once.value, { type: 'visit', id: 'same', total: 100 })).toEqual({
      ok: false,
      error: 'event.duplicateId',
    })
    expect(
      replay(config, [
        { type: 'visit', id: 'same', total: 100 },
        { type: 'visit', id: 'same', total: 100 },
      ]),
    ).toEqual({ ok: false, error: 'event.duplicateId', eventIndex: 1 })
  })

  it('refuses an event without an id', () => {
    expect(applyEvent(start(), { type: 'visit', id: '', total: 100 })).toEqual({ ok: false, error: 'event.invalidId' })
  })

  it('leaves the given state untouched when a visit is applied', () => {
    const before = start()
    const snapshot = structuredClone(before)
    applyVisit(before, { type: 'visit', id: 'a', total: 60 })
    expect(before).toEqual(snapshot)
  })
})

const rulesArbitrary = fc.record({
  startScore: fc.constantFrom(101, 170, 301, 501),
  inRule: fc.constantFrom('straight' as const, 'double' as const, 'master' as const),
  outRule: fc.constantFrom('straight' as const, 'double' as const, 'master' as const),
})

const visitArbitrary: fc.Arbitrary<Omit<VisitEvent, 'id'>> = fc.oneof(
  fc.record({
    type: fc.constant('darts' as const),
    darts: fc.array(fc.constantFrom(...allDarts), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('darts' as const),
    darts: fc.array(fc.constantFrom('T20', 'T19', 'D20', 'D16', 'DB', 'S20', 'S1', 'SB'), {
      minLength: 3,
      maxLength: 3,
    }),
  }),
  fc.record(
    {
      type: fc.constant('visit' as const),
      total: fc.integer({ min: 0, max: 180 }),
      dartsUsed: fc.integer({ min: 1, max: 3 }),
      dartsAtDouble: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: ['type', 'total'] },
  ),
  fc.record(
    { type: fc.constant('bust' as const), dartsAtDouble: fc.integer({ min: 0, max: 3 }) },
    { requiredKeys: ['type'] },
  ),
)

describe('replay properties', () => {
  it('gives the same state as applying the accepted visits one by one', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.array(visitArbitrary, { minLength: 10, maxLength: 80 }), (rules, visits) => {
        const matchConfig = { ...config, ...rules }
        let state = start(matchConfig)
        visits.forEach((visit, index) => {
          const next = applyVisit(state, { ...visit, id: `v${index}` } as VisitEvent)
          if (next.ok) state = next.value
        })
        const replayed = replay(matchConfig, state.events)
        expect(replayed).toEqual({ ok: true, value: state })
      }),
      { numRuns: 150 },
    )
  })

  it('never leaves a negative remaining, nor 1 under double or master out', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.array(visitArbitrary, { minLength: 10, maxLength: 80 }), (rules, visits) => {
        let state = start({ ...config, ...rules })
        visits.forEach((visit, index) => {
          const next = applyVisit(state, { ...visit, id: `v${index}` } as VisitEvent)
          if (!next.ok) return
          state = next.value
          for (const leg of state.legs) {
            for (const { remaining } of leg.positions) {
              expect(remaining).toBeGreaterThanOrEqual(0)
              if (rules.outRule !== 'straight') expect(remaining).not.toBe(1)
            }
          }
        })
      }),
      { numRuns: 150 },
    )
  })

  it('undoes any accepted visit back to the state before it', () => {
    fc.assert(
      fc.property(fc.array(visitArbitrary, { minLength: 5, maxLength: 40 }), (visits) => {
        let state = start()
        visits.forEach((visit, index) => {
          const next = applyVisit(state, { ...visit, id: `v${index}` } as VisitEvent)
          if (!next.ok) return
          expect(undo(next.value)).toEqual({ ok: true, value: state })
          state = next.value
        })
      }),
      { numRuns: 60 },
    )
  })
})

describe('replay of a long match', () => {
  it('replays 10,017 visits (477 legs of 21 visits: ten 45s each, then S11 M D20) in under two seconds', () => {
    const long: X01MatchConfig = { ...config, format: { kind: 'playAll', legs: 500 } }
    const events: MatchEvent[] = []
    while (events.length < 10_000) {
      for (let visit = 0; visit < 21; visit += 1) {
        const isCheckout = visit === 20
        events.push({
          type: 'darts',
          id: `e${events.length}`,
          darts: isCheckout ? ['S11', 'M', 'D20'] : ['S15', 'S15', 'S15'],
        })
      }
    }
    const started = performance.now()
    const replayed = replay(long, events)
    const elapsed = performance.now() - started
    expect(replayed.ok && replayed.value.legs.filter((leg) => leg.winner !== null)).toHaveLength(477)
    expect(replayed.ok && replayed.value.legsWon).toEqual([239, 238])
    expect(elapsed).toBeLessThan(2000)
  })
})
