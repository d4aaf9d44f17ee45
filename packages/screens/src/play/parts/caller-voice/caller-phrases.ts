import { checkoutSuggestion, currentLeg, type VisitRecord, type X01MatchState } from '@oche/darts'

/** What the caller says, before it is put into words in the interface language. */
export type CallerPhrase =
  | { kind: 'score'; score: number }
  | { kind: 'noScore' }
  | { kind: 'gameShot'; scope: 'leg' | 'set' | 'match'; side: number }
  | { kind: 'requires'; side: number; remaining: number }

function visitCount(match: X01MatchState): number {
  return match.legs.reduce((sum, leg) => sum + leg.visits.length, 0)
}

function lastVisit(match: X01MatchState): VisitRecord | null {
  for (let index = match.legs.length - 1; index >= 0; index -= 1) {
    const visit = match.legs[index]?.visits.at(-1)
    if (visit) return visit
  }
  return null
}

/**
 * What a caller announces after one more visit: the score ("one hundred and eighty"), "no score" on a bust, or
 * "game shot" on a checkout; then, when the next player can check out, "you require 32". Nothing after an undo.
 */
export function callerPhrases(before: X01MatchState, after: X01MatchState): CallerPhrase[] {
  if (visitCount(after) <= visitCount(before)) return []
  const visit = lastVisit(after)
  if (!visit) return []
  const phrases: CallerPhrase[] = []
  if (visit.result === 'bust') phrases.push({ kind: 'noScore' })
  else if (visit.result === 'checkout') {
    const wonSet = after.setsWon.reduce((a, b) => a + b, 0) > before.setsWon.reduce((a, b) => a + b, 0)
    const scope = after.status === 'finished' ? 'match' : wonSet ? 'set' : 'leg'
    phrases.push({ kind: 'gameShot', scope, side: visit.side })
  } else phrases.push({ kind: 'score', score: visit.points })

  if (after.status === 'finished') return phrases
  const leg = currentLeg(after)
  const position = leg.positions[leg.thrower]
  if (position?.isOpen && checkoutSuggestion(position.remaining, 3, after.config.outRule)) {
    phrases.push({ kind: 'requires', side: leg.thrower, remaining: position.remaining })
  }
  return phrases
}
