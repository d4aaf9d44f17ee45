import {
  summarizeMatch,
  type LegFinishedPayload,
  type MatchFinishedPayload,
  type MatchUpdatedPayload,
  type VisitScoredPayload,
} from '@oche/api'
import type { MatchEvent, X01MatchState } from '@oche/darts'
import type { RealtimeEventName } from '@oche/realtime'

/** One realtime event to publish on `match.{id}` once the append has committed (realtime-protocol.md §9). */
export type MatchAnnouncement =
  | { name: Extract<RealtimeEventName, 'visit.scored'>; data: VisitScoredPayload }
  | { name: Extract<RealtimeEventName, 'match.updated'>; data: MatchUpdatedPayload }
  | { name: Extract<RealtimeEventName, 'leg.finished'>; data: LegFinishedPayload }
  | { name: Extract<RealtimeEventName, 'match.finished'>; data: MatchFinishedPayload }

/** The public channel of a match's live view (`channels.match` of @oche/realtime). */
export function matchChannel(matchId: string): string {
  return `match.${matchId}`
}

/**
 * What an appended event tells the live views, in order: the event itself (`visit.scored` for a visit,
 * `match.updated` for an undo or a bull-off), then `leg.finished` when it won a leg and `match.finished` when it
 * ended the match. All carry the version the append produced.
 */
export function matchAnnouncements(input: {
  matchId: string
  version: number
  event: MatchEvent
  before: X01MatchState
  after: X01MatchState
}): MatchAnnouncement[] {
  const { matchId, version, event, before, after } = input
  const summary = summarizeMatch(after)
  const announcements: MatchAnnouncement[] = []
  switch (event.type) {
    case 'visit':
    case 'bust':
    case 'darts':
      announcements.push({ name: 'visit.scored', data: { matchId, version, event, summary } })
      break
    case 'undo':
    case 'bullOff':
      announcements.push({ name: 'match.updated', data: { matchId, version, event, summary } })
      return announcements
    default:
      return event satisfies never
  }
  // A visit that wins a leg closes the leg that was being played before it.
  const leg = after.legs[before.legs.length - 1]
  if (leg && leg.winner !== null && before.legs[before.legs.length - 1]?.winner === null)
    announcements.push({
      name: 'leg.finished',
      data: { matchId, version, set: leg.set, leg: leg.leg, winner: leg.winner, summary },
    })
  if (after.outcome && before.status !== 'finished')
    announcements.push({ name: 'match.finished', data: { matchId, version, outcome: after.outcome, summary } })
  return announcements
}
