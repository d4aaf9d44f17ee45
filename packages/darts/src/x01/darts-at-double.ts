import { allDarts } from './dart'
import { maxVisitTotal } from './finish-tables'
import { isOneDartFinish, lowestLeave, throwDart, type InRule, type OutRule, type Position } from './rules'

/** What a per-visit entry says happened, as far as the darts-at-double bound cares. */
export type VisitShape = { kind: 'scored'; total: number } | { kind: 'checkout'; darts: number } | { kind: 'bust' }

type Rules = { inRule: InRule; outRule: OutRule }

const cache = new Map<string, number | null>()

/**
 * The most darts that can have been thrown from a one-dart-finish remaining over every dart sequence
 * consistent with a per-visit entry (darts-rules.md §2 rule 4), or null when no sequence is consistent.
 * Non-finishing visits are exactly 3 darts summing to the total; a checkout in n darts ends on a
 * finishing dart; a bust is 1–3 darts whose last one busts.
 */
export function maxDartsAtDouble(start: Position, shape: VisitShape, rules: Rules): number | null {
  const key = `${start.remaining}|${start.isOpen}|${rules.inRule}|${rules.outRule}|${shape.kind}|${
    shape.kind === 'scored' ? shape.total : shape.kind === 'checkout' ? shape.darts : ''
  }`
  if (cache.has(key)) return cache.get(key) ?? null
  const value = compute(start, shape, rules)
  cache.set(key, value)
  return value
}

function compute(start: Position, shape: VisitShape, rules: Rules): number | null {
  // Two darts score at most 120, so from above 180 no dart is ever thrown from a one-dart finish.
  if (start.remaining > maxVisitTotal) return consistentFromHigh(start, shape, rules)
  const memo = new Map<string, number>()
  const best = (position: Position, dartsLeft: number): number => {
    const key = `${position.remaining}|${position.isOpen}|${dartsLeft}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const here = isOneDartFinish(position.remaining, rules.outRule) ? 1 : 0
    let result = Number.NEGATIVE_INFINITY
    for (const dart of allDarts) {
      const outcome = throwDart(position, dart, rules.inRule, rules.outRule)
      const rest = continueFrom(outcome.result, outcome.after, dartsLeft, shape, start, best)
      if (rest > result) result = rest
    }
    const value = result === Number.NEGATIVE_INFINITY ? result : here + result
    memo.set(key, value)
    return value
  }
  const darts = shape.kind === 'checkout' ? shape.darts : 3
  const value = best(start, darts)
  return value === Number.NEGATIVE_INFINITY ? null : value
}

function continueFrom(
  result: 'scored' | 'checkout' | 'bust',
  after: Position,
  dartsLeft: number,
  shape: VisitShape,
  start: Position,
  best: (position: Position, dartsLeft: number) => number,
): number {
  const impossible = Number.NEGATIVE_INFINITY
  switch (shape.kind) {
    case 'scored':
      if (result !== 'scored') return impossible
      if (dartsLeft > 1) return best(after, dartsLeft - 1)
      return start.remaining - after.remaining === shape.total ? 0 : impossible
    case 'checkout':
      if (dartsLeft === 1) return result === 'checkout' ? 0 : impossible
      return result === 'scored' ? best(after, dartsLeft - 1) : impossible
    case 'bust':
      if (result === 'bust') return 0
      return result === 'scored' && dartsLeft > 1 ? best(after, dartsLeft - 1) : impossible
    default:
      return shape satisfies never
  }
}

function consistentFromHigh(start: Position, shape: VisitShape, rules: Rules): number | null {
  switch (shape.kind) {
    case 'scored':
      return start.remaining - shape.total >= lowestLeave(rules.outRule) ? 0 : null
    case 'checkout':
      return null
    case 'bust':
      return start.remaining - maxVisitTotal < lowestLeave(rules.outRule) ? 0 : null
    default:
      return shape satisfies never
  }
}
