import { describe, expect, it } from 'vitest'
import type { MatchFormat } from './match-config'
import type { MatchEvent } from './match-events'
import { createX01Match, type X01MatchState } from './match-state'
import { resultScore } from './match-progress'
import { replay } from './replay'

function playLegs(format: MatchFormat, sides: string[], winners: readonly number[], bullOff?: number): X01MatchState {
  const config = { startScore: 301, inRule: 'straight' as const, outRule: 'double' as const, format, sides }
  const events: MatchEvent[] = bullOff === undefined ? [] : [{ type: 'bullOff', id: 'bull', winner: bullOff }]
  let state = replay(config, events)
  let n = 0
  for (const winner of winners) {
    // Every side misses until the winner's turn; the winner then throws 180 and checks out 121 (T20 T11 D14).
    const legNumber = state.ok ? state.value.legs.length : 0
    while (state.ok && state.value.status === 'inProgress' && state.value.legs.length === legNumber) {
      const leg = state.value.legs.at(-1)
      if (!leg) break
      const remaining = leg.positions[leg.thrower]?.remaining
      const event: MatchEvent =
        leg.thrower !== winner
          ? { type: 'darts', id: `e${n++}`, darts: ['M', 'M', 'M'] }
          : remaining === 301
            ? { type: 'darts', id: `e${n++}`, darts: ['T20', 'T20', 'T20'] }
            : { type: 'darts', id: `e${n++}`, darts: ['T20', 'T11', 'D14'] }
      events.push(event)
      state = replay(config, events)
    }
  }
  if (!state.ok) throw new Error(state.error)
  return state.value
}

describe('throw order', () => {
  it('alternates the first throw leg by leg in legs play: A B A B', () => {
    const state = playLegs({ kind: 'firstTo', legs: 3 }, ['A', 'B'], [0, 1, 0, 1])
    expect(state.legs.map((leg) => leg.starter)).toEqual([0, 1, 0, 1, 0])
  })

  it('starts set 1 A B A B A and set 2 B A B A B in first to 3 sets of first to 3 legs', () => {
    const state = playLegs({ kind: 'sets', sets: 3, legsPerSet: 3 }, ['A', 'B'], [0, 1, 0, 1, 1, 0, 1, 0, 1, 0])
    const set1 = state.legs.filter((leg) => leg.set === 1).map((leg) => leg.starter)
    const set2 = state.legs.filter((leg) => leg.set === 2).map((leg) => leg.starter)
    expect(set1).toEqual([0, 1, 0, 1, 0])
    expect(set2).toEqual([1, 0, 1, 0, 1])
    expect(state.legs.at(-1)).toMatchObject({ set: 3, leg: 1, starter: 0 })
  })

  it('lets the bull-off winner B throw first in leg 1 and A in leg 2', () => {
    const state = playLegs({ kind: 'firstTo', legs: 2 }, ['A', 'B'], [1], 1)
    expect(state.firstThrower).toBe(1)
    expect(state.legs.map((leg) => leg.starter)).toEqual([1, 0])
  })

  it('passes the first throw around four sides: 0, 1, 2, 3, 0', () => {
    const state = playLegs({ kind: 'firstTo', legs: 5 }, ['A', 'B', 'C', 'D'], [0, 1, 2, 3])
    expect(state.legs.map((leg) => leg.starter)).toEqual([0, 1, 2, 3, 0])
  })

  it('refuses a bull-off after the first visit and one naming a side that does not exist', () => {
    const config = {
      startScore: 501,
      inRule: 'straight' as const,
      outRule: 'double' as const,
      format: { kind: 'firstTo' as const, legs: 1 },
      sides: ['A', 'B'],
    }
    expect(
      replay(config, [
        { type: 'visit', id: '1', total: 60 },
        { type: 'bullOff', id: '2', winner: 1 },
      ]),
    ).toMatchObject({
      ok: false,
      error: 'bullOff.afterFirstVisit',
      eventIndex: 1,
    })
    expect(replay(config, [{ type: 'bullOff', id: '1', winner: 2 }])).toMatchObject({
      ok: false,
      error: 'bullOff.unknownSide',
    })
  })
})

