import { createX01Match, replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { addDart, nextEntryStep, positionAfterDarts, totalPreview } from './visit-entry'

const config: X01MatchConfig = {
  startScore: 101,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['Anna', 'Ben'],
}

function matchAfter(events: MatchEvent[]) {
  const replayed = replay(config, events)
  if (!replayed.ok) throw new Error(replayed.error)
  return replayed.value
}

const fresh = () => {
  const created = createX01Match(config)
  if (!created.ok) throw new Error(created.error)
  return created.value
}

// Anna 60 (41 left; no dart at a double), Ben 45 (56 left): Anna to throw on 41.
const on41 = () =>
  matchAfter([
    { type: 'visit', id: 'v1', total: 60, dartsAtDouble: 0 },
    { type: 'visit', id: 'v2', total: 45 },
  ])

describe('nextEntryStep', () => {
  it('records 45 from 101 at once: no question to ask', () => {
    expect(nextEntryStep(fresh(), { total: 45 }, 'e1')).toEqual({
      kind: 'ready',
      event: { type: 'visit', id: 'e1', total: 45 },
    })
  })

  it('asks for darts at a double after 60 from 101, which may have passed through 50 (T17, then the bull)', () => {
    expect(nextEntryStep(fresh(), { total: 60 }, 'e1')).toEqual({
      kind: 'ask',
      question: 'dartsAtDouble',
      answers: [0, 1, 2],
      result: 'scored',
    })
    expect(nextEntryStep(fresh(), { total: 60, dartsAtDouble: 0 }, 'e1')).toEqual({
      kind: 'ready',
      event: { type: 'visit', id: 'e1', total: 60, dartsAtDouble: 0 },
    })
  })

  it('refuses 179, which no three darts can score', () => {
    expect(nextEntryStep(fresh(), { total: 179 }, 'e1')).toEqual({ kind: 'refused', error: 'visit.impossibleScore' })
  })

  it('asks how many darts a 41 checkout took: 2 or 3', () => {
    expect(nextEntryStep(on41(), { total: 41 }, 'e1')).toEqual({
      kind: 'ask',
      question: 'dartsUsed',
      answers: [2, 3],
      result: 'checkout',
    })
  })

  it('needs no darts-at-double answer for a 41 checkout in 2 darts: only the last was at a double', () => {
    expect(nextEntryStep(on41(), { total: 41, dartsUsed: 2 }, 'e1')).toEqual({
      kind: 'ready',
      event: { type: 'visit', id: 'e1', total: 41, dartsUsed: 2 },
    })
  })

  it('asks for 1 or 2 darts at a double on a 41 checkout in 3 darts', () => {
    expect(nextEntryStep(on41(), { total: 41, dartsUsed: 3 }, 'e1')).toEqual({
      kind: 'ask',
      question: 'dartsAtDouble',
      answers: [1, 2],
      result: 'checkout',
    })
    expect(nextEntryStep(on41(), { total: 41, dartsUsed: 3, dartsAtDouble: 2 }, 'e1')).toEqual({
      kind: 'ready',
      event: { type: 'visit', id: 'e1', total: 41, dartsUsed: 3, dartsAtDouble: 2 },
    })
  })

  it('asks for 0 to 3 darts at a double when the Bust button is pressed on 36', () => {
    const on36 = matchAfter([
      { type: 'visit', id: 'v1', total: 65, dartsAtDouble: 0 },
      { type: 'visit', id: 'v2', total: 45 },
    ])
    expect(nextEntryStep(on36, { total: 'bust' }, 'e1')).toEqual({
      kind: 'ask',
      question: 'dartsAtDouble',
      answers: [0, 1, 2, 3],
      result: 'bust',
    })
    expect(nextEntryStep(on36, { total: 'bust', dartsAtDouble: 1 }, 'e1')).toEqual({
      kind: 'ready',
      event: { type: 'bust', id: 'e1', dartsAtDouble: 1 },
    })
  })
})

describe('totalPreview', () => {
  it('says whether a typed total scores, busts, checks out or is impossible', () => {
    expect(totalPreview(on41(), null)).toBeNull()
    expect(totalPreview(on41(), 20)).toEqual({ kind: 'scored' })
    expect(totalPreview(on41(), 40)).toEqual({ kind: 'bust' })
    expect(totalPreview(on41(), 60)).toEqual({ kind: 'bust' })
    expect(totalPreview(on41(), 41)).toEqual({ kind: 'checkout' })
    expect(totalPreview(on41(), 179)).toEqual({ kind: 'impossible' })
  })
})

describe('addDart', () => {
  it('waits for the third dart of a scoring visit', () => {
    const first = addDart(fresh(), [], 'T20', 'e1')
    expect(first).toEqual({ kind: 'pending', darts: ['T20'] })
    const second = addDart(fresh(), ['T20'], 'S20', 'e1')
    expect(second).toEqual({ kind: 'pending', darts: ['T20', 'S20'] })
    expect(addDart(fresh(), ['T20', 'S20'], 'S1', 'e1')).toEqual({
      kind: 'complete',
      event: { type: 'darts', id: 'e1', darts: ['T20', 'S20', 'S1'] },
    })
  })

  it('ends the visit on the checkout dart: S9 then D16 from 41', () => {
    expect(addDart(on41(), ['S9'], 'D16', 'e1')).toEqual({
      kind: 'complete',
      event: { type: 'darts', id: 'e1', darts: ['S9', 'D16'] },
    })
  })

  it('ends the visit on the dart that busts: S20 then S20 from 41 leaves 1', () => {
    expect(addDart(on41(), ['S20'], 'S20', 'e1')).toEqual({
      kind: 'complete',
      event: { type: 'darts', id: 'e1', darts: ['S20', 'S20'] },
    })
  })
})

describe('positionAfterDarts', () => {
  it('follows the darts of the visit so far: 41 after S9 is 32', () => {
    expect(positionAfterDarts(on41(), ['S9'])).toEqual({ remaining: 32, isOpen: true })
  })
})
