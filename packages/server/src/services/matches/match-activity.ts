import type { MatchEvent, X01MatchState } from '@oche/darts'

/** A visit of any entry (a total, a bust, dart by dart); not an undo or a bull-off. */
export function isVisitEvent(event: MatchEvent): boolean {
  return event.type === 'visit' || event.type === 'bust' || event.type === 'darts'
}

/** The visits standing in a replayed match (undone ones are gone): `matches.visit_count` (ADR 020). */
export function visitCountOf(state: X01MatchState): number {
  return state.legs.reduce((sum, leg) => sum + leg.visits.length, 0)
}

/**
 * The analytics columns of a match stored with all its events at once (an offline upload, the demo league's games):
 * it started and, when finished, finished the moment it is stored.
 */
export function storedMatchActivity(state: X01MatchState, now = new Date()) {
  const visitCount = visitCountOf(state)
  return { visitCount, startedAt: visitCount > 0 ? now : null, finishedAt: state.status === 'finished' ? now : null }
}
