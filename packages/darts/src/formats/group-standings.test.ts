import { describe, expect, it } from 'vitest'
import type { GameResult } from './game'
import { groupStandings, type StandingsMatch } from './group-standings'

function played(a: string, b: string, legs: [number, number], averages?: [number, number]): StandingsMatch {
  // An average of x over 30 darts is 10·x points.
  const result: GameResult = averages
    ? {
        kind: 'played',
        legs,
        scoring: [
          { points: averages[0] * 10, darts: 30 },
          { points: averages[1] * 10, darts: 30 },
        ],
      }
    : { kind: 'played', legs }
  return { sides: [a, b], result }
}

describe('groupStandings', () => {
  it('orders the three-way tie of darts-rules.md §8 A, B, C, D, each with its reason', () => {
    const matches = [
      played('A', 'B', [3, 1], [60, 55]),
      played('B', 'C', [3, 1], [55, 70]),
      played('C', 'A', [3, 2], [70, 60]),
      played('A', 'D', [3, 2], [60, 50]),
      played('B', 'D', [3, 1], [55, 50]),
      played('C', 'D', [3, 0], [70, 50]),
    ]
    const standings = groupStandings(['D', 'C', 'B', 'A'], matches)
    expect(standings.rows.map((row) => [row.entryId, row.points, row.legsWon, row.legsLost])).toEqual([
      ['A', 4, 8, 6],
      ['B', 4, 7, 5],
      ['C', 4, 7, 5],
      ['D', 0, 3, 9],
    ])
    expect(standings.rows.map((row) => row.aboveNext)).toEqual([
      { criterion: 'legsWon', values: [8, 7] },
      { criterion: 'headToHead', values: [2, 0] },
      { criterion: 'points', values: [4, 0] },
      null,
    ])
    expect(standings.isComplete).toBe(true)
    expect(standings.unresolvedTies).toEqual([])
  })

  it('orders the drawn group of darts-rules.md §8 F, E, G, H, G above H on average', () => {
    const matches = [
      played('E', 'F', [1, 3], [50, 50]),
      played('E', 'G', [3, 1], [50, 52.3]),
      played('E', 'H', [3, 1], [50, 48.75]),
      played('F', 'G', [2, 2], [50, 52.3]),
      played('F', 'H', [2, 2], [50, 48.75]),
      played('G', 'H', [2, 2], [52.3, 48.75]),
    ]
    const standings = groupStandings(['E', 'F', 'G', 'H'], matches)
    expect(standings.rows.map((row) => row.entryId)).toEqual(['F', 'E', 'G', 'H'])
    expect(standings.rows.map((row) => row.aboveNext?.criterion)).toEqual([
      'headToHead',
      'points',
      'average',
      undefined,
    ])
    expect(standings.rows[2]?.aboveNext).toEqual({ criterion: 'average', values: [52.3, 48.75] })
    expect(standings.rows[1]).toMatchObject({ drawn: 0, won: 2, lost: 1, points: 4, legDifference: 2 })
  })

  it('puts legs won before head-to-head when the organiser orders the chain so', () => {
    // Z, X and Y all have 4 points; Z is +5, X and Y are both +1. X beat Y, but Y won 8 legs to X's 6.
    const matches = [
      played('X', 'Y', [3, 2]),
      played('Z', 'X', [3, 0]),
      played('X', 'W', [3, 0]),
      played('Y', 'Z', [3, 2]),
      played('Y', 'W', [3, 2]),
      played('Z', 'W', [3, 0]),
    ]
    const byDefault = groupStandings(['W', 'X', 'Y', 'Z'], matches)
    const legsFirst = groupStandings(['W', 'X', 'Y', 'Z'], matches, {
      tieBreakers: ['points', 'legDifference', 'legsWon', 'headToHead', 'average'],
    })
    expect(byDefault.rows.map((row) => row.entryId)).toEqual(['Z', 'X', 'Y', 'W'])
    expect(byDefault.rows[1]?.aboveNext).toEqual({ criterion: 'headToHead', values: [2, 0] })
    expect(legsFirst.rows.map((row) => row.entryId)).toEqual(['Z', 'Y', 'X', 'W'])
    expect(legsFirst.rows[1]?.aboveNext).toEqual({ criterion: 'legsWon', values: [8, 6] })
  })

  it('leaves a tie that nothing splits for a decider, then uses the decider', () => {
    const matches = [played('P', 'Q', [2, 2])]
    const tied = groupStandings(['P', 'Q'], matches)
    expect(tied.unresolvedTies).toEqual([['P', 'Q']])
    expect(tied.rows[0]?.aboveNext).toEqual({ criterion: 'tied' })
    const decided = groupStandings(['P', 'Q'], matches, { deciders: [{ method: 'bullOff', order: ['Q', 'P'] }] })
    expect(decided.rows.map((row) => row.entryId)).toEqual(['Q', 'P'])
    expect(decided.rows[0]?.aboveNext).toEqual({ criterion: 'decider', method: 'bullOff' })
    expect(decided.unresolvedTies).toEqual([])
  })

  it('skips the average when a tied entry has no darts recorded', () => {
    const matches = [
      played('P', 'Q', [2, 2]),
      {
        sides: ['P', 'R'],
        result: {
          kind: 'played',
          legs: [2, 2],
          scoring: [
            { points: 600, darts: 30 },
            { points: 500, darts: 30 },
          ],
        },
      },
    ] satisfies StandingsMatch[]
    const standings = groupStandings(['P', 'Q', 'R'], matches)
    expect(standings.rows.map((row) => [row.entryId, row.average])).toEqual([
      ['P', 60],
      ['Q', null],
      ['R', 50],
    ])
    expect(standings.unresolvedTies).toEqual([['Q', 'R']])
  })

  it('counts a walkover as a win with no legs and no darts', () => {
    const standings = groupStandings(['A', 'B'], [{ sides: ['A', 'B'], result: { kind: 'walkover', winner: 1 } }])
    expect(standings.rows[0]).toMatchObject({ entryId: 'B', played: 1, won: 1, points: 2, legsWon: 0, average: null })
    expect(standings.rows[1]).toMatchObject({ entryId: 'A', played: 1, lost: 1, points: 0 })
  })

  it('does not count unfinished games and reports the group as not complete (C, unplayed, is 0 legs)', () => {
    const standings = groupStandings(
      ['A', 'B', 'C'],
      [played('A', 'B', [3, 2]), { sides: ['A', 'C'] }, { sides: ['B', 'C'], result: null }],
    )
    expect(standings.isComplete).toBe(false)
    expect(standings.rows.map((row) => [row.entryId, row.played])).toEqual([
      ['A', 1],
      ['C', 0],
      ['B', 1],
    ])
  })

  it('uses the configured points: 3 for a win and 1 for a draw (C above B on leg difference)', () => {
    const standings = groupStandings(['A', 'B', 'C'], [played('A', 'B', [3, 2]), played('B', 'C', [2, 2])], {
      points: { win: 3, draw: 1, loss: 0 },
    })
    expect(standings.rows.map((row) => [row.entryId, row.points])).toEqual([
      ['A', 3],
      ['C', 1],
      ['B', 1],
    ])
  })

  it('takes the winner of a set-play game from the result, not from the legs', () => {
    const matches: StandingsMatch[] = [{ sides: ['A', 'B'], result: { kind: 'played', legs: [7, 8], winner: 0 } }]
    expect(groupStandings(['A', 'B'], matches).rows[0]).toMatchObject({ entryId: 'A', won: 1, legDifference: -1 })
  })
})
