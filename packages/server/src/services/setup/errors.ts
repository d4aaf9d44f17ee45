import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of the first-run setup (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const setupErrors = defineFeatureErrors({
  'setup.notFromThisMachine': {
    status: 403,
  },
  'setup.done': {
    status: 409,
  },
})

export type SetupError = keyof typeof setupErrors
