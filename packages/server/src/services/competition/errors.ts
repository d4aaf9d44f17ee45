import { competitionErrorShapes } from '@oche/api'
import { defineFeatureErrors } from '../../http/feature-errors'

/**
 * Errors of the league side: organisations, seasons, divisions, teams, members, venues and fixtures (see
 * `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). The table is @oche/api's, so the
 * mocks answer the same. A venue not found is the events' `venue.notFound`: league venues are the organisation's.
 */
export const competitionErrors = defineFeatureErrors(competitionErrorShapes)

export type CompetitionError = keyof typeof competitionErrors
