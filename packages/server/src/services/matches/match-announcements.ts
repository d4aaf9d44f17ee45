import { realtimeEvents, summarizeMatch, type RealtimeMessage } from '@oche/api'
import type { MatchEvent, X01MatchState } from '@oche/darts'

/** One realtime event to publish on `match.{id}` once the append has committed (realtime-protocol.md §9). */
export type MatchAnnouncement = RealtimeMessage<'visit.scored' | 'match.updated' | 'leg.finished' | 'match.finished'>

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
      announcements.push({ name: realtimeEvents.visitScored, data: { matchId, version, event, summary } })
      break
    case 'undo':
    case 'bullOff':
      announcements.push({ name: realtimeEvents.matchUpdated, data: { matchId, version, event, summary } })
      return announcements
    default:
      return event satisfies never
  }
  // A visit that wins a leg closes the leg that was being played before it.
  const leg = after.legs[before.legs.length - 1]
  if (leg && leg.winner !== null && before.legs[before.legs.length - 1]?.winner === null)
    announcements.push({
      name: realtimeEvents.legFinished,
      data: { matchId, version, set: leg.set, leg: leg.leg, winner: leg.winner, summary },
    })
  if (after.outcome && before.status !== 'finished')
    announcements.push({
      name: realtimeEvents.matchFinished,
      data: { matchId, version, outcome: after.outcome, summary },
    })
  return announcements
}
