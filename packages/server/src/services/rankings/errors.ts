import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of rankings (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const rankingErrors = defineFeatureErrors({
  'ranking.notFound': {
    status: 404,
  },
  'ranking.hiddenTournament': {
    status: 422,
    field: 'tournament_ids',
  },
  'ranking.unknownTournament': {
    status: 422,
    field: 'tournament_ids',
  },
})

export type RankingError = keyof typeof rankingErrors