describe('match formats', () => {
  it('ends first to 3 legs at 3–1', () => {
    const state = playLegs({ kind: 'firstTo', legs: 3 }, ['A', 'B'], [0, 1, 0, 0])
    expect(state.outcome).toEqual({ kind: 'win', winner: 0 })
    expect(state.legsWon).toEqual([3, 1])
  })

  it('ends best of 5 legs as soon as B has 3', () => {
    const state = playLegs({ kind: 'bestOf', legs: 5 }, ['A', 'B'], [1, 1, 1])
    expect(state.outcome).toEqual({ kind: 'win', winner: 1 })
    expect(state.legs).toHaveLength(3)
  })

  it('draws best of 4 legs at 2–2', () => {
    const state = playLegs({ kind: 'bestOf', legs: 4 }, ['A', 'B'], [0, 1, 0, 1])
    expect(state.status).toBe('finished')
    expect(state.outcome).toEqual({ kind: 'draw' })
  })

  it('plays all 4 legs of playAll 4 even after 3–0, and A wins 3–1', () => {
    const state = playLegs({ kind: 'playAll', legs: 4 }, ['A', 'B'], [0, 0, 0, 1])
    expect(state.legs).toHaveLength(4)
    expect(state.outcome).toEqual({ kind: 'win', winner: 0 })
  })

  it('counts sets: first to 2 sets of first to 2 legs ends 2–1 in sets', () => {
    const state = playLegs({ kind: 'sets', sets: 2, legsPerSet: 2 }, ['A', 'B'], [0, 0, 1, 1, 0, 0])
    expect(state.setsWon).toEqual([2, 1])
    expect(state.legsWon).toEqual([4, 2])
    expect(state.outcome).toEqual({ kind: 'win', winner: 0 })
  })

  it('refuses visits once the match is over', () => {
    const state = playLegs({ kind: 'firstTo', legs: 1 }, ['A'], [0])
    expect(replay(state.config, [...state.events, { type: 'visit', id: 'late', total: 60 }])).toMatchObject({
      ok: false,
      error: 'match.finished',
    })
  })
})

describe('createX01Match', () => {
  const base = {
    startScore: 501,
    inRule: 'straight',
    outRule: 'double',
    format: { kind: 'firstTo', legs: 3 },
    sides: ['A', 'B'],
  } as const

  it.each([
    [{ ...base, startScore: 100 }, 'config.startScoreOutOfRange'],
    [{ ...base, startScore: 1002 }, 'config.startScoreOutOfRange'],
    [{ ...base, sides: [] }, 'config.sideCount'],
    [{ ...base, sides: ['A', 'B', 'C', 'D', 'E'] }, 'config.sideCount'],
    [{ ...base, sides: ['A', 'A'] }, 'config.duplicateSide'],
    [{ ...base, format: { kind: 'firstTo', legs: 0 } }, 'config.invalidFormat'],
  ] as const)('refuses an invalid config (%#) with %s', (config, error) => {
    expect(createX01Match(config)).toEqual({ ok: false, error })
  })

  it('starts every side on the start score with A to throw', () => {
    const created = createX01Match({ ...base, startScore: 701 })
    expect(created.ok && created.value.legs[0]?.positions.map((p) => p.remaining)).toEqual([701, 701])
    expect(created.ok && created.value.legs[0]?.thrower).toBe(0)
  })
})

describe('resultScore', () => {
  it("puts the winner's score first when the second side wins", () => {
    const state = playLegs({ kind: 'firstTo', legs: 2 }, ['Ann', 'Tess'], [0, 1, 1])
    expect(state.outcome).toEqual({ kind: 'win', winner: 1 })
    expect(resultScore(state)).toEqual([2, 1])
  })

  it('counts sets in set play, in side order while the match goes on', () => {
    const finished = playLegs({ kind: 'sets', sets: 1, legsPerSet: 1 }, ['Ann', 'Tess'], [1])
    expect(resultScore(finished)).toEqual([1, 0])
    const going = playLegs({ kind: 'firstTo', legs: 3 }, ['Ann', 'Tess'], [1])
    expect(resultScore(going)).toEqual([0, 1])
  })
})
