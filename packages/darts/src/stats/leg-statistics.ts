import type { LegState, VisitRecord } from '../x01/match-state'
import { throwDart, type InRule, type OutRule } from '../x01/rules'

/** One side's numbers over some legs. Averages are kept as exact fractions (points and darts) too. */
export type ScoringStatistics = {
  points: number
  darts: number
  /** points ÷ darts × 3, or null without darts. */
  threeDartAverage: number | null
  firstNinePoints: number
  firstNineDarts: number
  firstNineAverage: number | null
  checkouts: number
  dartsAtDouble: number
  /** checkouts ÷ darts at a double × 100, or null without darts at a double. */
  checkoutPercentage: number | null
  oneEighties: number
  /** Visits of exactly 171, an extra count inside 140+. */
  oneSeventyOnes: number
  /** Visits of 140–179. */
  oneFortyPlus: number
  /** Visits of 100–139. */
  tonPlus: number
  highCheckout: number | null
  /** Checkouts of 100 and above in the order they happened. */
  tonPlusCheckouts: number[]
}

export type LegStatistics = ScoringStatistics & { side: number; isWinner: boolean }

function ratio(numerator: number, denominator: number, scale: number): number | null {
  return denominator > 0 ? (numerator / denominator) * scale : null
}

/** The points each dart of a per-dart visit counted (all 0 on a bust), for the first-9 split. */
function dartPoints(visit: VisitRecord, wasOpen: boolean, inRule: InRule, outRule: OutRule): number[] {
  if (!visit.darts || visit.result === 'bust') return (visit.darts ?? []).map(() => 0)
  let position = { remaining: visit.remainingBefore, isOpen: wasOpen }
  return visit.darts.map((dart) => {
    const outcome = throwDart(position, dart, inRule, outRule)
    position = outcome.after
    return outcome.counted
  })
}

export function emptyScoring(): ScoringStatistics {
  return {
    points: 0,
    darts: 0,
    threeDartAverage: null,
    firstNinePoints: 0,
    firstNineDarts: 0,
    firstNineAverage: null,
    checkouts: 0,
    dartsAtDouble: 0,
    checkoutPercentage: null,
    oneEighties: 0,
    oneSeventyOnes: 0,
    oneFortyPlus: 0,
    tonPlus: 0,
    highCheckout: null,
    tonPlusCheckouts: [],
  }
}

/** Adds one visit to running totals (averages are filled in by `finishScoring`). */
function addVisit(stats: ScoringStatistics, visit: VisitRecord, firstNine: { points: number; darts: number }): void {
  stats.points += visit.points
  stats.darts += visit.dartsThrown
  stats.firstNinePoints += firstNine.points
  stats.firstNineDarts += firstNine.darts
  stats.dartsAtDouble += visit.dartsAtDouble
  if (visit.points === 180) stats.oneEighties += 1
  else if (visit.points >= 140) stats.oneFortyPlus += 1
  else if (visit.points >= 100) stats.tonPlus += 1
  if (visit.points === 171) stats.oneSeventyOnes += 1
  if (visit.result === 'checkout') {
    stats.checkouts += 1
    stats.highCheckout = Math.max(stats.highCheckout ?? 0, visit.points)
    if (visit.points >= 100) stats.tonPlusCheckouts.push(visit.points)
  }
}

export function finishScoring(stats: ScoringStatistics): ScoringStatistics {
  return {
    ...stats,
    threeDartAverage: ratio(stats.points, stats.darts, 3),
    firstNineAverage: ratio(stats.firstNinePoints, stats.firstNineDarts, 3),
    checkoutPercentage: ratio(stats.checkouts, stats.dartsAtDouble, 100),
  }
}

export function mergeScoring(into: ScoringStatistics, from: ScoringStatistics): void {
  into.points += from.points
  into.darts += from.darts
  into.firstNinePoints += from.firstNinePoints
  into.firstNineDarts += from.firstNineDarts
  into.checkouts += from.checkouts
  into.dartsAtDouble += from.dartsAtDouble
  into.oneEighties += from.oneEighties
  into.oneSeventyOnes += from.oneSeventyOnes
  into.oneFortyPlus += from.oneFortyPlus
  into.tonPlus += from.tonPlus
  if (from.highCheckout !== null) into.highCheckout = Math.max(into.highCheckout ?? 0, from.highCheckout)
  into.tonPlusCheckouts.push(...from.tonPlusCheckouts)
}

/**
 * Each side's numbers in one leg (darts-rules.md §4). First-9 takes the first 3 visits of a per-visit
 * leg, and the first 9 darts of a per-dart one.
 */
export function legStatistics(leg: LegState, sides: number, inRule: InRule, outRule: OutRule): LegStatistics[] {
  return Array.from({ length: sides }, (_, side) => {
    const stats = emptyScoring()
    let isOpen = inRule === 'straight'
    for (const visit of leg.visits) {
      if (visit.side !== side) continue
      const room = Math.max(0, 9 - stats.darts)
      let firstNine = { points: 0, darts: 0 }
      if (room > 0 && visit.darts) {
        const counted = dartPoints(visit, isOpen, inRule, outRule).slice(0, room)
        firstNine = { points: counted.reduce((sum, p) => sum + p, 0), darts: counted.length }
      } else if (room > 0) {
        firstNine = { points: visit.points, darts: visit.dartsThrown }
      }
      addVisit(stats, visit, firstNine)
      isOpen = isOpen || visit.opened
    }
    return { ...finishScoring(stats), side, isWinner: leg.winner === side }
  })
}
