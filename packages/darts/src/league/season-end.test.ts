import { describe, expect, it } from 'vitest'
import { divisionZones, promotionProposal, type PromotionStandingsRow } from './season-end'

/** A final table of these teams, top first, every team with 10 decided matches and no tie left. */
const table = (...teams: string[]): PromotionStandingsRow[] =>
  teams.map((teamId, index): PromotionStandingsRow => ({
    teamId,
    played: 10,
    aboveNext: index < teams.length - 1 ? { criterion: 'points', values: [20 - index, 19 - index] } : null,
  }))

/** Each team's proposed division and reason, in the proposal's order. */
const moves = (rows: ReturnType<typeof promotionProposal>) =>
  rows.map((row) => [row.teamId, row.to, row.reason] as const)

describe('promotionProposal', () => {
  it('sends the top two of each division up and the bottom two down, but not out of the highest or lowest', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second', 'third'],
      standings: {
        first: table('a1', 'a2', 'a3', 'a4', 'a5', 'a6'),
        second: table('b1', 'b2', 'b3', 'b4', 'b5', 'b6'),
        third: table('c1', 'c2', 'c3', 'c4', 'c5', 'c6'),
      },
      up: 2,
      down: 2,
    })
    expect(moves(rows)).toEqual([
      ['a1', 'first', { kind: 'stays', because: 'highestDivision' }],
      ['a2', 'first', { kind: 'stays', because: 'highestDivision' }],
      ['a3', 'first', { kind: 'stays', because: 'midTable' }],
      ['a4', 'first', { kind: 'stays', because: 'midTable' }],
      ['a5', 'second', { kind: 'relegated', nth: 2 }],
      ['a6', 'second', { kind: 'relegated', nth: 1 }],
      ['b1', 'first', { kind: 'promoted', nth: 1 }],
      ['b2', 'first', { kind: 'promoted', nth: 2 }],
      ['b3', 'second', { kind: 'stays', because: 'midTable' }],
      ['b4', 'second', { kind: 'stays', because: 'midTable' }],
      ['b5', 'third', { kind: 'relegated', nth: 2 }],
      ['b6', 'third', { kind: 'relegated', nth: 1 }],
      ['c1', 'second', { kind: 'promoted', nth: 1 }],
      ['c2', 'second', { kind: 'promoted', nth: 2 }],
      ['c3', 'third', { kind: 'stays', because: 'midTable' }],
      ['c4', 'third', { kind: 'stays', because: 'midTable' }],
      ['c5', 'third', { kind: 'stays', because: 'lowestDivision' }],
      ['c6', 'third', { kind: 'stays', because: 'lowestDivision' }],
    ])
    expect(rows[4]).toEqual({
      teamId: 'a5',
      from: 'first',
      position: 5,
      to: 'second',
      reason: { kind: 'relegated', nth: 2 },
      isTiedAtCut: false,
    })
  })

  it('takes the numbers up and down from the season: one up, three down', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second'],
      standings: { first: table('a1', 'a2', 'a3', 'a4', 'a5'), second: table('b1', 'b2', 'b3', 'b4', 'b5') },
      up: 1,
      down: 3,
    })
    expect(rows.filter((row) => row.to !== row.from).map((row) => row.teamId)).toEqual(['a3', 'a4', 'a5', 'b1'])
  })

  it('moves nobody when both numbers are 0', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second'],
      standings: { first: table('a1', 'a2'), second: table('b1', 'b2') },
      up: 0,
      down: 0,
    })
    expect(rows.every((row) => row.to === row.from && row.reason.kind === 'stays')).toBe(true)
  })

  it('promotes first and relegates what is left when a division has fewer teams than up and down together', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second', 'third'],
      standings: { first: table('a1', 'a2', 'a3'), second: table('b1', 'b2', 'b3'), third: table('c1') },
      up: 2,
      down: 2,
    })
    expect(moves(rows)).toEqual([
      // The highest division relegates two of its three: it promotes nobody.
      ['a1', 'first', { kind: 'stays', because: 'highestDivision' }],
      ['a2', 'second', { kind: 'relegated', nth: 2 }],
      ['a3', 'second', { kind: 'relegated', nth: 1 }],
      ['b1', 'first', { kind: 'promoted', nth: 1 }],
      ['b2', 'first', { kind: 'promoted', nth: 2 }],
      ['b3', 'third', { kind: 'relegated', nth: 1 }],
      ['c1', 'second', { kind: 'promoted', nth: 1 }],
    ])
  })

  it('moves nobody in a league of one division, and says why the top and the bottom stay', () => {
    const rows = promotionProposal({
      divisions: ['only'],
      standings: { only: table('a1', 'a2', 'a3', 'a4', 'a5') },
      up: 2,
      down: 2,
    })
    expect(moves(rows)).toEqual([
      ['a1', 'only', { kind: 'stays', because: 'highestDivision' }],
      ['a2', 'only', { kind: 'stays', because: 'highestDivision' }],
      ['a3', 'only', { kind: 'stays', because: 'midTable' }],
      ['a4', 'only', { kind: 'stays', because: 'lowestDivision' }],
      ['a5', 'only', { kind: 'stays', because: 'lowestDivision' }],
    ])
  })

  it('relegates into an empty division and proposes nothing for its missing teams', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second', 'third'],
      standings: { first: table('a1', 'a2', 'a3', 'a4'), second: [], third: table('c1', 'c2', 'c3', 'c4') },
      up: 1,
      down: 1,
    })
    expect(moves(rows)).toEqual([
      ['a1', 'first', { kind: 'stays', because: 'highestDivision' }],
      ['a2', 'first', { kind: 'stays', because: 'midTable' }],
      ['a3', 'first', { kind: 'stays', because: 'midTable' }],
      ['a4', 'second', { kind: 'relegated', nth: 1 }],
      ['c1', 'second', { kind: 'promoted', nth: 1 }],
      ['c2', 'third', { kind: 'stays', because: 'midTable' }],
      ['c3', 'third', { kind: 'stays', because: 'midTable' }],
      ['c4', 'third', { kind: 'stays', because: 'lowestDivision' }],
    ])
  })

  it('moves nobody of a division where no match was decided', () => {
    const unplayed = table('b1', 'b2', 'b3').map((row) => ({ ...row, played: 0, aboveNext: null }))
    const rows = promotionProposal({
      divisions: ['first', 'second'],
      standings: { first: table('a1', 'a2', 'a3'), second: unplayed },
      up: 1,
      down: 1,
    })
    expect(moves(rows)).toEqual([
      ['a1', 'first', { kind: 'stays', because: 'highestDivision' }],
      ['a2', 'first', { kind: 'stays', because: 'midTable' }],
      ['a3', 'second', { kind: 'relegated', nth: 1 }],
      ['b1', 'second', { kind: 'stays', because: 'noResults' }],
      ['b2', 'second', { kind: 'stays', because: 'noResults' }],
      ['b3', 'second', { kind: 'stays', because: 'noResults' }],
    ])
  })

  it('flags a run of teams left level by the tie-break chain when the line runs through it', () => {
    // b2, b3 and b4 are level on everything; two go up, so b2 goes up and b3 and b4 stay only by the table's order.
    const second = table('b1', 'b2', 'b3', 'b4', 'b5', 'b6')
    second[1] = { ...second[1]!, aboveNext: { criterion: 'tied' } }
    second[2] = { ...second[2]!, aboveNext: { criterion: 'tied' } }
    // b5 and b6 are level too, but both go down: no line runs through them.
    second[4] = { ...second[4]!, aboveNext: { criterion: 'tied' } }
    const rows = promotionProposal({
      divisions: ['first', 'second', 'third'],
      standings: { first: table('a1', 'a2'), second, third: table('c1', 'c2') },
      up: 2,
      down: 2,
    })
    const flagged = rows.filter((row) => row.isTiedAtCut).map((row) => row.teamId)
    expect(flagged).toEqual(['b2', 'b3', 'b4'])
  })

  it('places new teams in the lowest division, after the tables', () => {
    const rows = promotionProposal({
      divisions: ['first', 'second'],
      standings: { first: table('a1', 'a2'), second: table('b1', 'b2') },
      newTeams: ['newcomers'],
      up: 1,
      down: 1,
    })
    expect(rows.at(-1)).toEqual({
      teamId: 'newcomers',
      from: null,
      position: null,
      to: 'second',
      reason: { kind: 'new' },
      isTiedAtCut: false,
    })
  })

  it('has nowhere to place new teams in a season without divisions', () => {
    expect(promotionProposal({ divisions: [], standings: {}, newTeams: ['newcomers'], up: 2, down: 2 })).toEqual([
      { teamId: 'newcomers', from: null, position: null, to: null, reason: { kind: 'new' }, isTiedAtCut: false },
    ])
  })
})

