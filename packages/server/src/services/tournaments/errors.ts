import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of participants, tournament settings and entries (see `http/feature-errors.ts`). */
export const tournamentErrors = defineFeatureErrors({
  'tournament.notFound': {
    status: 404,
    message: {
      en: 'This tournament does not exist.',
      nl: 'Dit toernooi bestaat niet.',
      fr: 'Ce tournoi n’existe pas.',
      de: 'Dieses Turnier gibt es nicht.',
    },
  },
  'tournament.settingsLocked': {
    status: 422,
    field: 'format',
    message: {
      en: 'The draw has been made: this can no longer be changed.',
      nl: 'De loting is gedaan: dit kan niet meer worden gewijzigd.',
      fr: 'Le tirage a été effectué : ce réglage ne peut plus être modifié.',
      de: 'Die Auslosung ist erfolgt: Das lässt sich nicht mehr ändern.',
    },
  },
  'tournament.typeHasEntries': {
    status: 422,
    field: 'type',
    message: {
      en: 'Players have entered already: remove their entries before changing between singles and pairs.',
      nl: 'Er zijn al spelers ingeschreven: verwijder hun inschrijvingen voor je wisselt tussen enkel en koppel.',
      fr: 'Des joueurs sont déjà inscrits : supprimez leurs inscriptions avant de passer du simple au double.',
      de: 'Es sind bereits Spieler angemeldet: Entfernen Sie ihre Anmeldungen, bevor Sie zwischen Einzel und Doppel wechseln.',
    },
  },
  'tournament.phaseNotInFormat': {
    status: 422,
    field: 'phases',
    message: {
      en: 'This format has no such phase.',
      nl: 'Dit formaat heeft deze fase niet.',
      fr: 'Ce format ne comporte pas cette phase.',
      de: 'Dieses Format hat diese Phase nicht.',
    },
  },
  'tournament.drawPossible': {
    status: 422,
    field: 'phases',
    message: {
      en: 'A knockout game cannot end in a draw: choose “first to” or an odd “best of”.',
      nl: 'Een knock-outpartij kan niet gelijk eindigen: kies “first to” of een oneven “best of”.',
      fr: 'Un match à élimination directe ne peut pas finir sur un nul : choisissez « first to » ou un « best of » impair.',
      de: 'Ein K.-o.-Spiel darf nicht unentschieden enden: Wählen Sie „First to“ oder ein ungerades „Best of“.',
    },
  },
  'tournament.invalidFormat': {
    status: 422,
    field: 'phases',
    message: {
      en: 'This game format cannot be played.',
      nl: 'Dit wedstrijdformaat kan niet worden gespeeld.',
      fr: 'Ce format de match ne peut pas être joué.',
      de: 'Dieses Spielformat kann nicht gespielt werden.',
    },
  },
  'tournament.tooManyQualifiers': {
    status: 422,
    field: 'format.qualifiers_per_group',
    message: {
      en: 'Fewer players must go through than a group has.',
      nl: 'Er moeten minder spelers doorgaan dan er in een poule zitten.',
      fr: 'Il faut moins de qualifiés que de joueurs par poule.',
      de: 'Es müssen weniger Spieler weiterkommen, als eine Gruppe hat.',
    },
  },
  'tournament.duplicateTieBreaker': {
    status: 422,
    field: 'standings.tie_breakers',
    message: {
      en: 'Each tie-breaker can be used only once.',
      nl: 'Elk beslissingscriterium mag maar één keer voorkomen.',
      fr: 'Chaque critère de départage ne peut être utilisé qu’une fois.',
      de: 'Jedes Entscheidungskriterium darf nur einmal vorkommen.',
    },
  },
  'tournament.entryLimitBelowEntries': {
    status: 422,
    field: 'entry_limit',
    message: {
      en: 'More players have already entered than this limit allows.',
      nl: 'Er zijn al meer spelers ingeschreven dan deze limiet toelaat.',
      fr: 'Plus de joueurs sont déjà inscrits que cette limite ne le permet.',
      de: 'Es sind bereits mehr Spieler angemeldet, als dieses Limit erlaubt.',
    },
  },
  'tournament.notDraft': {
    status: 409,
    message: {
      en: 'The draw has been made: entries can no longer be changed this way.',
      nl: 'De loting is gedaan: inschrijvingen kunnen niet meer zo worden gewijzigd.',
      fr: 'Le tirage a été effectué : les inscriptions ne peuvent plus être modifiées ainsi.',
      de: 'Die Auslosung ist erfolgt: Anmeldungen lassen sich so nicht mehr ändern.',
    },
  },
  'tournament.full': {
    status: 409,
    message: {
      en: 'This tournament is full.',
      nl: 'Dit toernooi is vol.',
      fr: 'Ce tournoi est complet.',
      de: 'Dieses Turnier ist voll.',
    },
  },
  'tournament.signupClosed': {
    status: 409,
    message: {
      en: 'Sign-up for this tournament is closed.',
      nl: 'De inschrijving voor dit toernooi is gesloten.',
      fr: 'Les inscriptions à ce tournoi sont closes.',
      de: 'Die Anmeldung für dieses Turnier ist geschlossen.',
    },
  },
  'tournament.alreadyRegistered': {
    status: 409,
    message: {
      en: 'You have already entered this tournament.',
      nl: 'Je bent al ingeschreven voor dit toernooi.',
      fr: 'Vous êtes déjà inscrit à ce tournoi.',
      de: 'Sie sind für dieses Turnier bereits angemeldet.',
    },
  },
  'tournament.notRegistered': {
    status: 404,
    message: {
      en: 'You have not entered this tournament.',
      nl: 'Je bent niet ingeschreven voor dit toernooi.',
      fr: 'Vous n’êtes pas inscrit à ce tournoi.',
      de: 'Sie sind für dieses Turnier nicht angemeldet.',
    },
  },
  'tournament.partnerRequired': {
    status: 422,
    field: 'partner_name',
    message: {
      en: 'A pairs tournament needs the name of your partner.',
      nl: 'Voor een koppeltoernooi is de naam van je partner nodig.',
      fr: 'Un tournoi en double demande le nom de votre partenaire.',
      de: 'Für ein Doppelturnier wird der Name Ihres Partners benötigt.',
    },
  },
  'entry.notFound': {
    status: 404,
    message: {
      en: 'This entry does not exist.',
      nl: 'Deze inschrijving bestaat niet.',
      fr: 'Cette inscription n’existe pas.',
      de: 'Diese Anmeldung gibt es nicht.',
    },
  },
  'entry.wrongMemberCount': {
    status: 422,
    field: 'members',
    message: {
      en: 'A singles entry has one player, a pairs entry two.',
      nl: 'Een enkelinschrijving heeft één speler, een koppel twee.',
      fr: 'Une inscription en simple compte un joueur, en double deux.',
      de: 'Eine Einzelanmeldung hat einen Spieler, eine Doppelanmeldung zwei.',
    },
  },
  'entry.alreadyEntered': {
    status: 422,
    field: 'members',
    message: {
      en: 'This player has already entered this tournament.',
      nl: 'Deze speler is al ingeschreven voor dit toernooi.',
      fr: 'Ce joueur est déjà inscrit à ce tournoi.',
      de: 'Dieser Spieler ist für dieses Turnier bereits angemeldet.',
    },
  },
  'entry.unknownParticipant': {
    status: 422,
    field: 'members',
    message: {
      en: 'This player is not on your participant list.',
      nl: 'Deze speler staat niet op je deelnemerslijst.',
      fr: 'Ce joueur ne figure pas dans votre liste de participants.',
      de: 'Dieser Spieler steht nicht auf Ihrer Teilnehmerliste.',
    },
  },
  'entry.beforeDrawOnly': {
    status: 422,
    message: {
      en: 'This can only be changed before the draw.',
      nl: 'Dit kan enkel voor de loting worden gewijzigd.',
      fr: 'Ce réglage ne peut être modifié qu’avant le tirage.',
      de: 'Das lässt sich nur vor der Auslosung ändern.',
    },
  },
  'entry.afterDrawOnly': {
    status: 422,
    field: 'withdrawn',
    message: {
      en: 'A player withdraws after the draw; before it, remove the entry.',
      nl: 'Een speler trekt zich terug na de loting; verwijder de inschrijving ervoor.',
      fr: 'Un joueur se retire après le tirage ; avant, supprimez l’inscription.',
      de: 'Ein Spieler zieht sich nach der Auslosung zurück; entfernen Sie die Anmeldung davor.',
    },
  },
  'entry.seedTaken': {
    status: 422,
    field: 'seed',
    message: {
      en: 'Another entry has this seed.',
      nl: 'Een andere inschrijving heeft dit reekshoofd al.',
      fr: 'Une autre inscription a déjà cette tête de série.',
      de: 'Eine andere Anmeldung hat diese Setzung bereits.',
    },
  },
  'entry.withdrawalFinal': {
    status: 422,
    field: 'withdrawn',
    message: {
      en: 'A withdrawal cannot be undone: the games it gave away stay decided.',
      nl: 'Een terugtrekking kan niet ongedaan worden gemaakt: de weggegeven partijen blijven beslist.',
      fr: 'Un retrait ne peut pas être annulé : les matchs concédés restent acquis.',
      de: 'Ein Rückzug lässt sich nicht rückgängig machen: Die abgegebenen Spiele bleiben entschieden.',
    },
  },
  'entry.tournamentFinished': {
    status: 422,
    field: 'withdrawn',
    message: {
      en: 'The tournament is over: nobody can withdraw any more.',
      nl: 'Het toernooi is afgelopen: niemand kan zich nog terugtrekken.',
      fr: 'Le tournoi est terminé : plus personne ne peut se retirer.',
      de: 'Das Turnier ist vorbei: Niemand kann sich mehr zurückziehen.',
    },
  },
  'entry.csvInvalid': {
    status: 422,
    field: 'csv',
    message: {
      en: 'This line cannot be read.',
      nl: 'Deze regel kan niet worden gelezen.',
      fr: 'Cette ligne est illisible.',
      de: 'Diese Zeile kann nicht gelesen werden.',
    },
  },
  'participant.notFound': {
    status: 404,
    message: {
      en: 'This participant does not exist.',
      nl: 'Deze deelnemer bestaat niet.',
      fr: 'Ce participant n’existe pas.',
      de: 'Diesen Teilnehmer gibt es nicht.',
    },
  },
  'participant.hasEntries': {
    status: 409,
    message: {
      en: 'This participant has played in tournaments: merge it into another one instead.',
      nl: 'Deze deelnemer speelde al toernooien: voeg hem samen met een andere deelnemer.',
      fr: 'Ce participant a déjà joué des tournois : fusionnez-le plutôt avec un autre.',
      de: 'Dieser Teilnehmer hat schon Turniere gespielt: Führen Sie ihn stattdessen mit einem anderen zusammen.',
    },
  },
  'participant.mergeIntoItself': {
    status: 422,
    field: 'into_id',
    message: {
      en: 'Choose another participant to merge into.',
      nl: 'Kies een andere deelnemer om mee samen te voegen.',
      fr: 'Choisissez un autre participant avec qui fusionner.',
      de: 'Wählen Sie einen anderen Teilnehmer zum Zusammenführen.',
    },
  },
  'participant.mergeTargetNotFound': {
    status: 422,
    field: 'into_id',
    message: {
      en: 'This participant is not on your list.',
      nl: 'Deze deelnemer staat niet op je lijst.',
      fr: 'Ce participant ne figure pas dans votre liste.',
      de: 'Dieser Teilnehmer steht nicht auf Ihrer Liste.',
    },
  },
  'participant.sameTournament': {
    status: 422,
    field: 'into_id',
    message: {
      en: 'Both participants play in the same tournament, so they are different players.',
      nl: 'Beide deelnemers spelen in hetzelfde toernooi, dus het zijn verschillende spelers.',
      fr: 'Les deux participants jouent dans le même tournoi : ce sont donc des joueurs différents.',
      de: 'Beide Teilnehmer spielen im selben Turnier, also sind es verschiedene Spieler.',
    },
  },
  'participant.unknownAccount': {
    status: 422,
    field: 'email',
    message: {
      en: 'No account has this e-mail address.',
      nl: 'Er is geen account met dit e-mailadres.',
      fr: 'Aucun compte n’utilise cette adresse e-mail.',
      de: 'Kein Konto hat diese E-Mail-Adresse.',
    },
  },
  'participant.accountAlreadyLinked': {
    status: 422,
    field: 'email',
    message: {
      en: 'Another participant on your list is already linked to this account.',
      nl: 'Een andere deelnemer op je lijst is al aan dit account gekoppeld.',
      fr: 'Un autre participant de votre liste est déjà lié à ce compte.',
      de: 'Ein anderer Teilnehmer auf Ihrer Liste ist bereits mit diesem Konto verknüpft.',
    },
  },
})

export type TournamentError = keyof typeof tournamentErrors
