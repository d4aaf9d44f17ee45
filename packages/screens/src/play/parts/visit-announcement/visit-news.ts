import { currentLeg, type VisitRecord, type X01MatchState } from '@oche/darts'

/**
 * What the last visit of a match changed, as a screen reader user needs to hear it: `side` threw it, `next` is the
 * side to throw now (in a won leg: the one who starts the next leg).
 */
export type VisitNews =
  | { kind: 'scored'; side: number; points: number; remaining: number; next: number }
  | { kind: 'bust'; side: number; remaining: number; next: number }
  | { kind: 'legWon'; side: number; points: number; next: number }
  | { kind: 'matchWon'; side: number; points: number }
  | { kind: 'matchDrawn'; side: number; points: number }

/** Every visit still standing in the match, over all its legs: it grows by one with each visit, shrinks on an undo. */
export function visitCount(state: X01MatchState): number {
  return state.legs.reduce((sum, leg) => sum + leg.visits.length, 0)
}

function lastVisit(state: X01MatchState): VisitRecord | null {
  for (let index = state.legs.length - 1; index >= 0; index -= 1) {
    const visit = state.legs[index]?.visits.at(-1)
    if (visit) return visit
  }
  return null
}

/**
 * The news of the match's last visit, read from the engine's state: the rules (bust, checkout, who throws next)
 * stay in `@oche/darts`. Null before the first visit.
 */
export function visitNews(state: X01MatchState): VisitNews | null {
  const visit = lastVisit(state)
  if (!visit) return null
  const { side, points } = visit
  const next = currentLeg(state).thrower
  switch (visit.result) {
    case 'scored':
      return { kind: 'scored', side, points, remaining: visit.remainingAfter, next }
    case 'bust':
      return { kind: 'bust', side, remaining: visit.remainingAfter, next }
    case 'checkout':
      // Only the last leg's checkout can end the match; a checkout of an earlier leg started the one on now.
      if (state.status !== 'finished') return { kind: 'legWon', side, points, next }
      return state.outcome?.kind === 'draw' ? { kind: 'matchDrawn', side, points } : { kind: 'matchWon', side, points }
    default:
      return visit.result satisfies never
  }
}