describe('divisionZones', () => {
  const divisions = ['first', 'second', 'third']
  const of = (division: string, teams: number, up = 2, down = 2) =>
    divisionZones({ divisions, division, teams, up, down })

  it('relegates only from the highest division, promotes only from the lowest, and both in between', () => {
    expect(of('first', 8)).toEqual({ up: 0, down: 2 })
    expect(of('second', 8)).toEqual({ up: 2, down: 2 })
    expect(of('third', 8)).toEqual({ up: 2, down: 0 })
  })

  it('moves nobody from the only division, nor from a division the season does not list', () => {
    expect(divisionZones({ divisions: ['only'], division: 'only', teams: 8, up: 2, down: 2 })).toEqual({
      up: 0,
      down: 0,
    })
    expect(of('cup', 8)).toEqual({ up: 0, down: 0 })
  })

  it('promotes first when the division has fewer teams than both zones, so no team is in both', () => {
    expect(of('second', 3)).toEqual({ up: 2, down: 1 })
    expect(of('second', 1)).toEqual({ up: 1, down: 0 })
    expect(of('second', 0)).toEqual({ up: 0, down: 0 })
  })

  it('gives the same zones the proposal moves teams by', () => {
    const rows = promotionProposal({
      divisions,
      standings: { second: table('b1', 'b2', 'b3') },
      up: 2,
      down: 2,
    })
    const promoted = rows.filter((row) => row.reason.kind === 'promoted').length
    const relegated = rows.filter((row) => row.reason.kind === 'relegated').length
    expect({ up: promoted, down: relegated }).toEqual(of('second', 3))
  })
})
