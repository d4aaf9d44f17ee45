import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of link invitations (see `http/feature-errors.ts`). */
export const participantLinkErrors = defineFeatureErrors({
  'linkInvitation.tooMany': {
    status: 429,
    message: {
      en: 'Too many invitations. Try again later.',
      nl: 'Te veel uitnodigingen. Probeer het later opnieuw.',
      fr: 'Trop d’invitations. Réessayez plus tard.',
      de: 'Zu viele Einladungen. Versuchen Sie es später erneut.',
    },
  },
  'linkInvitation.notFound': {
    status: 404,
    message: {
      en: 'This invitation is no longer open.',
      nl: 'Deze uitnodiging staat niet meer open.',
      fr: 'Cette invitation n’est plus ouverte.',
      de: 'Diese Einladung ist nicht mehr offen.',
    },
  },
  'linkInvitation.alreadyLinked': {
    status: 409,
    message: {
      en: 'Your account is already linked to another player of this organiser: ask them to merge the two.',
      nl: 'Je account is al gekoppeld aan een andere speler van deze organisator: vraag hem de twee samen te voegen.',
      fr: 'Votre compte est déjà lié à un autre joueur de cet organisateur : demandez-lui de fusionner les deux.',
      de: 'Ihr Konto ist bereits mit einem anderen Spieler dieses Veranstalters verknüpft: Bitten Sie ihn, beide zusammenzuführen.',
    },
  },
})

export type ParticipantLinkError = keyof typeof participantLinkErrors
