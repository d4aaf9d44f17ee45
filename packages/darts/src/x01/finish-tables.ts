import { allDarts, dartValue } from './dart'
import { opensLeg, throwDart, type InRule, type OutRule, type Position } from './rules'

/** The most any visit can score: three treble 20s. */
export const maxVisitTotal = 180

export type FinishDarts = 1 | 2 | 3

const minDartsTables = new Map<string, ReadonlyArray<FinishDarts | null>>()

function minDartsKey(isOpen: boolean, inRule: InRule, outRule: OutRule): string {
  return `${isOpen ? 'open' : inRule}|${outRule}`
}

function buildMinDartsTable(isOpen: boolean, inRule: InRule, outRule: OutRule): ReadonlyArray<FinishDarts | null> {
  const memo = new Map<string, boolean>()
  const canFinishIn = (position: Position, darts: number): boolean => {
    const key = `${position.remaining}|${position.isOpen}|${darts}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const finishable = allDarts.some((dart) => {
      const outcome = throwDart(position, dart, inRule, outRule)
      if (outcome.result === 'checkout') return true
      return darts > 1 && outcome.result === 'scored' && canFinishIn(outcome.after, darts - 1)
    })
    memo.set(key, finishable)
    return finishable
  }
  const table: Array<FinishDarts | null> = []
  for (let remaining = 0; remaining <= maxVisitTotal; remaining += 1) {
    const position = { remaining, isOpen }
    const darts = ([1, 2, 3] as const).find((n) => remaining > 0 && canFinishIn(position, n))
    table.push(darts ?? null)
  }
  return table
}

/**
 * The fewest darts that can finish from `position`, or null when it cannot be finished in one visit
 * (darts-rules.md §2: double out finishes at most 170 and never the bogey numbers). Exhaustive
 * enumeration, computed once per rule combination.
 */
export function minDartsToFinish(position: Position, inRule: InRule, outRule: OutRule): FinishDarts | null {
  if (position.remaining > maxVisitTotal || position.remaining < 1) return null
  const isOpen = position.isOpen || inRule === 'straight'
  const key = minDartsKey(isOpen, inRule, outRule)
  let table = minDartsTables.get(key)
  if (!table) {
    table = buildMinDartsTable(isOpen, inRule, outRule)
    minDartsTables.set(key, table)
  }
  return table[position.remaining] ?? null
}

/** The fewest darts to finish `remaining` for a player who is already in, or null. */
export function minDarts(remaining: number, outRule: OutRule): FinishDarts | null {
  return minDartsToFinish({ remaining, isOpen: true }, 'straight', outRule)
}

const visitTotalSets = new Map<string, ReadonlySet<number>>()

function buildVisitTotals(isOpen: boolean, inRule: InRule): ReadonlySet<number> {
  const totals = new Set<number>()
  const add = (sum: number, open: boolean, dartsLeft: number): void => {
    if (dartsLeft === 0) {
      totals.add(sum)
      return
    }
    for (const dart of allDarts) {
      const opens = open || opensLeg(dart, inRule)
      add(opens ? sum + dartValue(dart) : sum, opens, dartsLeft - 1)
    }
  }
  add(0, isOpen, 3)
  return totals
}

/**
 * The counted totals three darts can make. For a player who is in this is 0–180 without 163, 166, 169, 172,
 * 173, 175, 176, 178 and 179. Before a double-in opening the counted part also cannot be 1, 159, 162, 163,
 * 165, 166, 168, 169 or above 170.
 */
export function possibleVisitTotals(isOpen: boolean, inRule: InRule): ReadonlySet<number> {
  const open = isOpen || inRule === 'straight'
  const key = open ? 'open' : inRule
  let totals = visitTotalSets.get(key)
  if (!totals) {
    totals = buildVisitTotals(open, inRule)
    visitTotalSets.set(key, totals)
  }
  return totals
}

export function isPossibleVisitScore(total: number): boolean {
  return Number.isInteger(total) && possibleVisitTotals(true, 'straight').has(total)
}
