import {
  checkoutSuggestion,
  currentLeg,
  formatAverage,
  type Dart,
  type MatchStatistics,
  type Position,
  type VisitRecord,
  type X01MatchState,
} from '@oche/darts'

export type SideView = {
  side: number
  name: string
  remaining: number
  /** Legs won in legs play; legs won in the current set in set play. */
  legs: number
  /** Sets won, or null in legs play. */
  sets: number | null
  /** The match's 3-dart average so far, formatted (`'–'` before the first dart). */
  average: string
  /** Darts thrown in the current leg. */
  darts: number
  lastVisit: VisitRecord | null
  state: 'waiting' | 'throwing' | 'won'
  /** Threw first in the current leg. */
  hasStarted: boolean
  /** This side's visits in the current leg, oldest first. */
  visits: VisitRecord[]
}

export type ScorerView = {
  sides: SideView[]
  /** The side to throw, or null once the match is over. */
  thrower: number | null
  set: number | null
  leg: number
  isFinished: boolean
}

/** What the scoreboard shows, read from the engine's state and its statistics. */
export function scorerView(match: X01MatchState, statistics: MatchStatistics): ScorerView {
  const leg = currentLeg(match)
  const isFinished = match.status === 'finished'
  const isSets = match.config.format.kind === 'sets'
  const sides = match.config.sides.map((name, side): SideView => {
    const visits = leg.visits.filter((visit) => visit.side === side)
    const stats = statistics.sides[side]
    const isWinner = match.outcome?.kind === 'win' && match.outcome.winner === side
    return {
      side,
      name,
      remaining: leg.positions[side]?.remaining ?? match.config.startScore,
      legs: (isSets ? match.legsWonInSet[side] : match.legsWon[side]) ?? 0,
      sets: isSets ? (match.setsWon[side] ?? 0) : null,
      average: formatAverage(stats?.points ?? 0, stats?.darts ?? 0),
      darts: visits.reduce((sum, visit) => sum + visit.dartsThrown, 0),
      lastVisit: visits.at(-1) ?? null,
      state: isWinner ? 'won' : !isFinished && leg.thrower === side ? 'throwing' : 'waiting',
      hasStarted: leg.starter === side,
      visits,
    }
  })
  return { sides, thrower: isFinished ? null : leg.thrower, set: leg.set, leg: leg.leg, isFinished }
}

/**
 * The checkout route for a player standing on `position` with `dartsLeft` darts in hand: null when they are not
 * in yet (double in), when they are out of range, or on a bogey number.
 */
export function checkoutRoute(match: X01MatchState, position: Position | null, dartsLeft: number): Dart[] | null {
  if (!position || !position.isOpen || dartsLeft < 1) return null
  const route = checkoutSuggestion(position.remaining, dartsLeft, match.config.outRule)
  return route ? [...route] : null
}

/** Whether a remaining score is in checkout range at all (so "no checkout" is worth saying). */
export function isInCheckoutRange(match: X01MatchState, remaining: number): boolean {
  const highest = match.config.outRule === 'double' ? 170 : 180
  return remaining <= highest
}
