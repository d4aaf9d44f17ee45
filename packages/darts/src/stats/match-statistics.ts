import type { X01MatchState } from '../x01/match-state'
import {
  emptyScoring,
  finishScoring,
  legStatistics,
  mergeScoring,
  type LegStatistics,
  type ScoringStatistics,
} from './leg-statistics'

export type PlayerMatchStatistics = ScoringStatistics & {
  side: number
  /** Legs won in legs play, sets won in set play. */
  score: number
  legsWon: number
  legsLost: number
  legDifference: number
  setsWon: number
  /** Darts in each leg of the match, in order (the current leg included). */
  legDarts: number[]
  /** Fewest darts in a leg won, or null. */
  bestLeg: number | null
  /** Most darts in a leg won, or null. */
  worstLeg: number | null
  /** Darts in legs won ÷ legs won, or null. */
  dartsPerLegWon: number | null
  /** Checkouts of 100+ joined by "," (the match participant's `high_checkouts`, "" if none). */
  highCheckouts: string
  /** True only for the match winner (false for everyone after a draw). */
  isWinner: boolean
}

export type MatchStatistics = {
  sides: PlayerMatchStatistics[]
  /** Per leg, each side's numbers in that leg. */
  legs: LegStatistics[][]
}

/** Statistics per side for the whole match and for each leg, derived from the replayed state. */
export function matchStatistics(state: X01MatchState): MatchStatistics {
  const { config } = state
  const sideCount = config.sides.length
  const legs = state.legs.map((leg) => legStatistics(leg, sideCount, config.inRule, config.outRule))
  const finishedLegs = state.legs.filter((leg) => leg.winner !== null).length
  const sides = Array.from({ length: sideCount }, (_, side): PlayerMatchStatistics => {
    const total = emptyScoring()
    const legDarts: number[] = []
    const wonLegDarts: number[] = []
    for (const legStats of legs) {
      const mine = legStats[side]
      if (!mine) continue
      mergeScoring(total, mine)
      legDarts.push(mine.darts)
      if (mine.isWinner) wonLegDarts.push(mine.darts)
    }
    const legsWon = state.legsWon[side] ?? 0
    const setsWon = state.setsWon[side] ?? 0
    const wonDarts = wonLegDarts.reduce((sum, darts) => sum + darts, 0)
    return {
      ...finishScoring(total),
      side,
      score: config.format.kind === 'sets' ? setsWon : legsWon,
      legsWon,
      legsLost: finishedLegs - legsWon,
      legDifference: 2 * legsWon - finishedLegs,
      setsWon,
      legDarts,
      bestLeg: wonLegDarts.length > 0 ? Math.min(...wonLegDarts) : null,
      worstLeg: wonLegDarts.length > 0 ? Math.max(...wonLegDarts) : null,
      dartsPerLegWon: wonLegDarts.length > 0 ? wonDarts / wonLegDarts.length : null,
      highCheckouts: total.tonPlusCheckouts.join(','),
      isWinner: state.outcome?.kind === 'win' && state.outcome.winner === side,
    }
  })
  return { sides, legs }
}
