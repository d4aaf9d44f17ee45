import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of link invitations (see `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). */
export const participantLinkErrors = defineFeatureErrors({
  'linkInvitation.tooMany': {
    status: 429,
  },
  'linkInvitation.notFound': {
    status: 404,
  },
  'linkInvitation.alreadyLinked': {
    status: 409,
  },
})

export type ParticipantLinkError = keyof typeof participantLinkErrors
