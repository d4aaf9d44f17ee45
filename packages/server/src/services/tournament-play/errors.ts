import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of the draw, games, results and corrections (see `http/feature-errors.ts`). */
export const tournamentPlayErrors = defineFeatureErrors({
  'draw.locked': {
    status: 409,
    message: {
      en: 'The draw cannot be made again: games have already been called, started or decided.',
      nl: 'De loting kan niet opnieuw: er zijn al wedstrijden opgeroepen, gestart of beslist.',
      fr: 'Le tirage ne peut plus être refait : des matchs ont déjà été appelés, commencés ou joués.',
      de: 'Die Auslosung kann nicht wiederholt werden: Spiele wurden bereits aufgerufen, begonnen oder entschieden.',
    },
  },
  'draw.tooFewEntries': {
    status: 409,
    message: {
      en: 'A draw needs at least two players.',
      nl: 'Voor een loting zijn minstens twee spelers nodig.',
      fr: 'Un tirage nécessite au moins deux joueurs.',
      de: 'Für eine Auslosung braucht es mindestens zwei Spieler.',
    },
  },
  'draw.impossible': {
    status: 422,
    field: 'format',
    message: {
      en: 'These players cannot be drawn in this format: check the group size and the qualifiers per group.',
      nl: 'Deze spelers kunnen niet in dit formaat geloot worden: controleer de poulegrootte en het aantal doorgaande spelers per poule.',
      fr: 'Ces joueurs ne peuvent pas être tirés dans cette formule : vérifiez la taille des poules et le nombre de qualifiés par poule.',
      de: 'Diese Spieler lassen sich in diesem Modus nicht auslosen: Prüfen Sie die Gruppengröße und die Anzahl der Qualifikanten pro Gruppe.',
    },
  },
  'game.notFound': {
    status: 404,
    message: {
      en: 'This game is not part of the tournament.',
      nl: 'Deze wedstrijd hoort niet bij het toernooi.',
      fr: 'Ce match ne fait pas partie du tournoi.',
      de: 'Dieses Spiel gehört nicht zum Turnier.',
    },
  },
  'group.notFound': {
    status: 404,
    message: {
      en: 'The tournament has no group with this name.',
      nl: 'Het toernooi heeft geen poule met deze naam.',
      fr: 'Le tournoi n’a pas de poule portant ce nom.',
      de: 'Das Turnier hat keine Gruppe mit diesem Namen.',
    },
  },
  'game.notReady': {
    status: 409,
    message: {
      en: 'Only a game whose two players are known and that has not been decided can be called.',
      nl: 'Alleen een wedstrijd waarvan beide spelers bekend zijn en die nog niet beslist is, kan worden opgeroepen.',
      fr: 'Seul un match dont les deux joueurs sont connus et qui n’est pas encore joué peut être appelé.',
      de: 'Nur ein Spiel, dessen beide Spieler feststehen und das noch nicht entschieden ist, kann aufgerufen werden.',
    },
  },
  'game.live': {
    status: 409,
    message: {
      en: 'This game is already being scored: it can no longer be called off.',
      nl: 'Deze wedstrijd wordt al gescoord: de oproep kan niet meer worden ingetrokken.',
      fr: 'Ce match est déjà en cours de marquage : l’appel ne peut plus être annulé.',
      de: 'Dieses Spiel wird bereits gezählt: Der Aufruf kann nicht mehr zurückgenommen werden.',
    },
  },
  'game.notPlayable': {
    status: 409,
    message: {
      en: 'A result can only be given once both players of the game are known.',
      nl: 'Een uitslag kan pas worden ingevoerd als beide spelers van de wedstrijd bekend zijn.',
      fr: 'Un résultat ne peut être saisi que lorsque les deux joueurs du match sont connus.',
      de: 'Ein Ergebnis kann erst eingetragen werden, wenn beide Spieler des Spiels feststehen.',
    },
  },
  'game.noResult': {
    status: 409,
    message: {
      en: 'This game has no result to remove.',
      nl: 'Deze wedstrijd heeft geen uitslag om te verwijderen.',
      fr: 'Ce match n’a pas de résultat à supprimer.',
      de: 'Dieses Spiel hat kein Ergebnis, das entfernt werden könnte.',
    },
  },
  'result.legsDoNotFitFormat': {
    status: 422,
    field: 'legs',
    message: {
      en: 'This score does not fit the game’s format.',
      nl: 'Deze stand past niet bij het formaat van de wedstrijd.',
      fr: 'Ce score ne correspond pas à la formule du match.',
      de: 'Dieses Ergebnis passt nicht zum Modus des Spiels.',
    },
  },
  'result.drawNotAllowed': {
    status: 422,
    field: 'legs',
    message: {
      en: 'Only group and round-robin games can end in a draw.',
      nl: 'Alleen poule- en round-robinwedstrijden kunnen gelijk eindigen.',
      fr: 'Seuls les matchs de poule et de round robin peuvent se terminer par un match nul.',
      de: 'Nur Gruppen- und Round-Robin-Spiele können unentschieden enden.',
    },
  },
  'result.correctionBlocked': {
    status: 409,
    message: {
      en: 'This result cannot be changed: games that depend on it have already been played. Remove their results first.',
      nl: 'Deze uitslag kan niet worden gewijzigd: wedstrijden die ervan afhangen zijn al gespeeld. Verwijder eerst hun uitslagen.',
      fr: 'Ce résultat ne peut pas être modifié : des matchs qui en dépendent ont déjà été joués. Supprimez d’abord leurs résultats.',
      de: 'Dieses Ergebnis kann nicht geändert werden: Davon abhängige Spiele wurden bereits gespielt. Entfernen Sie zuerst deren Ergebnisse.',
    },
  },
  'decider.invalidOrder': {
    status: 422,
    field: 'order',
    message: {
      en: 'List exactly the players of a tie in this group that is still open, best first.',
      nl: 'Geef precies de spelers van een nog open gelijke stand in deze poule op, de beste eerst.',
      fr: 'Indiquez exactement les joueurs d’une égalité encore ouverte dans cette poule, le meilleur en premier.',
      de: 'Geben Sie genau die Spieler eines noch offenen Gleichstands in dieser Gruppe an, den besten zuerst.',
    },
  },
})

export type TournamentPlayError = keyof typeof tournamentPlayErrors
