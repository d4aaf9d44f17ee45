import {
  checkoutSuggestion,
  currentLeg,
  formatAverage,
  matchStatistics,
  type Dart,
  type LegState,
  type MatchStatistics,
  type VisitRecord,
  type X01MatchState,
} from '@oche/darts'

/** Where a match stands for a spectator. */
export type LivePhase = 'notStarted' | 'inPlay' | 'finished'

export type LiveSide = {
  index: number
  name: string
  remaining: number
  /** Legs won in legs play; legs won in the current set in set play. */
  legs: number
  /** Sets won, or null in legs play. */
  sets: number | null
  /** The 3-dart average over the match, formatted by `formatAverage` ('–' before the first dart). */
  average: string
  /** Darts thrown in the current leg. */
  dartsInLeg: number
  lastVisit: VisitRecord | null
  state: 'waiting' | 'throwing' | 'won'
  /** This side threw first in the current leg. */
  hasStarted: boolean
  /** The route for the side on the oche when it can finish this visit, else null. */
  checkout: readonly Dart[] | null
}

export type LiveMatch = {
  phase: LivePhase
  sides: LiveSide[]
  leg: LegState
  /** The side on the oche, or null before the start and after the end. */
  thrower: number | null
  statistics: MatchStatistics
}

function sideVisits(leg: LegState, side: number): VisitRecord[] {
  return leg.visits.filter((visit) => visit.side === side)
}

/**
 * What the live view shows, read from the replayed state and nothing else: the rules stay in `@oche/darts`.
 * `names` are the sides' display names in the order of `state.config.sides`.
 */
export function describeLiveMatch(state: X01MatchState, names: readonly string[]): LiveMatch {
  const leg = currentLeg(state)
  const statistics = matchStatistics(state)
  const hasVisits = state.legs.some((played) => played.visits.length > 0)
  const phase: LivePhase = state.status === 'finished' ? 'finished' : hasVisits ? 'inPlay' : 'notStarted'
  const thrower = phase === 'finished' ? null : leg.thrower
  const winner = state.outcome?.kind === 'win' ? state.outcome.winner : null
  const isSetPlay = state.config.format.kind === 'sets'
  const sides = state.config.sides.map((_, index): LiveSide => {
    const position = leg.positions[index] ?? { remaining: state.config.startScore, isOpen: false }
    const visits = sideVisits(leg, index)
    const totals = statistics.sides[index]
    return {
      index,
      name: names[index] ?? '',
      remaining: position.remaining,
      legs: (isSetPlay ? state.legsWonInSet[index] : state.legsWon[index]) ?? 0,
      sets: isSetPlay ? (state.setsWon[index] ?? 0) : null,
      average: formatAverage(totals?.points ?? 0, totals?.darts ?? 0),
      dartsInLeg: visits.reduce((sum, visit) => sum + visit.dartsThrown, 0),
      lastVisit: visits.at(-1) ?? null,
      state: winner === index ? 'won' : thrower === index ? 'throwing' : 'waiting',
      hasStarted: leg.starter === index,
      checkout:
        thrower === index && position.isOpen ? checkoutSuggestion(position.remaining, 3, state.config.outRule) : null,
    }
  })
  return { phase, sides, leg, thrower, statistics }
}
