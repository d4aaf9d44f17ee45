import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl/server'
import type { BuiltScreenName } from './built-screens'

/** Page titles of the built screens, for "%s - Oche | Tournament platform". The home page has the plain title. */
export const routeTitles = defineMessages({
  'privacy-policy': { id: 'routes.privacyPolicy.title', defaultMessage: 'Privacy policy' },
  'terms-of-service': { id: 'routes.termsOfService.title', defaultMessage: 'Terms of service' },
  'auth-login': { id: 'routes.login.title', defaultMessage: 'Sign in' },
  'auth-register': { id: 'routes.register.title', defaultMessage: 'Create an account' },
  'auth-reset-password': { id: 'routes.resetPassword.title', defaultMessage: 'Reset your password' },
  'confirm-name-change': { id: 'routes.confirmNameChange.title', defaultMessage: 'Confirm your new name' },
  'confirm-email-change': { id: 'routes.confirmEmailChange.title', defaultMessage: 'Confirm your new e-mail address' },
  profile: { id: 'routes.profile.title', defaultMessage: 'Profile' },
  'profile-settings': { id: 'routes.settings.title', defaultMessage: 'Settings' },
  'test-login': { id: 'routes.testLogin.title', defaultMessage: 'Test login' },
  'live-id': { id: 'routes.live.title', defaultMessage: 'Live match' },
  play: { id: 'routes.play.title', defaultMessage: 'Play a match' },
  'play-offline': { id: 'routes.playOffline.title', defaultMessage: 'Play offline' },
  'play-bot-id': { id: 'routes.playBot.title', defaultMessage: 'Play against a bot' },
  tournaments: { id: 'routes.tournaments.title', defaultMessage: 'Tournaments' },
  'tournaments-tournament': { id: 'routes.tournament.title', defaultMessage: 'Tournament' },
  'tournaments-tournament-games': { id: 'routes.tournamentGames.title', defaultMessage: 'Tournament games' },
  'tournaments-tournament-games-id': { id: 'routes.tournamentGame.title', defaultMessage: 'Tournament game' },
  'tournaments-tournament-groups': { id: 'routes.tournamentGroups.title', defaultMessage: 'Tournament groups' },
  'tournaments-tournament-results': { id: 'routes.tournamentResults.title', defaultMessage: 'Tournament results' },
  'tournaments-tournament-winner-brackets': {
    id: 'routes.tournamentWinnerBrackets.title',
    defaultMessage: 'Tournament bracket',
  },
  'tournaments-tournament-consolation-brackets': {
    id: 'routes.tournamentConsolationBrackets.title',
    defaultMessage: 'Consolation bracket',
  },
  manage: { id: 'routes.manage.title', defaultMessage: 'Manage' },
  'manage-tournaments': { id: 'routes.manageTournaments.title', defaultMessage: 'Your tournaments' },
  'manage-tournaments-create': { id: 'routes.manageTournamentsCreate.title', defaultMessage: 'New tournament' },
  'manage-tournaments-id': { id: 'routes.manageTournament.title', defaultMessage: 'Manage tournament' },
  'manage-tournaments-id-players': { id: 'routes.manageTournamentPlayers.title', defaultMessage: 'Tournament players' },
  'manage-tournaments-id-play-list': { id: 'routes.manageTournamentGames.title', defaultMessage: 'Games' },
  'manage-tournaments-id-play-groups': { id: 'routes.manageTournamentGroups.title', defaultMessage: 'Groups' },
  'manage-tournaments-id-play-results': { id: 'routes.manageTournamentResults.title', defaultMessage: 'Results' },
  'manage-tournaments-id-play-winners-ko': {
    id: 'routes.manageTournamentWinnersKo.title',
    defaultMessage: 'Winners knockout',
  },
  'manage-tournaments-id-play-losers-ko': {
    id: 'routes.manageTournamentLosersKo.title',
    defaultMessage: 'Consolation knockout',
  },
  'manage-participants': { id: 'routes.manageParticipants.title', defaultMessage: 'Participants' },
  'manage-events-id-boards': { id: 'routes.manageEventBoards.title', defaultMessage: 'Event boards' },
  'manage-events-locations': { id: 'routes.manageEventsLocations.title', defaultMessage: 'Event locations' },
  'manage-events-create': { id: 'routes.manageEventsCreate.title', defaultMessage: 'New event' },
  'manage-events-id-edit': { id: 'routes.manageEventsEdit.title', defaultMessage: 'Edit event' },
  'events-event': { id: 'routes.event.title', defaultMessage: 'Event' },
  tablet: { id: 'routes.tablet.title', defaultMessage: 'Board tablet' },
  'tablet-login': { id: 'routes.tabletLogin.title', defaultMessage: 'Log in a board' },
  'profile-my-tournaments': { id: 'routes.myTournaments.title', defaultMessage: 'My tournaments' },
  'profile-my-matches': { id: 'routes.myMatches.title', defaultMessage: 'My matches' },
  notFound: { id: 'routes.notFound.title', defaultMessage: 'Page not found' },
}) satisfies Partial<Record<BuiltScreenName | 'notFound', unknown>>

