import { possibleVisitTotals } from './finish-tables'
import { currentLeg, type X01MatchState } from './match-state'
import { fail, ok, type Result } from './result'
import { classifyTotal, dartsAtDoubleRange, dartsUsedRange, type VisitContext, type VisitError } from './score-visit'

export type AnswerRange = { min: number; max: number }

export type VisitEntryOptions = {
  /** What the entry will record. */
  result: 'scored' | 'checkout' | 'bust'
  /** The darts-used answers on a checkout (ask when min < max), null otherwise. */
  dartsUsed: AnswerRange | null
  /** The darts-at-double answers (ask when min < max). */
  dartsAtDouble: AnswerRange
}

/** The questions a tablet asks after a total or a Bust press (darts-rules.md §2 rules 1–4). */
export function visitEntryOptions(
  state: X01MatchState,
  total: number | 'bust',
  dartsUsed?: number,
): Result<VisitEntryOptions, VisitError | 'match.finished'> {
  if (state.status === 'finished') return fail('match.finished')
  const leg = currentLeg(state)
  const position = leg.positions[leg.thrower]
  if (!position) throw new Error('The thrower always has a position')
  const context: VisitContext = {
    side: leg.thrower,
    position,
    inRule: state.config.inRule,
    outRule: state.config.outRule,
  }
  if (total !== 'bust' && !possibleVisitTotals(position.isOpen, context.inRule).has(total)) {
    return fail('visit.impossibleScore')
  }
  const result = total === 'bust' ? 'bust' : classifyTotal(context, total)
  switch (result) {
    case 'bust':
      return ok({ result, dartsUsed: null, dartsAtDouble: dartsAtDoubleRange(context, { kind: 'bust' }) })
    case 'scored':
      return ok({
        result,
        dartsUsed: null,
        dartsAtDouble: dartsAtDoubleRange(context, { kind: 'scored', total: total as number }),
      })
    case 'checkout': {
      const range = dartsUsedRange(context)
      if (!range) throw new Error('A checkout total always has a darts-used range')
      const darts = dartsUsed ?? range.min
      if (!Number.isInteger(darts) || darts < range.min || darts > 3) return fail('visit.impossibleFinish')
      return ok({ result, dartsUsed: range, dartsAtDouble: dartsAtDoubleRange(context, { kind: 'checkout', darts }) })
    }
    default:
      return result satisfies never
  }
}
