import { isDart, type Dart } from './dart'
import { maxDartsAtDouble, type VisitShape } from './darts-at-double'
import { minDartsToFinish, possibleVisitTotals } from './finish-tables'
import type { BustVisitEvent, DartsVisitEvent, TotalVisitEvent, VisitEvent } from './match-events'
import type { VisitRecord } from './match-state'
import { fail, ok, type Result } from './result'
import { isOneDartFinish, lowestLeave, throwDart, type InRule, type OutRule, type Position } from './rules'

export type VisitError =
  | 'visit.unknownType'
  | 'visit.impossibleScore'
  | 'visit.invalidDart'
  | 'visit.tooManyDarts'
  | 'visit.incomplete'
  | 'visit.dartsAfterVisitEnded'
  | 'visit.dartsUsedRequired'
  | 'visit.impossibleFinish'
  | 'visit.dartsAtDoubleRequired'
  | 'visit.dartsAtDoubleOutOfRange'

export type VisitContext = { side: number; position: Position; inRule: InRule; outRule: OutRule }

/** The record a visit makes, or why it cannot be accepted. It changes nothing. */
export function scoreVisit(context: VisitContext, event: VisitEvent): Result<VisitRecord, VisitError> {
  switch (event.type) {
    case 'darts':
      return scoreDarts(context, event)
    case 'visit':
      return scoreTotal(context, event)
    case 'bust':
      return scoreBust(context, event)
    default:
      event satisfies never
      return fail('visit.unknownType')
  }
}

function scoreDarts(context: VisitContext, event: DartsVisitEvent): Result<VisitRecord, VisitError> {
  const { darts } = event
  if (!Array.isArray(darts) || darts.length === 0) return fail('visit.incomplete')
  if (darts.length > 3) return fail('visit.tooManyDarts')
  if (!darts.every(isDart)) return fail('visit.invalidDart')
  let position = context.position
  let result: VisitRecord['result'] = 'scored'
  let dartsAtDouble = 0
  for (const [index, dart] of darts.entries()) {
    if (isOneDartFinish(position.remaining, context.outRule)) dartsAtDouble += 1
    const outcome = throwDart(position, dart, context.inRule, context.outRule)
    position = outcome.after
    result = outcome.result
    if (result !== 'scored' && index < darts.length - 1) return fail('visit.dartsAfterVisitEnded')
  }
  if (result === 'scored' && darts.length < 3) return fail('visit.incomplete')
  const isBust = result === 'bust'
  const before = context.position
  return ok({
    id: event.id,
    side: context.side,
    entry: 'darts',
    darts: [...darts] as Dart[],
    result,
    points: isBust ? 0 : before.remaining - position.remaining,
    dartsThrown: darts.length,
    dartsAtDouble,
    remainingBefore: before.remaining,
    remainingAfter: isBust ? before.remaining : position.remaining,
    opened: !isBust && !before.isOpen && position.isOpen,
  })
}

/** What a typed total means from `position`: a score, a checkout, or a bust (darts-rules.md §2 rule 2). */
export function classifyTotal(context: VisitContext, total: number): 'scored' | 'checkout' | 'bust' {
  const left = context.position.remaining - total
  if (left < 0) return 'bust'
  if (left === 0) {
    return minDartsToFinish(context.position, context.inRule, context.outRule) === null ? 'bust' : 'checkout'
  }
  return left < lowestLeave(context.outRule) ? 'bust' : 'scored'
}

/** The darts-used answers a checkout of the whole remaining allows, from the fewest possible to 3. */
export function dartsUsedRange(context: VisitContext): { min: number; max: number } | null {
  const min = minDartsToFinish(context.position, context.inRule, context.outRule)
  return min === null ? null : { min, max: 3 }
}

/** The bounds of the darts-at-double answer (darts-rules.md §2 rule 4). */
export function dartsAtDoubleRange(context: VisitContext, shape: VisitShape): { min: number; max: number } {
  const min = shape.kind === 'checkout' ? 1 : 0
  const max = maxDartsAtDouble(context.position, shape, context) ?? 0
  return { min, max: Math.max(min, max) }
}

function pickDartsAtDouble(
  range: { min: number; max: number },
  answer: number | undefined,
): Result<number, VisitError> {
  if (answer === undefined) return range.max > range.min ? fail('visit.dartsAtDoubleRequired') : ok(range.max)
  if (!Number.isInteger(answer) || answer < range.min || answer > range.max) {
    return fail('visit.dartsAtDoubleOutOfRange')
  }
  return ok(answer)
}

function scoreTotal(context: VisitContext, event: TotalVisitEvent): Result<VisitRecord, VisitError> {
  const { total } = event
  if (typeof total !== 'number' || !possibleVisitTotals(context.position.isOpen, context.inRule).has(total)) {
    return fail('visit.impossibleScore')
  }
  const result = classifyTotal(context, total)
  if (result === 'bust') return scoreBust(context, { ...event, type: 'bust' })
  let dartsThrown = 3
  if (result === 'checkout') {
    const range = dartsUsedRange(context)
    if (!range) throw new Error('A checkout total always has a darts-used range')
    if (event.dartsUsed === undefined && range.min < 3) return fail('visit.dartsUsedRequired')
    dartsThrown = event.dartsUsed ?? 3
    if (!Number.isInteger(dartsThrown) || dartsThrown < range.min || dartsThrown > 3) {
      return fail('visit.impossibleFinish')
    }
  } else if (event.dartsUsed !== undefined && event.dartsUsed !== 3) {
    return fail('visit.impossibleFinish')
  }
  const shape: VisitShape = result === 'checkout' ? { kind: 'checkout', darts: dartsThrown } : { kind: 'scored', total }
  const dartsAtDouble = pickDartsAtDouble(dartsAtDoubleRange(context, shape), event.dartsAtDouble)
  if (!dartsAtDouble.ok) return dartsAtDouble
  const before = context.position
  return ok({
    id: event.id,
    side: context.side,
    entry: 'total',
    darts: null,
    result,
    points: total,
    dartsThrown,
    dartsAtDouble: dartsAtDouble.value,
    remainingBefore: before.remaining,
    remainingAfter: before.remaining - total,
    opened: !before.isOpen && total > 0,
  })
}

function scoreBust(context: VisitContext, event: BustVisitEvent): Result<VisitRecord, VisitError> {
  const dartsAtDouble = pickDartsAtDouble(dartsAtDoubleRange(context, { kind: 'bust' }), event.dartsAtDouble)
  if (!dartsAtDouble.ok) return dartsAtDouble
  const before = context.position
  return ok({
    id: event.id,
    side: context.side,
    entry: 'total',
    darts: null,
    result: 'bust',
    points: 0,
    dartsThrown: 3,
    dartsAtDouble: dartsAtDouble.value,
    remainingBefore: before.remaining,
    remainingAfter: before.remaining,
    opened: false,
  })
}
