import {
  type Decider,
  type DeciderMethod,
  headToHeadPoints,
  type HeadToHeadMeeting,
  meetingsByFirstSide,
  rankTiedSet,
  unresolvedTies,
} from '../formats/tie-breakers'
import type { LeaguePoints } from './match-template'
import type { TeamMatchScore } from './team-match-score'

/** A criterion of a division's tie-break chain (league-rules.md §6). */
export type LeagueTieBreaker =
  'points' | 'matchesWon' | 'headToHead' | 'gamesWon' | 'gameDifference' | 'legDifference' | 'legsWon'

/** league-rules.md §6: points → matches won → head to head → team games won → leg difference → decider. */
export const defaultLeagueTieBreakers: readonly LeagueTieBreaker[] = [
  'points',
  'matchesWon',
  'headToHead',
  'gamesWon',
  'legDifference',
]

/** A team match of the division; only decided matches count. */
export type LeagueStandingsMatch = { home: string; away: string; score: TeamMatchScore }

/** An audited change to a team's points: negative for a deduction (late result, ineligible player). */
export type PointsAdjustment = { teamId: string; points: number; reason: string }

/** Why a team stands above the next one, with both values; `'tied'` still needs a decider. */
export type LeagueSeparation =
  | { criterion: LeagueTieBreaker; values: readonly [number, number] }
  | { criterion: 'decider'; method: DeciderMethod }
  | { criterion: 'tied' }

export type LeagueStandingsRow = {
  position: number
  teamId: string
  /** Decided matches. */
  played: number
  won: number
  drawn: number
  lost: number
  gamesWon: number
  /** Games the opponents won; drawn games are in neither. */
  gamesLost: number
  legsWon: number
  legsLost: number
  /** From the matches in the season's points system, adjustments included. */
  points: number
  /** The sum of the team's adjustments (negative for a deduction). */
  adjustment: number
  /** Why this row is above the next one; null on the last row, and on every row before the first decided match. */
  aboveNext: LeagueSeparation | null
}

export type LeagueStandingsInput = {
  /** The division's teams; teams still level on everything keep this order. */
  teams: readonly string[]
  matches: readonly LeagueStandingsMatch[]
  /** The season's points system; each match's points are taken from its games in this system. */
  points: LeaguePoints
  tieBreakers?: readonly LeagueTieBreaker[]
  adjustments?: readonly PointsAdjustment[]
  /** Applied to a tie the chain leaves when the decider's order names every tied team. */
  deciders?: readonly Decider[]
}

export type LeagueStandings = {
  rows: LeagueStandingsRow[]
  /** Sets of teams the chain and the deciders could not order (empty before the first decided match). */
  unresolvedTies: string[][]
}

type Tally = Omit<LeagueStandingsRow, 'position' | 'aboveNext'>

function emptyTally(teamId: string): Tally {
  const zero = { played: 0, won: 0, drawn: 0, lost: 0, gamesWon: 0, gamesLost: 0, legsWon: 0, legsLost: 0 }
  return { teamId, ...zero, points: 0, adjustment: 0 }
}

function matchWinner(score: TeamMatchScore): 0 | 1 | 'draw' {
  if (score.winner !== null) return score.winner
  const [home, away] = score.gamesWon
  return home > away ? 0 : away > home ? 1 : 'draw'
}

/** The points each team takes from a decided match in the season's system: its games, or its match points. */
function pointsEarned(score: TeamMatchScore, points: LeaguePoints): [number, number] {
  if (points.kind === 'games') return [score.gamesWon[0], score.gamesWon[1]]
  const winner = matchWinner(score)
  if (winner === 'draw') return [points.draw, points.draw]
  return winner === 0 ? [points.win, points.loss] : [points.loss, points.win]
}

