import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of an event's boards at play: calling, the queue, walkovers and the board tablets' games. */
export const eventBoardErrors = defineFeatureErrors({
  'boardGame.notFound': {
    status: 404,
    message: {
      en: 'This game is not waiting for a board at this event.',
      nl: 'Deze wedstrijd wacht niet op een bord op dit evenement.',
      fr: 'Ce match n’attend pas de cible lors de cet événement.',
      de: 'Dieses Spiel wartet bei dieser Veranstaltung auf kein Board.',
    },
  },
  'boardGame.unknownBoard': {
    status: 422,
    field: 'board_id',
    message: {
      en: 'This board does not exist.',
      nl: 'Dit bord bestaat niet.',
      fr: 'Cette cible n’existe pas.',
      de: 'Dieses Board gibt es nicht.',
    },
  },
  'boardGame.boardBusy': {
    status: 422,
    field: 'board_id',
    message: {
      en: 'This board already has a game.',
      nl: 'Op dit bord wordt al een wedstrijd gespeeld.',
      fr: 'Cette cible a déjà un match.',
      de: 'Auf diesem Board läuft schon ein Spiel.',
    },
  },
  'boardGame.boardDisabled': {
    status: 422,
    field: 'board_id',
    message: {
      en: 'This board is switched off.',
      nl: 'Dit bord staat uit.',
      fr: 'Cette cible est désactivée.',
      de: 'Dieses Board ist ausgeschaltet.',
    },
  },
  'boardGame.unknownQueueGame': {
    status: 422,
    field: 'game_ids',
    message: {
      en: 'One of these games is not waiting for a board.',
      nl: 'Een van deze wedstrijden wacht niet op een bord.',
      fr: 'L’un de ces matchs n’attend pas de cible.',
      de: 'Eines dieser Spiele wartet auf kein Board.',
    },
  },
  'boardGame.started': {
    status: 409,
    message: {
      en: 'This game has started: it can no longer be taken off its board.',
      nl: 'Deze wedstrijd is begonnen: hij kan niet meer van zijn bord worden gehaald.',
      fr: 'Ce match a commencé : il ne peut plus être retiré de sa cible.',
      de: 'Dieses Spiel hat begonnen: Es kann nicht mehr vom Board genommen werden.',
    },
  },
  'boardGame.notCalled': {
    status: 409,
    message: {
      en: 'This game is not called to a board.',
      nl: 'Deze wedstrijd is niet naar een bord geroepen.',
      fr: 'Ce match n’est appelé sur aucune cible.',
      de: 'Dieses Spiel ist keinem Board zugewiesen.',
    },
  },
  'boardGame.notFinished': {
    status: 409,
    message: {
      en: 'This game is not finished yet.',
      nl: 'Deze wedstrijd is nog niet afgelopen.',
      fr: 'Ce match n’est pas encore terminé.',
      de: 'Dieses Spiel ist noch nicht beendet.',
    },
  },
  'tablet.notThisBoard': {
    status: 409,
    message: {
      en: 'This game is not called to this board.',
      nl: 'Deze wedstrijd is niet naar dit bord geroepen.',
      fr: 'Ce match n’est pas appelé sur cette cible.',
      de: 'Dieses Spiel ist nicht diesem Board zugewiesen.',
    },
  },
  'tablet.notThisMatch': {
    status: 403,
    message: {
      en: 'This match is not played on this board.',
      nl: 'Deze wedstrijd wordt niet op dit bord gespeeld.',
      fr: 'Ce match ne se joue pas sur cette cible.',
      de: 'Dieses Spiel wird nicht auf diesem Board gespielt.',
    },
  },
})

export type EventBoardError = keyof typeof eventBoardErrors
