import { describe, expect, it } from 'vitest'
import { type CupGroupMatch, cupGroupFixtures, cupGroupStandings } from './cup-group-stage'
import type { Fixtures, FixtureVenue } from './fixtures'
import { legs, twoSinglesCup } from './cup-test-template'

/** Two singles, and a third single at 1–1. */
const template = twoSinglesCup
const won = (home: string, away: string): CupGroupMatch => ({ home, away, outcomes: [legs(2, 0), legs(2, 1)] })
const wonByDecider = (home: string, away: string): CupGroupMatch => ({
  home,
  away,
  outcomes: [legs(2, 0), legs(0, 2), legs(2, 1)],
})

/** `count` Mondays from 7 September 2026, one a week. */
const mondays = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10))
const hall: FixtureVenue = { id: 'hall', boards: 40, nights: ['monday'] }
const teamsAt = (ids: readonly string[]) => ids.map((id) => ({ id, venueId: 'hall' }))

describe('cupGroupFixtures', () => {
  it('plays every pair of a group of 3 and of a group of 4 once, in three weeks', () => {
    const outcome = cupGroupFixtures({
      mode: 'fixedNight',
      weeks: mondays(3),
      venues: [hall],
      groups: [
        { id: 'A', teams: teamsAt(['a1', 'a2', 'a3']) },
        { id: 'B', teams: teamsAt(['b1', 'b2', 'b3', 'b4']) },
      ],
    })
    if (!outcome.ok) throw new Error(outcome.error)
    const fixtures: Fixtures = outcome.value
    const pairs = (group: string) =>
      fixtures.matches
        .filter((match) => match.divisionId === group)
        .map((match) => [match.homeTeamId, match.awayTeamId].sort().join('–'))
        .sort()
    expect(pairs('A')).toEqual(['a1–a2', 'a1–a3', 'a2–a3'])
    expect(pairs('B')).toEqual(['b1–b2', 'b1–b3', 'b1–b4', 'b2–b3', 'b2–b4', 'b3–b4'])
    expect(fixtures.byes.map((bye) => `${bye.divisionId}${bye.round}`)).toEqual(['A1', 'A2', 'A3'])
    expect(fixtures.byes.map((bye) => bye.teamId).sort()).toEqual(['a1', 'a2', 'a3'])
    expect(fixtures.matches.map((match) => match.weekIndex)).toEqual([0, 1, 2, 0, 0, 1, 1, 2, 2])
  })

  it('refuses a cup week plan too short for the groups, as the league generator does', () => {
    const outcome = cupGroupFixtures({
      mode: 'fixedNight',
      weeks: mondays(2),
      venues: [hall],
      groups: [{ id: 'A', teams: teamsAt(['a1', 'a2', 'a3', 'a4']) }],
    })
    expect(outcome).toEqual({ ok: false, error: 'fixtures.tooFewWeeks', divisionId: 'A', rounds: 3, weeks: 2 })
  })
})

describe('cupGroupStandings', () => {
  const groupOfFour = ['t1', 't4', 't5', 't8']
  // t5 beats everyone (away at t4), t1 beats t8 and t4, t8 beats t4 by the deciding game.
  const matches = [
    won('t5', 't1'),
    won('t5', 't8'),
    { home: 't4', away: 't5', outcomes: [legs(0, 2), legs(1, 2)] },
    won('t1', 't8'),
    won('t1', 't4'),
    wonByDecider('t8', 't4'),
  ]

  it('ranks a group of 4 by games won, the deciding game counting as a game', () => {
    const table = cupGroupStandings({ teams: groupOfFour, matches, template })
    expect(table.rows.map((row) => [row.teamId, row.won, row.gamesWon, row.points])).toEqual([
      ['t5', 3, 6, 6],
      ['t1', 2, 4, 4],
      ['t8', 1, 2, 2],
      ['t4', 0, 1, 1],
    ])
    expect(table.isComplete).toBe(true)
    expect(table.positions).toEqual(['t5', 't1', 't8', 't4'])
  })

  it('knows no position while a match is open or waits for its deciding game', () => {
    const open = [...matches.slice(0, 5), { home: 't8', away: 't4', outcomes: [legs(2, 0), legs(0, 2)] }]
    const table = cupGroupStandings({ teams: groupOfFour, matches: open, template })
    expect(table.isComplete).toBe(false)
    expect(table.positions).toEqual([null, null, null, null])
    // t4 and t8 are level on everything before their match, so they keep the group's order.
    expect(table.rows.map((row) => [row.teamId, row.played])).toEqual([
      ['t5', 3],
      ['t1', 3],
      ['t4', 2],
      ['t8', 2],
    ])
  })

  it('leaves a group of 3 that beat each other in a circle, 4–1 in legs each time, without positions until a lot', () => {
    const circle = [won('x', 'y'), won('y', 'z'), won('z', 'x')]
    const tied = cupGroupStandings({ teams: ['x', 'y', 'z'], matches: circle, template })
    expect(tied.unresolvedTies).toEqual([['x', 'y', 'z']])
    expect(tied.positions).toEqual([null, null, null])
    const drawn = cupGroupStandings({
      teams: ['x', 'y', 'z'],
      matches: circle,
      template,
      deciders: [{ method: 'lot', order: ['z', 'x', 'y'] }],
    })
    expect(drawn.positions).toEqual(['z', 'x', 'y'])
  })
})
