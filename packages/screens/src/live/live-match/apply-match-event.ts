import type { Match, MatchUpdatedPayload, VisitScoredPayload } from '@oche/api'

/** What a realtime payload means for the cached match (realtime-protocol.md §8). */
export type MatchEventOutcome =
  | { kind: 'applied'; match: Match }
  /** Already applied (a duplicate, or older than what a refetch brought): nothing changes. */
  | { kind: 'stale' }
  /** Events were missed in between: the snapshot must be fetched again. */
  | { kind: 'gap' }

/**
 * The cached match with one more event from `visit.scored` or `match.updated`: `version` n + 1 is appended,
 * `version` ≤ n (or an event id already in the log) is dropped, anything further ahead is a gap.
 */
export function applyMatchEvent(match: Match, payload: VisitScoredPayload | MatchUpdatedPayload): MatchEventOutcome {
  if (payload.matchId !== match.id) return { kind: 'stale' }
  if (payload.version <= match.version) return { kind: 'stale' }
  if (payload.version > match.version + 1) return { kind: 'gap' }
  if (match.events.some((event) => event.id === payload.event.id)) return { kind: 'stale' }
  return {
    kind: 'applied',
    match: {
      ...match,
      version: payload.version,
      events: [...match.events, payload.event],
      summary: payload.summary,
      status: payload.summary.outcome ? 'finished' : 'live',
    },
  }
}
