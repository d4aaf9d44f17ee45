import { describe, expect, it } from 'vitest'
import { checkResultLegs, stageAllowsDraws } from './result-legs'

const knockout = { allowsDraw: false }
const group = { allowsDraw: true }

describe('checkResultLegs', () => {
  it('accepts 3–1 in a first to 3 and names side 0 the winner', () => {
    expect(checkResultLegs({ kind: 'firstTo', legs: 3 }, [3, 1], knockout)).toEqual({ ok: true, value: 0 })
  })

  it('accepts 2–3 in a first to 3 and names side 1 the winner', () => {
    expect(checkResultLegs({ kind: 'firstTo', legs: 3 }, [2, 3], knockout)).toEqual({ ok: true, value: 1 })
  })

  it('refuses 4–1 in a first to 3: nobody plays past the third leg', () => {
    expect(checkResultLegs({ kind: 'firstTo', legs: 3 }, [4, 1], knockout)).toEqual({
      ok: false,
      error: 'result.legsDoNotFitFormat',
    })
  })

  it('refuses 2–1 in a first to 3: the game is not over', () => {
    expect(checkResultLegs({ kind: 'firstTo', legs: 3 }, [2, 1], knockout).ok).toBe(false)
  })

  it('refuses 3–3 in a first to 3', () => {
    expect(checkResultLegs({ kind: 'firstTo', legs: 3 }, [3, 3], group).ok).toBe(false)
  })

  it('stops a best of 5 at three legs won', () => {
    expect(checkResultLegs({ kind: 'bestOf', legs: 5 }, [3, 2], knockout)).toEqual({ ok: true, value: 0 })
    expect(checkResultLegs({ kind: 'bestOf', legs: 5 }, [2, 2], group).ok).toBe(false)
    expect(checkResultLegs({ kind: 'bestOf', legs: 5 }, [4, 0], knockout).ok).toBe(false)
  })

  it('allows a 2–2 draw in a best of 4 group game but not in a knockout', () => {
    expect(checkResultLegs({ kind: 'bestOf', legs: 4 }, [2, 2], group)).toEqual({ ok: true, value: 'draw' })
    expect(checkResultLegs({ kind: 'bestOf', legs: 4 }, [2, 2], knockout)).toEqual({
      ok: false,
      error: 'result.drawNotAllowed',
    })
  })

  it('needs every leg of a play-all game thrown', () => {
    expect(checkResultLegs({ kind: 'playAll', legs: 4 }, [3, 1], group)).toEqual({ ok: true, value: 0 })
    expect(checkResultLegs({ kind: 'playAll', legs: 4 }, [2, 1], group).ok).toBe(false)
  })

  it('counts sets in set play: first to 3 sets ends 3–2, not at legs', () => {
    const sets = { kind: 'sets', sets: 3, legsPerSet: 3 } as const
    expect(checkResultLegs(sets, [3, 2], knockout)).toEqual({ ok: true, value: 0 })
    expect(checkResultLegs(sets, [9, 2], knockout).ok).toBe(false)
  })
})

describe('stageAllowsDraws', () => {
  it('lets group and round-robin games end level, and no knockout game', () => {
    expect(stageAllowsDraws('groups')).toBe(true)
    expect(stageAllowsDraws('roundRobin')).toBe(true)
    expect(stageAllowsDraws('winnersKo')).toBe(false)
    expect(stageAllowsDraws('doubleElimination')).toBe(false)
  })
})
