import { replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { describeLiveMatch } from './describe-live-match'

const names = ['Luke Littler', 'Michael van Gerwen']
const firstToTwo: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: names,
}

function replayed(events: MatchEvent[], config: X01MatchConfig = firstToTwo) {
  const result = replay(config, events)
  if (!result.ok) throw new Error(`${result.error} at ${result.eventIndex}`)
  return result.value
}

// Leg 1: Luke 100 140 180 and T19 D12 (81 in 2 darts), Michael 60 45 85. Leg 2: Michael 100, Luke 140, Michael bust.
const legOneAndAHalf: MatchEvent[] = [
  { type: 'visit', id: '1', total: 100 },
  { type: 'visit', id: '2', total: 60 },
  { type: 'visit', id: '3', total: 140 },
  { type: 'visit', id: '4', total: 45 },
  { type: 'visit', id: '5', total: 180 },
  { type: 'visit', id: '6', total: 85 },
  { type: 'darts', id: '7', darts: ['T19', 'D12'] },
  { type: 'visit', id: '8', total: 100 },
  { type: 'visit', id: '9', total: 140 },
  { type: 'bust', id: '10' },
]

describe('describeLiveMatch', () => {
  it('has not started before the first visit, with 501 each and the first-named side to throw first', () => {
    const live = describeLiveMatch(replayed([]), names)
    expect(live.phase).toBe('notStarted')
    expect(live.sides.map((side) => side.remaining)).toEqual([501, 501])
    expect(live.sides.map((side) => side.average)).toEqual(['–', '–'])
    expect(live.sides[0]).toMatchObject({ name: 'Luke Littler', hasStarted: true, lastVisit: null, dartsInLeg: 0 })
    expect(live.thrower).toBe(0)
  })

  it('shows leg 2 with Luke 1–0 up on 361, Michael still on 401 after his bust, and Luke to throw', () => {
    const live = describeLiveMatch(replayed(legOneAndAHalf), names)
    expect(live.phase).toBe('inPlay')
    expect(live.leg.leg).toBe(2)
    expect(live.thrower).toBe(0)
    const [luke, michael] = live.sides
    expect(luke).toMatchObject({ remaining: 361, legs: 1, sets: null, dartsInLeg: 3, state: 'throwing' })
    expect(luke?.lastVisit?.points).toBe(140)
    expect(michael).toMatchObject({ remaining: 401, legs: 0, dartsInLeg: 6, state: 'waiting', hasStarted: true })
    expect(michael?.lastVisit?.result).toBe('bust')
  })

  it('averages the whole match: Luke 641 points in 14 darts is 137.36', () => {
    const live = describeLiveMatch(replayed(legOneAndAHalf), names)
    expect(live.sides[0]?.average).toBe('137.36')
  })

  it('suggests T20 T11 D14 to the thrower on 121 and nothing to the side waiting', () => {
    const live = describeLiveMatch(
      replayed([
        { type: 'visit', id: '1', total: 140 },
        { type: 'visit', id: '2', total: 100 },
        { type: 'visit', id: '3', total: 140 },
        { type: 'visit', id: '4', total: 100 },
        { type: 'visit', id: '5', total: 100 },
        { type: 'visit', id: '6', total: 100 },
      ]),
      names,
    )
    expect(live.sides.map((side) => side.remaining)).toEqual([121, 201])
    expect(live.sides[0]?.checkout).toEqual(['T20', 'T11', 'D14'])
    expect(live.sides[1]?.checkout).toBeNull()
  })

  it('gives no route on 169, which cannot be finished in three darts', () => {
    const live = describeLiveMatch(
      replayed([
        { type: 'visit', id: '1', total: 140 },
        { type: 'visit', id: '2', total: 100 },
        { type: 'visit', id: '3', total: 140 },
        { type: 'visit', id: '4', total: 100 },
        { type: 'visit', id: '5', total: 52 },
        { type: 'visit', id: '6', total: 100 },
      ]),
      names,
    )
    expect(live.sides[0]?.remaining).toBe(169)
    expect(live.sides[0]?.checkout).toBeNull()
  })

  it('crowns the winner and leaves nobody to throw once the match is over', () => {
    const oneLeg: X01MatchConfig = { ...firstToTwo, format: { kind: 'firstTo', legs: 1 } }
    const live = describeLiveMatch(replayed(legOneAndAHalf.slice(0, 7), oneLeg), names)
    expect(live.phase).toBe('finished')
    expect(live.thrower).toBeNull()
    expect(live.sides.map((side) => side.state)).toEqual(['won', 'waiting'])
    expect(live.sides[0]?.checkout).toBeNull()
    expect(live.statistics.sides[0]?.isWinner).toBe(true)
  })

  it('counts legs inside the current set and sets won in set play', () => {
    const sets: X01MatchConfig = { ...firstToTwo, format: { kind: 'sets', sets: 2, legsPerSet: 2 } }
    const live = describeLiveMatch(replayed(legOneAndAHalf, sets), names)
    expect(live.leg).toMatchObject({ set: 1, leg: 2 })
    expect(live.sides.map((side) => [side.legs, side.sets])).toEqual([
      [1, 0],
      [0, 0],
    ])
  })
})
