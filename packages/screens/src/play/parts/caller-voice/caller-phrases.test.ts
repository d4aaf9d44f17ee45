import { replay, undo, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { callerPhrases } from './caller-phrases'

const config: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['Anna', 'Ben'],
}

function after(events: MatchEvent[]) {
  const replayed = replay(config, events)
  if (!replayed.ok) throw new Error(replayed.error)
  return replayed.value
}

// Every scoring visit here says it had no dart at a double, which is always a possible answer.
const visit = (id: string, total: number): MatchEvent => ({ type: 'visit', id, total, dartsAtDouble: 0 })

describe('callerPhrases', () => {
  it('calls one hundred and eighty', () => {
    expect(callerPhrases(after([]), after([visit('a', 180)]))).toEqual([{ kind: 'score', score: 180 }])
  })

  it('calls no score on a bust, and nothing more while the next player is out of range', () => {
    const before = after([visit('a', 180), visit('b', 100), visit('c', 180), visit('d', 100)]) // Anna on 141
    const bust: MatchEvent = { type: 'bust', id: 'e', dartsAtDouble: 0 }
    expect(callerPhrases(before, after([...before.events, bust]))).toEqual([{ kind: 'noScore' }])
  })

  it('tells the next player what they require when they can check out: "you require 32"', () => {
    const before = after([visit('a', 180), visit('b', 180), visit('c', 180), visit('d', 180)]) // 141 and 141
    const next = after([...before.events, visit('e', 109)]) // Anna on 32
    const later = after([...next.events, visit('f', 100)]) // Ben on 41, Anna to throw on 32
    expect(callerPhrases(next, later)).toEqual([
      { kind: 'score', score: 100 },
      { kind: 'requires', side: 0, remaining: 32 },
    ])
  })

  it('calls game shot and the match on the winning checkout', () => {
    const before = after([visit('a', 180), visit('b', 180), visit('c', 180), visit('d', 180), visit('e', 101)])
    const won = after([...before.events, { type: 'visit', id: 'f', total: 141 }])
    expect(callerPhrases(before, won)).toEqual([{ kind: 'gameShot', scope: 'match', side: 1 }])
  })

  it('says nothing after an undo', () => {
    const before = after([visit('a', 180)])
    const undone = undo(before)
    if (!undone.ok) throw new Error(undone.error)
    expect(callerPhrases(before, undone.value)).toEqual([])
  })
})
