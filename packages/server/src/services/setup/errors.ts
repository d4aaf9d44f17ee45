import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of the first-run setup (see `http/feature-errors.ts`). */
export const setupErrors = defineFeatureErrors({
  'setup.notFromThisMachine': {
    status: 403,
    message: {
      en: 'The platform is being set up on its host machine: the first administrator can only be created there.',
      nl: 'Het platform wordt ingesteld op de computer waarop het draait: de eerste beheerder kan alleen daar worden aangemaakt.',
      fr: 'La plateforme est en cours de configuration sur sa machine hôte : le premier administrateur ne peut être créé que là.',
      de: 'Die Plattform wird auf ihrem Host-Rechner eingerichtet: Der erste Administrator kann nur dort angelegt werden.',
    },
  },
  'setup.done': {
    status: 409,
    message: {
      en: 'The platform is set up already: sign in instead.',
      nl: 'Het platform is al ingesteld: meld je aan.',
      fr: 'La plateforme est déjà configurée : connectez-vous.',
      de: 'Die Plattform ist bereits eingerichtet: Melden Sie sich an.',
    },
  },
})

export type SetupError = keyof typeof setupErrors
