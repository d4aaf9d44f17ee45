import type { EventError } from '@oche/darts'

/**
 * The field of the event that a refusal of @oche/darts is about, or null for the event as a whole. A 422 files
 * its message under `event.<field>` (`events.N.<field>` for an upload), so a scorer can show it beside the input.
 */
export function eventErrorField(
  error: EventError,
): 'total' | 'dartsUsed' | 'dartsAtDouble' | 'darts' | 'winner' | 'type' | 'id' | null {
  switch (error) {
    case 'visit.impossibleScore':
    case 'visit.impossibleFinish':
      return 'total'
    case 'visit.dartsUsedRequired':
      return 'dartsUsed'
    case 'visit.dartsAtDoubleRequired':
    case 'visit.dartsAtDoubleOutOfRange':
      return 'dartsAtDouble'
    case 'visit.invalidDart':
    case 'visit.tooManyDarts':
    case 'visit.incomplete':
    case 'visit.dartsAfterVisitEnded':
      return 'darts'
    case 'bullOff.unknownSide':
      return 'winner'
    case 'bullOff.afterFirstVisit':
    case 'visit.unknownType':
    case 'event.unknownType':
      return 'type'
    case 'event.invalidId':
    case 'event.duplicateId':
      return 'id'
    case 'match.finished':
    case 'undo.nothingToUndo':
      return null
    default:
      return error satisfies never
  }
}

/** English texts of the refusals, for mocks and logs; the server answers in the caller's language. */
export const eventErrorMessages: Record<EventError, string> = {
  'visit.impossibleScore': 'Nobody can score this total with three darts.',
  'visit.impossibleFinish': 'This finish is not possible with these darts.',
  'visit.dartsUsedRequired': 'Say how many darts the checkout took.',
  'visit.dartsAtDoubleRequired': 'Say how many darts were thrown at a double.',
  'visit.dartsAtDoubleOutOfRange': 'That many darts at a double is not possible in this visit.',
  'visit.invalidDart': 'One of the darts is not on the board.',
  'visit.tooManyDarts': 'A visit has at most three darts.',
  'visit.incomplete': 'A visit needs at least one dart.',
  'visit.dartsAfterVisitEnded': 'The visit ended before the last dart.',
  'visit.unknownType': 'This is not a kind of visit.',
  'event.unknownType': 'This is not a kind of event.',
  'event.invalidId': 'The event needs an id.',
  'event.duplicateId': 'This event was already recorded.',
  'bullOff.unknownSide': 'The bull-off winner is not a side of this match.',
  'bullOff.afterFirstVisit': 'The bull-off comes before the first visit.',
  'match.finished': 'The match is over.',
  'undo.nothingToUndo': 'There is no visit to undo.',
}
