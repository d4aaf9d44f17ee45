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

/**
 * The id of the server's text for each refusal of @oche/darts, in the server catalogue of @oche/i18n
 * (`messages/server/<locale>.json`): the server answers it in the caller's language, and so do the mocks.
 */
export const eventErrorMessageIds = {
  'visit.impossibleScore': 'impossibleScore',
  'visit.impossibleFinish': 'impossibleFinish',
  'visit.dartsUsedRequired': 'dartsUsedRequired',
  'visit.dartsAtDoubleRequired': 'dartsAtDoubleRequired',
  'visit.dartsAtDoubleOutOfRange': 'dartsAtDoubleOutOfRange',
  'visit.invalidDart': 'invalidDart',
  'visit.tooManyDarts': 'tooManyDarts',
  'visit.incomplete': 'incompleteVisit',
  'visit.dartsAfterVisitEnded': 'dartsAfterVisitEnded',
  'visit.unknownType': 'unknownEventType',
  'event.unknownType': 'unknownEventType',
  'event.invalidId': 'invalidEventId',
  'event.duplicateId': 'duplicateEventId',
  'bullOff.unknownSide': 'bullOffUnknownSide',
  'bullOff.afterFirstVisit': 'bullOffAfterFirstVisit',
  'match.finished': 'matchFinished',
  'undo.nothingToUndo': 'nothingToUndo',
} as const satisfies { readonly [E in EventError]: string }
