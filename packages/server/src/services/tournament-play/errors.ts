import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of the draw, games, results and corrections (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const tournamentPlayErrors = defineFeatureErrors({
  'draw.locked': {
    status: 409,
  },
  'draw.tooFewEntries': {
    status: 409,
  },
  'draw.impossible': {
    status: 422,
    field: 'format',
  },
  'game.notFound': {
    status: 404,
  },
  'group.notFound': {
    status: 404,
  },
  'game.notReady': {
    status: 409,
  },
  'game.live': {
    status: 409,
  },
  'game.notPlayable': {
    status: 409,
  },
  'game.noResult': {
    status: 409,
  },
  'result.legsDoNotFitFormat': {
    status: 422,
    field: 'legs',
  },
  'result.drawNotAllowed': {
    status: 422,
    field: 'legs',
  },
  'result.correctionBlocked': {
    status: 409,
  },
  'decider.invalidOrder': {
    status: 422,
    field: 'order',
  },
})

export type TournamentPlayError = keyof typeof tournamentPlayErrors