function addMatch(tally: Tally, score: TeamMatchScore, side: 0 | 1, earned: readonly [number, number]) {
  const other = side === 0 ? 1 : 0
  const winner = matchWinner(score)
  tally.played += 1
  if (winner === 'draw') tally.drawn += 1
  else if (winner === side) tally.won += 1
  else tally.lost += 1
  tally.gamesWon += score.gamesWon[side]
  tally.gamesLost += score.gamesWon[other]
  tally.legsWon += score.legsWon[side]
  tally.legsLost += score.legsWon[other]
  tally.points += earned[side]
}

/** Each team's value under a criterion (higher ranks first). */
function criterionValues(
  rows: readonly Tally[],
  criterion: LeagueTieBreaker,
  meetings: ReadonlyMap<string, readonly HeadToHeadMeeting[]>,
): number[] {
  switch (criterion) {
    case 'points':
      return rows.map((row) => row.points)
    case 'matchesWon':
      return rows.map((row) => row.won)
    case 'headToHead': {
      const table = headToHeadPoints(new Set(rows.map((row) => row.teamId)), meetings)
      return rows.map((row) => table.get(row.teamId) ?? 0)
    }
    case 'gamesWon':
      return rows.map((row) => row.gamesWon)
    case 'gameDifference':
      return rows.map((row) => row.gamesWon - row.gamesLost)
    case 'legDifference':
      return rows.map((row) => row.legsWon - row.legsLost)
    case 'legsWon':
      return rows.map((row) => row.legsWon)
    default:
      return criterion satisfies never
  }
}

/**
 * A division's table (league-rules.md §6): points in the season's system plus adjustments, then the tie-break chain,
 * the same chain machinery as tournament groups: a criterion that splits a tied set orders the smaller sets, each
 * ranked again from the top, so head to head is a mini-table of the mutual matches (home and away) of exactly the
 * teams still tied, in the season's points system (games won, or match points). Adjustments count in points only,
 * never in head to head. Matches not yet decided, and matches naming a team not in `teams`, are not counted.
 * Teams level on everything keep the order of `teams` and are marked `'tied'` (in `unresolvedTies`) until a decider
 * orders them. Before the first decided match no team is marked tied: `aboveNext` is null between teams that are
 * level (all of them, unless an adjustment already split them) and `unresolvedTies` is empty. Positions run 1, 2,
 * 3, … down the table, as in tournament groups; `aboveNext` tells a real tie.
 * @example
 * leagueStandings({ teams, matches, points: { kind: 'games' } }).rows[0]?.aboveNext
 * // { criterion: 'headToHead', values: [6, 4] }: above the next team on games won in their mutual matches
 */
export function leagueStandings(input: LeagueStandingsInput): LeagueStandings {
  const tallies = new Map(input.teams.map((teamId) => [teamId, emptyTally(teamId)]))
  const meetings: HeadToHeadMeeting[] = []
  for (const { home, away, score } of input.matches) {
    const [homeTally, awayTally] = [tallies.get(home), tallies.get(away)]
    if (!score.isDecided || !homeTally || !awayTally || home === away) continue
    const earned = pointsEarned(score, input.points)
    addMatch(homeTally, score, 0, earned)
    addMatch(awayTally, score, 1, earned)
    meetings.push({ sides: [home, away], points: earned })
  }
  for (const { teamId, points } of input.adjustments ?? []) {
    const tally = tallies.get(teamId)
    if (!tally) continue
    tally.adjustment += points
    tally.points += points
  }
  const byFirstSide = meetingsByFirstSide(meetings)
  const rows = [...tallies.values()]
  const ranked = rankTiedSet(rows, {
    id: (row) => row.teamId,
    values: (tied, criterion) => criterionValues(tied, criterion, byFirstSide),
    chain: input.tieBreakers ?? defaultLeagueTieBreakers,
    deciders: input.deciders ?? [],
  })
  const hasStarted = meetings.length > 0
  return {
    rows: ranked.order.map((teamId, index) => {
      const separation = ranked.separations[index] ?? null
      return {
        ...(tallies.get(teamId) as Tally),
        position: index + 1,
        aboveNext: hasStarted || separation?.criterion !== 'tied' ? separation : null,
      }
    }),
    unresolvedTies: hasStarted ? unresolvedTies(ranked) : [],
  }
}
