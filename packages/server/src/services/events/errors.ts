import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of venues, events, boards and board tablets (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const eventFeatureErrors = defineFeatureErrors({
  'venue.notFound': {
    status: 404,
  },
  'venue.inUse': {
    status: 409,
  },
  'event.notFound': {
    status: 404,
  },
  'event.unknownVenue': {
    status: 422,
    field: 'venue_id',
  },
  'event.unknownTimeZone': {
    status: 422,
    field: 'time_zone',
  },
  'event.endsBeforeStart': {
    status: 422,
    field: 'ends_at',
  },
  'event.tournamentOfOtherOrganisation': {
    status: 422,
    field: 'tournament_id',
  },
  'event.tournamentNotLinked': {
    status: 404,
  },
  'board.notFound': {
    status: 404,
  },
  'board.numberTaken': {
    status: 422,
    field: 'number',
  },
  'tablet.invalidCode': {
    status: 422,
    field: 'code',
  },
  'tablet.boardDisabled': {
    status: 422,
    field: 'code',
  },
  'tablet.tooManyAttempts': {
    status: 429,
    field: 'code',
  },
})

export type EventFeatureError = keyof typeof eventFeatureErrors
