import { replay, type Dart, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { visitCount, visitNews } from './visit-news'

const config: X01MatchConfig = {
  startScore: 101,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: ['Mia', 'Bram'],
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const sixty = (n: number): MatchEvent => ({ type: 'darts', id: id(n), darts: ['T20', 'M', 'M'] })
const out = (n: number, darts: Dart[]): MatchEvent => ({ type: 'darts', id: id(n), darts })

function stateAfter(events: MatchEvent[], matchConfig = config) {
  const replayed = replay(matchConfig, events)
  if (!replayed.ok) throw new Error(replayed.error)
  return replayed.value
}

describe('visitNews', () => {
  it('says nothing before the first visit', () => {
    expect(visitNews(stateAfter([]))).toBeNull()
  })

  it('tells the score, what is left and who throws next', () => {
    const state = stateAfter([sixty(1)])
    expect(visitNews(state)).toEqual({ kind: 'scored', side: 0, points: 60, remaining: 41, next: 1 })
  })

  it('tells a bust with the score that stands: treble 20 on 41', () => {
    const state = stateAfter([sixty(1), sixty(2), out(3, ['T20'])])
    expect(visitNews(state)).toEqual({ kind: 'bust', side: 0, remaining: 41, next: 1 })
  })

  it('tells a checkout that wins the leg, with the starter of the next leg', () => {
    const state = stateAfter([sixty(1), sixty(2), out(3, ['S1', 'D20'])])
    // Leg 2 has begun without a visit: the news is still Mia's checkout in leg 1, and Bram starts leg 2.
    expect(visitNews(state)).toEqual({ kind: 'legWon', side: 0, points: 41, next: 1 })
  })

  it('tells a checkout that wins the match', () => {
    const state = stateAfter([sixty(1), out(2, ['T20', 'S1', 'D20'])], {
      ...config,
      format: { kind: 'firstTo', legs: 1 },
    })
    expect(visitNews(state)).toEqual({ kind: 'matchWon', side: 1, points: 101 })
  })

  it('tells a checkout that ends a drawn match', () => {
    const state = stateAfter([out(1, ['T20', 'S1', 'D20']), out(2, ['T20', 'S1', 'D20'])], {
      ...config,
      format: { kind: 'playAll', legs: 2 },
    })
    expect(visitNews(state)).toEqual({ kind: 'matchDrawn', side: 1, points: 101 })
  })
})

describe('visitCount', () => {
  it('counts the visits of every leg, and one less after an undo', () => {
    const events = [sixty(1), sixty(2), out(3, ['S1', 'D20']), sixty(4)]
    expect(visitCount(stateAfter(events))).toBe(4)
    expect(visitCount(stateAfter([...events, { type: 'undo', id: id(5) }]))).toBe(3)
  })
})
