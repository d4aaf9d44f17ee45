import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of venues, events, boards and board tablets (see `http/feature-errors.ts`). */
export const eventFeatureErrors = defineFeatureErrors({
  'venue.notFound': {
    status: 404,
    message: {
      en: 'This location does not exist.',
      nl: 'Deze locatie bestaat niet.',
      fr: 'Ce lieu n’existe pas.',
      de: 'Diesen Veranstaltungsort gibt es nicht.',
    },
  },
  'venue.inUse': {
    status: 409,
    message: {
      en: 'An event takes place at this location: move or delete the event first.',
      nl: 'Er vindt een evenement plaats op deze locatie: verplaats of verwijder eerst het evenement.',
      fr: 'Un événement a lieu à cet endroit : déplacez ou supprimez d’abord l’événement.',
      de: 'An diesem Ort findet eine Veranstaltung statt: Verlegen oder löschen Sie zuerst die Veranstaltung.',
    },
  },
  'event.notFound': {
    status: 404,
    message: {
      en: 'This event does not exist.',
      nl: 'Dit evenement bestaat niet.',
      fr: 'Cet événement n’existe pas.',
      de: 'Diese Veranstaltung gibt es nicht.',
    },
  },
  'event.unknownVenue': {
    status: 422,
    field: 'venue_id',
    message: {
      en: 'This location is not one of yours.',
      nl: 'Deze locatie is niet een van de jouwe.',
      fr: 'Ce lieu ne fait pas partie des vôtres.',
      de: 'Dieser Veranstaltungsort gehört nicht zu Ihren.',
    },
  },
  'event.unknownTimeZone': {
    status: 422,
    field: 'time_zone',
    message: {
      en: 'This time zone does not exist.',
      nl: 'Deze tijdzone bestaat niet.',
      fr: 'Ce fuseau horaire n’existe pas.',
      de: 'Diese Zeitzone gibt es nicht.',
    },
  },
  'event.endsBeforeStart': {
    status: 422,
    field: 'ends_at',
    message: {
      en: 'The event must end after it starts.',
      nl: 'Het evenement moet eindigen na de start.',
      fr: 'L’événement doit se terminer après son début.',
      de: 'Die Veranstaltung muss nach ihrem Beginn enden.',
    },
  },
  'event.tournamentOfOtherOrganisation': {
    status: 422,
    field: 'tournament_id',
    message: {
      en: 'This tournament belongs to another organiser than the event.',
      nl: 'Dit toernooi hoort bij een andere organisator dan het evenement.',
      fr: 'Ce tournoi appartient à un autre organisateur que l’événement.',
      de: 'Dieses Turnier gehört einem anderen Veranstalter als die Veranstaltung.',
    },
  },
  'event.tournamentNotLinked': {
    status: 404,
    message: {
      en: 'This tournament is not played at this event.',
      nl: 'Dit toernooi wordt niet op dit evenement gespeeld.',
      fr: 'Ce tournoi ne se joue pas lors de cet événement.',
      de: 'Dieses Turnier wird nicht bei dieser Veranstaltung gespielt.',
    },
  },
  'board.notFound': {
    status: 404,
    message: {
      en: 'This board does not exist.',
      nl: 'Dit bord bestaat niet.',
      fr: 'Cette cible n’existe pas.',
      de: 'Diese Scheibe gibt es nicht.',
    },
  },
  'board.numberTaken': {
    status: 422,
    field: 'number',
    message: {
      en: 'Another board of this event has this number.',
      nl: 'Een ander bord van dit evenement heeft dit nummer al.',
      fr: 'Une autre cible de cet événement porte déjà ce numéro.',
      de: 'Eine andere Scheibe dieser Veranstaltung hat bereits diese Nummer.',
    },
  },
  'tablet.invalidCode': {
    status: 422,
    field: 'code',
    message: {
      en: 'No board has this code. Check the code shown by the organiser.',
      nl: 'Geen enkel bord heeft deze code. Controleer de code van de organisator.',
      fr: 'Aucune cible n’a ce code. Vérifiez le code donné par l’organisateur.',
      de: 'Keine Scheibe hat diesen Code. Prüfen Sie den Code des Veranstalters.',
    },
  },
  'tablet.boardDisabled': {
    status: 422,
    field: 'code',
    message: {
      en: 'This board is switched off for now. Ask the organiser to enable it.',
      nl: 'Dit bord is voorlopig uitgeschakeld. Vraag de organisator om het in te schakelen.',
      fr: 'Cette cible est désactivée pour l’instant. Demandez à l’organisateur de l’activer.',
      de: 'Diese Scheibe ist vorerst ausgeschaltet. Bitten Sie den Veranstalter, sie einzuschalten.',
    },
  },
  'tablet.tooManyAttempts': {
    status: 429,
    field: 'code',
    message: {
      en: 'Too many wrong codes. Wait a few minutes and try again.',
      nl: 'Te veel foute codes. Wacht enkele minuten en probeer het opnieuw.',
      fr: 'Trop de codes erronés. Patientez quelques minutes puis réessayez.',
      de: 'Zu viele falsche Codes. Warten Sie einige Minuten und versuchen Sie es erneut.',
    },
  },
})

export type EventFeatureError = keyof typeof eventFeatureErrors
