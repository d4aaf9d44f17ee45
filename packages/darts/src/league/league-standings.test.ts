import { describe, expect, it } from 'vitest'
import { type LeagueStandingsMatch, leagueStandings } from './league-standings'
import type { LeaguePoints } from './match-template'
import type { TeamMatchScore } from './team-match-score'

const games: LeaguePoints = { kind: 'games' }
const matchPoints: LeaguePoints = { kind: 'match', win: 2, draw: 1, loss: 0 }

/** A decided match: games won by home and away, legs won by home and away, and games drawn. */
function played(
  home: string,
  away: string,
  gamesWon: [number, number],
  legsWon: [number, number],
  gamesDrawn = 0,
): LeagueStandingsMatch {
  const winner = gamesWon[0] > gamesWon[1] ? 0 : gamesWon[1] > gamesWon[0] ? 1 : 'draw'
  const score: TeamMatchScore = {
    gamesWon,
    gamesDrawn,
    legsWon,
    played: gamesWon[0] + gamesWon[1] + gamesDrawn,
    isDecided: true,
    winner,
    points: gamesWon,
    remaining: [],
  }
  return { home, away, score }
}

describe('leagueStandings', () => {
  it('puts the team with more game points first and adds up matches, games and legs', () => {
    const standings = leagueStandings({
      teams: ['B', 'A'],
      matches: [played('A', 'B', [6, 4], [22, 20])],
      points: games,
    })
    expect(standings.rows).toEqual([
      {
        position: 1,
        teamId: 'A',
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        gamesWon: 6,
        gamesLost: 4,
        legsWon: 22,
        legsLost: 20,
        points: 6,
        adjustment: 0,
        aboveNext: { criterion: 'points', values: [6, 4] },
      },
      {
        position: 2,
        teamId: 'B',
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        gamesWon: 4,
        gamesLost: 6,
        legsWon: 20,
        legsLost: 22,
        points: 4,
        adjustment: 0,
        aboveNext: null,
      },
    ])
    expect(standings.unresolvedTies).toEqual([])
  })

  it('puts A above B on matches won, 1 v 0, with 10 game points each (A won 6–4 and lost 4–6, B drew twice)', () => {
    const matches = [
      played('A', 'C', [6, 4], [20, 15]),
      played('D', 'A', [6, 4], [20, 15]),
      played('B', 'E', [5, 5], [18, 18]),
      played('F', 'B', [5, 5], [18, 18]),
    ]
    const { rows } = leagueStandings({ teams: ['B', 'A', 'C', 'D', 'E', 'F'], matches, points: games })
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.points, row.won, row.drawn])).toEqual([
      ['A', 10, 1, 0],
      ['B', 10, 0, 2],
    ])
    expect(rows[0]?.aboveNext).toEqual({ criterion: 'matchesWon', values: [1, 0] })
  })

  it('splits three teams on 15 points and one win each with a mini-table of their matches, then X from Y on theirs', () => {
    // Mutual matches: X–Y 6–4, Y–Z 7–3, Z–X 5–5. Mini-table: X 6 + 5 = 11, Y 4 + 7 = 11, Z 3 + 5 = 8.
    // Against W: X and Y lose 4–6, Z wins 7–3, so all three have 15 points and one win; W has 15 and two wins.
    const matches = [
      played('X', 'Y', [6, 4], [20, 16]),
      played('Y', 'Z', [7, 3], [23, 12]),
      played('Z', 'X', [5, 5], [18, 18]),
      played('X', 'W', [4, 6], [15, 20]),
      played('Y', 'W', [4, 6], [15, 20]),
      played('W', 'Z', [3, 7], [12, 23]),
    ]
    const standings = leagueStandings({ teams: ['Z', 'Y', 'X', 'W'], matches, points: games })
    expect(standings.rows.map((row) => [row.teamId, row.points, row.won])).toEqual([
      ['W', 15, 2],
      ['X', 15, 1],
      ['Y', 15, 1],
      ['Z', 15, 1],
    ])
    expect(standings.rows.map((row) => row.aboveNext)).toEqual([
      { criterion: 'matchesWon', values: [2, 1] },
      // Z is out of the tie, so head to head is counted again between X and Y only: 6 v 4.
      { criterion: 'headToHead', values: [6, 4] },
      { criterion: 'headToHead', values: [11, 8] },
      null,
    ])
  })

  it('counts head to head home and away in match points: A won at home and drew away, 3 v 1', () => {
    const matches = [
      played('A', 'B', [6, 4], [20, 16]),
      played('B', 'A', [5, 5], [18, 18]),
      played('C', 'A', [6, 4], [20, 16]),
      played('B', 'C', [6, 4], [20, 16]),
    ]
    const standings = leagueStandings({ teams: ['B', 'A', 'C'], matches, points: matchPoints })
    expect(standings.rows.slice(0, 2).map((row) => [row.teamId, row.points, row.won])).toEqual([
      ['A', 3, 1],
      ['B', 3, 1],
    ])
    expect(standings.rows[0]?.aboveNext).toEqual({ criterion: 'headToHead', values: [3, 1] })
  })

  it('puts B above A on team games won, 8 v 6, when both won their only match (match points)', () => {
    const matches = [played('A', 'C', [6, 4], [20, 16]), played('D', 'B', [2, 8], [10, 25])]
    const { rows } = leagueStandings({ teams: ['A', 'B', 'C', 'D'], matches, points: matchPoints })
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.points])).toEqual([
      ['B', 2],
      ['A', 2],
    ])
    expect(rows[0]?.aboveNext).toEqual({ criterion: 'gamesWon', values: [8, 6] })
  })

  it('puts A (6–2 with two drawn games) above B (6–4) on game difference, 4 v 2, in a chain that asks for it', () => {
    const matches = [played('A', 'C', [6, 2], [20, 12], 2), played('B', 'D', [6, 4], [20, 16])]
    const { rows } = leagueStandings({
      teams: ['B', 'A', 'C', 'D'],
      matches,
      points: matchPoints,
      tieBreakers: ['points', 'gameDifference', 'gamesWon'],
    })
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.gamesWon, row.gamesLost])).toEqual([
      ['A', 6, 2],
      ['B', 6, 4],
    ])
    expect(rows[0]?.aboveNext).toEqual({ criterion: 'gameDifference', values: [4, 2] })
  })

  it('puts A (legs 20–15) above B (21–19) on leg difference, 5 v 2, after points, wins, head to head and games', () => {
    const matches = [played('A', 'C', [6, 4], [20, 15]), played('B', 'D', [6, 4], [21, 19])]
    const { rows } = leagueStandings({ teams: ['B', 'A', 'C', 'D'], matches, points: games })
    expect(rows[0]?.teamId).toBe('A')
    expect(rows[0]?.aboveNext).toEqual({ criterion: 'legDifference', values: [5, 2] })
  })

  it('puts B above A on legs won, 21 v 20, when the chain asks for legs won instead', () => {
    const matches = [played('A', 'C', [6, 4], [20, 15]), played('B', 'D', [6, 4], [21, 19])]
    const { rows } = leagueStandings({
      teams: ['A', 'B', 'C', 'D'],
      matches,
      points: games,
      tieBreakers: ['points', 'legsWon'],
    })
    expect(rows[0]?.teamId).toBe('B')
    expect(rows[0]?.aboveNext).toEqual({ criterion: 'legsWon', values: [21, 20] })
  })

  it('deducts 3 points from A for a late result: A 6 − 3 = 3 goes below B on 4', () => {
    const standings = leagueStandings({
      teams: ['A', 'B'],
      matches: [played('A', 'B', [6, 4], [22, 20])],
      points: games,
      adjustments: [{ teamId: 'A', points: -3, reason: 'Result entered after the deadline' }],
    })
    expect(standings.rows.map((row) => [row.teamId, row.points, row.adjustment])).toEqual([
      ['B', 4, 0],
      ['A', 3, -3],
    ])
    expect(standings.rows[0]?.aboveNext).toEqual({ criterion: 'points', values: [4, 3] })
  })

  it('leaves a 5–5 draw in legs 20–20 tied until a play-off decides it', () => {
    const matches = [played('A', 'B', [5, 5], [20, 20])]
    const tied = leagueStandings({ teams: ['A', 'B'], matches, points: games })
    expect(tied.rows.map((row) => [row.teamId, row.aboveNext])).toEqual([
      ['A', { criterion: 'tied' }],
      ['B', null],
    ])
    expect(tied.unresolvedTies).toEqual([['A', 'B']])
    const decided = leagueStandings({
      teams: ['A', 'B'],
      matches,
      points: games,
      deciders: [{ method: 'playOff', order: ['B', 'A'] }],
    })
    expect(decided.rows.map((row) => [row.teamId, row.aboveNext])).toEqual([
      ['B', { criterion: 'decider', method: 'playOff' }],
      ['A', null],
    ])
    expect(decided.unresolvedTies).toEqual([])
  })

  it('lists the teams in the given order with nothing tied before the first decided match', () => {
    const undecided = played('A', 'B', [3, 2], [10, 8])
    const standings = leagueStandings({
      teams: ['C', 'A', 'B'],
      matches: [{ ...undecided, score: { ...undecided.score, isDecided: false, winner: null } }],
      points: games,
    })
    expect(standings.rows.map((row) => [row.position, row.teamId, row.played, row.aboveNext])).toEqual([
      [1, 'C', 0, null],
      [2, 'A', 0, null],
      [3, 'B', 0, null],
    ])
    expect(standings.unresolvedTies).toEqual([])
  })

  it('shows a deduction made before the first match, and nothing else', () => {
    const standings = leagueStandings({
      teams: ['A', 'B', 'C'],
      matches: [],
      points: games,
      adjustments: [{ teamId: 'A', points: -2, reason: 'Ineligible player last season' }],
    })
    expect(standings.rows.map((row) => [row.teamId, row.aboveNext])).toEqual([
      ['B', null],
      ['C', { criterion: 'points', values: [0, -2] }],
      ['A', null],
    ])
  })

  it('marks teams without a match as tied once the season has started, and ignores matches of other teams', () => {
    const standings = leagueStandings({
      teams: ['A', 'B', 'C', 'D'],
      matches: [played('A', 'B', [6, 4], [22, 20]), played('A', 'X', [10, 0], [30, 0])],
      points: games,
    })
    expect(standings.rows.map((row) => [row.teamId, row.points, row.aboveNext])).toEqual([
      ['A', 6, { criterion: 'points', values: [6, 4] }],
      ['B', 4, { criterion: 'points', values: [4, 0] }],
      ['C', 0, { criterion: 'tied' }],
      ['D', 0, null],
    ])
    expect(standings.unresolvedTies).toEqual([['C', 'D']])
  })

  it('takes the points from the season’s system, not from the score: a 6–4 win is 2 match points', () => {
    const { rows } = leagueStandings({
      teams: ['A', 'B'],
      matches: [played('A', 'B', [6, 4], [22, 20])],
      points: matchPoints,
    })
    expect(rows.map((row) => [row.teamId, row.points])).toEqual([
      ['A', 2],
      ['B', 0],
    ])
  })
})