export const routeDescriptions = defineMessages({
  index: {
    id: 'routes.home.description',
    defaultMessage: 'Run darts tournaments and leagues, score on board tablets and follow every leg live.',
  },
  'privacy-policy': {
    id: 'routes.privacyPolicy.description',
    defaultMessage: 'What data Oche keeps, why and for how long.',
  },
  'terms-of-service': { id: 'routes.termsOfService.description', defaultMessage: 'The terms for using Oche.' },
  'auth-login': {
    id: 'routes.login.description',
    defaultMessage: 'Sign in to run tournaments and keep your statistics.',
  },
  'auth-register': { id: 'routes.register.description', defaultMessage: 'Create a free Oche account.' },
  'auth-reset-password': {
    id: 'routes.resetPassword.description',
    defaultMessage: 'Get a link to choose a new password.',
  },
  'confirm-name-change': {
    id: 'routes.confirmNameChange.description',
    defaultMessage: 'Confirm the change of your name.',
  },
  'confirm-email-change': {
    id: 'routes.confirmEmailChange.description',
    defaultMessage: 'Confirm the change of your e-mail address.',
  },
  profile: { id: 'routes.profile.description', defaultMessage: 'Your Oche profile.' },
  'profile-settings': {
    id: 'routes.settings.description',
    defaultMessage: 'Your name, e-mail, password and language.',
  },
  'test-login': {
    id: 'routes.testLogin.description',
    defaultMessage: 'Sign in without a password, for automated tests.',
  },
  play: {
    id: 'routes.play.description',
    defaultMessage: 'Score a darts match on your phone or tablet: x01, legs and sets.',
  },
  'play-offline': {
    id: 'routes.playOffline.description',
    defaultMessage: 'Score darts matches without a network; they are saved when you are back online.',
  },
  'play-bot-id': { id: 'routes.playBot.description', defaultMessage: 'Practise against a darts bot at your level.' },
  'live-id': { id: 'routes.live.description', defaultMessage: 'Follow this darts match live, visit by visit.' },
  tournaments: {
    id: 'routes.tournaments.description',
    defaultMessage: 'Follow darts tournaments live: upcoming, running and finished, with brackets and results.',
  },
  'tournaments-tournament': {
    id: 'routes.tournament.description',
    defaultMessage: 'A darts tournament on Oche: format, players, sign-up and live results.',
  },
  'tournaments-tournament-games': {
    id: 'routes.tournamentGames.description',
    defaultMessage: 'Every game of this darts tournament, with live scores.',
  },
  'tournaments-tournament-games-id': {
    id: 'routes.tournamentGame.description',
    defaultMessage: 'One game of a darts tournament: the score, 180s and high checkouts.',
  },
  'tournaments-tournament-groups': {
    id: 'routes.tournamentGroups.description',
    defaultMessage: 'The group tables of this darts tournament: who goes through, and why.',
  },
  'tournaments-tournament-results': {
    id: 'routes.tournamentResults.description',
    defaultMessage: 'The results and final ranking of this darts tournament.',
  },
  'tournaments-tournament-winner-brackets': {
    id: 'routes.tournamentWinnerBrackets.description',
    defaultMessage: 'The knockout bracket of this darts tournament, updated live.',
  },
  'tournaments-tournament-consolation-brackets': {
    id: 'routes.tournamentConsolationBrackets.description',
    defaultMessage: 'The consolation knockout of this darts tournament, updated live.',
  },
  manage: {
    id: 'routes.manage.description',
    defaultMessage: 'Your tournaments at a glance: what is live, what is next and what needs you now.',
  },
  'manage-tournaments': {
    id: 'routes.manageTournaments.description',
    defaultMessage: 'Every tournament you organise, with its status and colour code.',
  },
  'manage-tournaments-create': {
    id: 'routes.manageTournamentsCreate.description',
    defaultMessage: 'Set up a darts tournament: format, game settings, visibility and sign-up.',
  },
  'manage-tournaments-id': {
    id: 'routes.manageTournament.description',
    defaultMessage: 'The settings and status of your tournament.',
  },
  'manage-tournaments-id-players': {
    id: 'routes.manageTournamentPlayers.description',
    defaultMessage: 'Entries, check-in and seeding of your tournament.',
  },
  'manage-tournaments-id-play-list': {
    id: 'routes.manageTournamentGames.description',
    defaultMessage: 'The draw, the game list, boards and results of your tournament.',
  },
  'manage-tournaments-id-play-groups': {
    id: 'routes.manageTournamentGroups.description',
    defaultMessage: 'The group tables and deciders of your tournament.',
  },
  'manage-tournaments-id-play-results': {
    id: 'routes.manageTournamentResults.description',
    defaultMessage: 'Results, corrections and the audit trail of your tournament.',
  },
  'manage-tournaments-id-play-winners-ko': {
    id: 'routes.manageTournamentWinnersKo.description',
    defaultMessage: 'The winners bracket of your tournament.',
  },
  'manage-tournaments-id-play-losers-ko': {
    id: 'routes.manageTournamentLosersKo.description',
    defaultMessage: 'The consolation or losers bracket of your tournament.',
  },
  'manage-participants': {
    id: 'routes.manageParticipants.description',
    defaultMessage: 'Your list of players and guests: add, edit, merge and link them to accounts.',
  },
  'manage-events-id-boards': {
    id: 'routes.manageEventBoards.description',
    defaultMessage: 'The boards of your event and the login codes of their tablets.',
  },
  'manage-events-locations': {
    id: 'routes.manageEventsLocations.description',
    defaultMessage: 'The places where your events are played: address, map link and boards.',
  },
  'manage-events-create': {
    id: 'routes.manageEventsCreate.description',
    defaultMessage: 'Create a darts night or weekend at one of your locations, with its boards.',
  },
  'events-event': {
    id: 'routes.event.description',
    defaultMessage: 'The programme, tournaments, live boards and results of a darts event.',
  },
  tablet: {
    id: 'routes.tablet.description',
    defaultMessage: 'Score the games called to this board, and see what comes next.',
  },
  'tablet-login': {
    id: 'routes.tabletLogin.description',
    defaultMessage: 'Log this tablet in to a board with the code or QR code from the organiser.',
  },
  'manage-events-id-edit': {
    id: 'routes.manageEventsEdit.description',
    defaultMessage: 'Change your event, add its tournaments, and find its boards and public page.',
  },
  'profile-my-tournaments': {
    id: 'routes.myTournaments.description',
    defaultMessage: 'The tournaments you play in and the ones you organise.',
  },
  'profile-my-matches': {
    id: 'routes.myMatches.description',
    defaultMessage: 'Your match history, and the matches others put you in, to accept or decline.',
  },
  notFound: { id: 'routes.notFound.description', defaultMessage: 'We are sorry but this page could not be found.' },
})

/** The brand in the title template of spec section 1: "%s - {brand} | Tournament platform". */
export const brand = 'Oche'
export const titleTemplate: {
  template: TypedMessageDescriptor<{ title: string; brand: string }>
  home: TypedMessageDescriptor<{ brand: string }>
} = {
  template: defineMessage<{ title: string; brand: string }>(
    { id: 'routes.titleTemplate', defaultMessage: '{title} - {brand} | Tournament platform' },
    { typed: true },
  ),
  home: defineMessage<{ brand: string }>(
    { id: 'routes.homeTitle', defaultMessage: '{brand} | Tournament platform' },
    { typed: true },
  ),
}
