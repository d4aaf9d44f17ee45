import { type GameResult, resultWinner, type SideScoring } from './game'
import {
  type Decider,
  type DeciderMethod,
  headToHeadPoints,
  type HeadToHeadMeeting,
  meetingsByFirstSide,
  rankTiedSet,
  unresolvedTies,
} from './tie-breakers'

export type { Decider, DeciderMethod } from './tie-breakers'

/** A criterion of the tie-break chain. */
export type TieBreaker = 'points' | 'legDifference' | 'headToHead' | 'legsWon' | 'average'

/** darts-rules.md §6: points → leg difference → head-to-head → legs won → 3-dart average → decider. */
export const defaultTieBreakers: readonly TieBreaker[] = ['points', 'legDifference', 'headToHead', 'legsWon', 'average']

export type StandingsOptions = {
  points?: { win: number; draw: number; loss: number }
  tieBreakers?: readonly TieBreaker[]
  /** Applied to a tie the chain leaves when the decider's order names every tied entry. */
  deciders?: readonly Decider[]
}

/** A group game between two entries; no result (or null) means not finished yet, and it is not counted. */
export type StandingsMatch = { sides: readonly [string, string]; result?: GameResult | null }

/** Why a row stands above the next one, with both values. `'tied'` is a tie that still needs a decider. */
export type Separation =
  | { criterion: TieBreaker; values: readonly [number, number] }
  | { criterion: 'decider'; method: DeciderMethod }
  | { criterion: 'tied' }

export type StandingsRow = {
  position: number
  entryId: string
  played: number
  won: number
  drawn: number
  lost: number
  legsWon: number
  legsLost: number
  legDifference: number
  points: number
  scoring: SideScoring
  /** Points ÷ darts × 3 over the group's games, or null without darts. */
  average: number | null
  /** Why this row is above the next one; null on the last row. */
  aboveNext: Separation | null
}

export type GroupStandings = {
  rows: StandingsRow[]
  /** Every counted game has a result. */
  isComplete: boolean
  /** Sets of entries the chain and the deciders could not order (each needs a decider). */
  unresolvedTies: string[][]
}

type Tally = Omit<StandingsRow, 'position' | 'aboveNext' | 'average' | 'legDifference'>

function emptyTally(entryId: string): Tally {
  return {
    entryId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    legsWon: 0,
    legsLost: 0,
    points: 0,
    scoring: { points: 0, darts: 0 },
  }
}

/** Adds one game to both sides' tallies; a walkover counts as a win and a loss with no legs and no darts. */
function addGame(
  tallies: Map<string, Tally>,
  match: StandingsMatch,
  points: { win: number; draw: number; loss: number },
) {
  const { result } = match
  if (!result) return
  const winner = resultWinner(result)
  match.sides.forEach((entryId, side) => {
    const tally = tallies.get(entryId)
    if (!tally) return
    tally.played += 1
    if (winner === 'draw') {
      tally.drawn += 1
      tally.points += points.draw
    } else if (winner === side) {
      tally.won += 1
      tally.points += points.win
    } else {
      tally.lost += 1
      tally.points += points.loss
    }
    if (result.kind === 'played') {
      tally.legsWon += result.legs[side] ?? 0
      tally.legsLost += result.legs[1 - side] ?? 0
      const scoring = result.scoring?.[side]
      if (scoring) tally.scoring = addScoring(tally.scoring, scoring)
    }
  })
}

/** A finished game as a head-to-head meeting: the points each side earned from it. */
function meeting(match: StandingsMatch, points: { win: number; draw: number; loss: number }): HeadToHeadMeeting[] {
  if (!match.result) return []
  const winner = resultWinner(match.result)
  const earned = (side: 0 | 1) => (winner === 'draw' ? points.draw : winner === side ? points.win : points.loss)
  return [{ sides: match.sides, points: [earned(0), earned(1)] }]
}

type RankedRow = Pick<StandingsRow, 'entryId' | 'points' | 'legDifference' | 'legsWon' | 'average'>

/** Each row's value under a criterion, or null when the criterion cannot compare this set. */
function criterionValues(
  rows: readonly RankedRow[],
  criterion: TieBreaker,
  meetings: ReadonlyMap<string, readonly HeadToHeadMeeting[]>,
): number[] | null {
  switch (criterion) {
    case 'points':
      return rows.map((row) => row.points)
    case 'legDifference':
      return rows.map((row) => row.legDifference)
    case 'legsWon':
      return rows.map((row) => row.legsWon)
    case 'headToHead': {
      const table = headToHeadPoints(new Set(rows.map((row) => row.entryId)), meetings)
      return rows.map((row) => table.get(row.entryId) ?? 0)
    }
    case 'average':
      // Results entered without darts carry no average; comparing them with 0 would be unfair.
      return rows.every((row) => row.average !== null) ? rows.map((row) => row.average as number) : null
    default:
      criterion satisfies never
      return null
  }
}

function addScoring(a: SideScoring, b: SideScoring): SideScoring {
  return { points: a.points + b.points, darts: a.darts + b.darts }
}

/**
 * The table of a group (or a round robin) with the tie-break chain of darts-rules.md §6. Whenever a criterion
 * splits a tied set, each smaller set is ranked again from the top of the chain, so head-to-head is recomputed
 * among exactly the entries still tied. Every row says why it is above the next.
 * @example "A above B: more legs won, 8 v 7" is `{ criterion: 'legsWon', values: [8, 7] }` on A's row.
 */
export function groupStandings(
  entries: readonly string[],
  matches: readonly StandingsMatch[],
  options: StandingsOptions = {},
): GroupStandings {
  const points = options.points ?? { win: 2, draw: 1, loss: 0 }
  const tallies = new Map(entries.map((entryId) => [entryId, emptyTally(entryId)]))
  const counted = matches.filter((m) => tallies.has(m.sides[0]) && tallies.has(m.sides[1]))
  for (const match of counted) addGame(tallies, match, points)
  const rows = entries.map((entryId) => {
    const tally = tallies.get(entryId) as Tally
    const { darts } = tally.scoring
    return {
      ...tally,
      legDifference: tally.legsWon - tally.legsLost,
      average: darts > 0 ? (tally.scoring.points * 3) / darts : null,
    }
  })
  const meetings = meetingsByFirstSide(counted.flatMap((match) => meeting(match, points)))
  const ranked = rankTiedSet(rows, {
    id: (row) => row.entryId,
    values: (tied, criterion) => criterionValues(tied, criterion, meetings),
    chain: options.tieBreakers ?? defaultTieBreakers,
    deciders: options.deciders ?? [],
  })
  const byId = new Map(rows.map((row) => [row.entryId, row]))
  return {
    rows: ranked.order.map((entryId, index) => ({
      ...(byId.get(entryId) as (typeof rows)[number]),
      position: index + 1,
      aboveNext: ranked.separations[index] ?? null,
    })),
    isComplete: counted.every((m) => m.result),
    unresolvedTies: unresolvedTies(ranked),
  }
}
