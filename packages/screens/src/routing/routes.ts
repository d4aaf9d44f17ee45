import { defineMessage } from 'react-intl/server'
import { defineRoute, show, type RouteDefinition, type RouteSite, type RouteValidation } from './route-definition'

export type RouteRedirect = { name: string; from: string; to: string; site: RouteSite }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in paths that are UUIDs: anything else can only be a mistyped or made-up link (the 404 screen). */
function isUuid(...ids: string[]): RouteValidation {
  return ids.every((id) => uuid.test(id)) ? { ok: true } : { ok: false }
}

/**
 * Every route of the product (spec section 2), the single source of truth for both hosts: one definition per route
 * with its path, site, guard, layout, title, description, parameter checks and screen (what the server asks before
 * it renders a page is in route-data.ts, which only the web host's server imports).
 * Where the spec gives no guard we chose one (docs/adr/004-route-table.md): organiser pages `auth`,
 * public competition pages `none`.
 */
const routeTable = [
  defineRoute({
    name: 'index',
    path: '/',
    site: 'app',
    guard: 'none',
    layout: 'default',
    description: defineMessage({
      id: 'routes.home.description',
      defaultMessage: 'Run darts tournaments and leagues, score on board tablets and follow every leg live.',
    }),
    screen: ({ locale }) => show('home', 'HomeRoute', { locale }),
  }),
  defineRoute({
    name: 'live-id',
    path: '/live/{id}',
    site: 'app',
    guard: 'none',
    layout: 'none',
    title: defineMessage({ id: 'routes.live.title', defaultMessage: 'Live match' }),
    description: defineMessage({
      id: 'routes.live.description',
      defaultMessage: 'Follow this darts match live, visit by visit.',
    }),
    // Match ids are UUIDs: anything else can only be a mistyped or made-up link.
    validate: ({ id }) => isUuid(id),
    screen: ({ params, searchParams }) => show('live', 'LiveMatchScreen', { id: params.id, searchParams }),
  }),
  defineRoute({
    name: 'auth-login',
    path: '/auth/login',
    site: 'app',
    guard: 'anonymous',
    layout: 'authentication',
    title: defineMessage({ id: 'routes.login.title', defaultMessage: 'Sign in' }),
    description: defineMessage({
      id: 'routes.login.description',
      defaultMessage: 'Sign in to run tournaments and keep your statistics.',
    }),
    screen: ({ searchParams }) => show('accounts', 'LoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'auth-register',
    path: '/auth/register',
    site: 'app',
    guard: 'anonymous',
    layout: 'authentication',
    title: defineMessage({ id: 'routes.register.title', defaultMessage: 'Create an account' }),
    description: defineMessage({
      id: 'routes.register.description',
      defaultMessage: 'Create a free Oche account.',
    }),
    screen: () => show('accounts', 'RegisterScreen', {}),
  }),
  defineRoute({
    name: 'auth-reset-password',
    path: '/auth/reset-password',
    site: 'app',
    guard: 'anonymous',
    layout: 'authentication',
    title: defineMessage({ id: 'routes.resetPassword.title', defaultMessage: 'Reset your password' }),
    description: defineMessage({
      id: 'routes.resetPassword.description',
      defaultMessage: 'Get a link to choose a new password.',
    }),
    screen: ({ searchParams }) => show('accounts', 'ResetPasswordScreen', { searchParams }),
  }),
  defineRoute({
    name: 'play',
    path: '/play',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.play.title', defaultMessage: 'Play a match' }),
    description: defineMessage({
      id: 'routes.play.description',
      defaultMessage: 'Score a darts match on your phone or tablet: x01, legs and sets.',
    }),
    screen: () => show('play', 'PlayScreen', {}),
  }),
  defineRoute({
    name: 'play-offline',
    path: '/play/offline',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.playOffline.title', defaultMessage: 'Play offline' }),
    description: defineMessage({
      id: 'routes.playOffline.description',
      defaultMessage: 'Score darts matches without a network; they are saved when you are back online.',
    }),
    screen: () => show('play', 'OfflinePlayScreen', {}),
  }),
  defineRoute({
    name: 'play-bot-id',
    path: '/play/bot/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.playBot.title', defaultMessage: 'Play against a bot' }),
    description: defineMessage({
      id: 'routes.playBot.description',
      defaultMessage: 'Practise against a darts bot at your level.',
    }),
    screen: ({ params }) => show('play', 'BotScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'test-login',
    path: '/test-login',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.testLogin.title', defaultMessage: 'Test login' }),
    description: defineMessage({
      id: 'routes.testLogin.description',
      defaultMessage: 'Sign in without a password, for automated tests.',
    }),
    screen: ({ searchParams }) => show('accounts', 'TestLoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'tablet',
    path: '/tablet',
    site: 'app',
    guard: 'board-auth',
    layout: 'tablet',
    colourMode: 'dark',
    title: defineMessage({ id: 'routes.tablet.title', defaultMessage: 'Board tablet' }),
    description: defineMessage({
      id: 'routes.tablet.description',
      defaultMessage: 'Score the games called to this board, and see what comes next.',
    }),
    // `?view=live`: the board's spectator display on a second screen (layout tablet-live).
    screen: ({ searchParams }) =>
      searchParams.view === 'live'
        ? show('tabletLive', 'TabletLiveScreen', {})
        : show('tablet', 'TabletScreen', { searchParams }),
  }),
  defineRoute({
    name: 'tablet-login',
    path: '/tablet/login',
    site: 'app',
    guard: 'board-anonymous',
    layout: 'tablet',
    colourMode: 'dark',
    title: defineMessage({ id: 'routes.tabletLogin.title', defaultMessage: 'Log in a board' }),
    description: defineMessage({
      id: 'routes.tabletLogin.description',
      defaultMessage: 'Log this tablet in to a board with the code or QR code from the organiser.',
    }),
    screen: ({ searchParams }) => show('tablet', 'TabletLoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'confirm-name-change',
    path: '/confirm-name-change',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.confirmNameChange.title', defaultMessage: 'Confirm your new name' }),
    description: defineMessage({
      id: 'routes.confirmNameChange.description',
      defaultMessage: 'Confirm the change of your name.',
    }),
    screen: ({ searchParams }) => show('accounts', 'ConfirmNameChangeScreen', { searchParams }),
  }),
  defineRoute({
    name: 'confirm-email-change',
    path: '/confirm-email-change',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.confirmEmailChange.title', defaultMessage: 'Confirm your new e-mail address' }),
    description: defineMessage({
      id: 'routes.confirmEmailChange.description',
      defaultMessage: 'Confirm the change of your e-mail address.',
    }),
    screen: ({ searchParams }) => show('accounts', 'ConfirmEmailChangeScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile',
    path: '/profile',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.profile.title', defaultMessage: 'Profile' }),
    description: defineMessage({
      id: 'routes.profile.description',
      defaultMessage: 'Your Oche profile.',
    }),
    screen: () => show('accounts', 'ProfileScreen', {}),
  }),
  defineRoute({
    name: 'profile-my-stats',
    path: '/profile/my-stats',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.myStats.title', defaultMessage: 'My statistics' }),
    description: defineMessage({
      id: 'routes.myStats.description',
      defaultMessage:
        'Your averages, checkout percentage, 180s and more over the matches you played, and how they change over time.',
    }),
    screen: ({ searchParams }) => show('accounts', 'MyStatsScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile-my-matches',
    path: '/profile/my-matches',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.myMatches.title', defaultMessage: 'My matches' }),
    description: defineMessage({
      id: 'routes.myMatches.description',
      defaultMessage: 'Every match you played, with your result and average, and the matches others put you in.',
    }),
    screen: ({ searchParams }) => show('accounts', 'MyMatchesScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile-settings',
    path: '/profile/settings',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.settings.title', defaultMessage: 'Settings' }),
    description: defineMessage({
      id: 'routes.settings.description',
      defaultMessage: 'Your name, e-mail, password and language.',
    }),
    screen: () => show('accounts', 'SettingsScreen', {}),
  }),
  defineRoute({
    name: 'profile-my-tournaments',
    path: '/profile/my-tournaments',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.myTournaments.title', defaultMessage: 'My tournaments' }),
    description: defineMessage({
      id: 'routes.myTournaments.description',
      defaultMessage: 'The tournaments you play in and the ones you organise.',
    }),
    screen: () => show('manage', 'MyTournamentsScreen', {}),
  }),
  defineRoute({
    name: 'rankings',
    path: '/rankings',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.rankings.title', defaultMessage: 'Rankings' }),
    description: defineMessage({
      id: 'routes.rankings.description',
      defaultMessage: 'Darts orders of merit: points for every finish, the best results counting, live.',
    }),
    screen: () => show('tournaments', 'RankingsScreen', {}),
  }),
  defineRoute({
    name: 'rankings-id',
    path: '/rankings/{id}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.ranking.title', defaultMessage: 'Ranking' }),
    description: defineMessage({
      id: 'routes.ranking.description',
      defaultMessage: 'An order of merit: every player’s position, points and counting results, live.',
    }),
    validate: ({ id }) => isUuid(id),
    screen: ({ params }) => show('tournaments', 'RankingScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'events-event',
    path: '/events/{event}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.event.title', defaultMessage: 'Event' }),
    description: defineMessage({
      id: 'routes.event.description',
      defaultMessage: 'The programme, tournaments, live boards and results of a darts event.',
    }),
    screen: ({ params }) => show('events', 'EventScreen', { id: params.event }),
    subjectTitle: 'alone',
  }),
  defineRoute({
    name: 'tournaments',
    path: '/tournaments',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournaments.title', defaultMessage: 'Tournaments' }),
    description: defineMessage({
      id: 'routes.tournaments.description',
      defaultMessage: 'Follow darts tournaments live: upcoming, running and finished, with brackets and results.',
    }),
    screen: ({ searchParams }) => show('tournaments', 'PublicTournamentListScreen', { searchParams }),
  }),
  defineRoute({
    name: 'privacy-policy',
    path: '/privacy-policy',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.privacyPolicy.title', defaultMessage: 'Privacy policy' }),
    description: defineMessage({
      id: 'routes.privacyPolicy.description',
      defaultMessage: 'What data Oche keeps, why and for how long.',
    }),
    screen: () => show('legal', 'PrivacyPolicyScreen', {}),
  }),
  defineRoute({
    name: 'terms-of-service',
    path: '/terms-of-service',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.termsOfService.title', defaultMessage: 'Terms of service' }),
    description: defineMessage({
      id: 'routes.termsOfService.description',
      defaultMessage: 'The terms for using Oche.',
    }),
    screen: () => show('legal', 'TermsOfServiceScreen', {}),
  }),
  defineRoute({
    name: 'manage',
    path: '/manage',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manage.title', defaultMessage: 'Manage' }),
    description: defineMessage({
      id: 'routes.manage.description',
      defaultMessage: 'Your tournaments at a glance: what is live, what is next and what needs you now.',
    }),
    screen: () => show('manage', 'ManageHomeScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-create',
    path: '/manage/events/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageEventsCreate.title', defaultMessage: 'New event' }),
    description: defineMessage({
      id: 'routes.manageEventsCreate.description',
      defaultMessage: 'Create a darts night or weekend at one of your locations, with its boards.',
    }),
    screen: () => show('manage', 'EventCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-id-edit',
    path: '/manage/events/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageEventsEdit.title', defaultMessage: 'Edit event' }),
    description: defineMessage({
      id: 'routes.manageEventsEdit.description',
      defaultMessage: 'Change your event, add its tournaments, and find its boards and public page.',
    }),
    screen: ({ params }) => show('manage', 'EventEditScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-events-locations',
    path: '/manage/events-locations',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageEventsLocations.title', defaultMessage: 'Event locations' }),
    description: defineMessage({
      id: 'routes.manageEventsLocations.description',
      defaultMessage: 'The places where your events are played: address, map link and boards.',
    }),
    screen: () => show('manage', 'EventsLocationsScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-id-boards',
    path: '/manage/events/{id}/boards',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageEventBoards.title', defaultMessage: 'Event boards' }),
    description: defineMessage({
      id: 'routes.manageEventBoards.description',
      defaultMessage: 'The boards of your event and the login codes of their tablets.',
    }),
    screen: ({ params }) => show('manage', 'EventBoardsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-rankings',
    path: '/manage/rankings',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageRankings.title', defaultMessage: 'Rankings' }),
    description: defineMessage({
      id: 'routes.manageRankings.description',
      defaultMessage: 'Your rankings over your finished tournaments, who leads them, and a new one.',
    }),
    screen: () => show('manage', 'ManageRankingsScreen', {}),
  }),
  defineRoute({
    name: 'manage-rankings-id-edit',
    path: '/manage/rankings/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageRankingsEdit.title', defaultMessage: 'Edit ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsEdit.description',
      defaultMessage: 'Change which tournaments and results count in your ranking, and its points per place.',
    }),
    screen: ({ params }) => show('manage', 'RankingEditScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-rankings-create',
    path: '/manage/rankings/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageRankingsCreate.title', defaultMessage: 'New ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsCreate.description',
      defaultMessage: 'Make an order of merit over your tournaments: which results count and the points per place.',
    }),
    screen: () => show('manage', 'RankingCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-rankings-id',
    path: '/manage/rankings/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageRankingsId.title', defaultMessage: 'Ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsId.description',
      defaultMessage: 'Your ranking as the public sees it, with links to edit it and to its public page.',
    }),
    screen: ({ params }) => show('manage', 'ManageRankingScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments',
    path: '/manage/tournaments',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournaments.title', defaultMessage: 'Your tournaments' }),
    description: defineMessage({
      id: 'routes.manageTournaments.description',
      defaultMessage: 'Every tournament you organise, with its status and colour code.',
    }),
    screen: () => show('manage', 'TournamentListScreen', {}),
  }),
  defineRoute({
    name: 'manage-tournaments-create',
    path: '/manage/tournaments/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournamentsCreate.title', defaultMessage: 'New tournament' }),
    description: defineMessage({
      id: 'routes.manageTournamentsCreate.description',
      defaultMessage: 'Set up a darts tournament: format, game settings, visibility and sign-up.',
    }),
    screen: () => show('manage', 'TournamentCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-tournaments-id',
    path: '/manage/tournaments/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournament.title', defaultMessage: 'Manage tournament' }),
    description: defineMessage({
      id: 'routes.manageTournament.description',
      defaultMessage: 'The settings and status of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'TournamentOverviewScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-players',
    path: '/manage/tournaments/{id}/players',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournamentPlayers.title', defaultMessage: 'Tournament players' }),
    description: defineMessage({
      id: 'routes.manageTournamentPlayers.description',
      defaultMessage: 'Entries, check-in and seeding of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'TournamentPlayersScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-list',
    path: '/manage/tournaments/{id}/play/list',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournamentGames.title', defaultMessage: 'Games' }),
    description: defineMessage({
      id: 'routes.manageTournamentGames.description',
      defaultMessage: 'The draw, the game list, boards and results of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'PlayListScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-groups',
    path: '/manage/tournaments/{id}/play/groups',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageTournamentGroups.title', defaultMessage: 'Groups' }),
    description: defineMessage({
      id: 'routes.manageTournamentGroups.description',
      defaultMessage: 'The group tables and deciders of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'PlayGroupsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-results',
    path: '/manage/tournaments/{id}/play/results',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.manageTournamentResults.title', defaultMessage: 'Results' }),
    description: defineMessage({
      id: 'routes.manageTournamentResults.description',
      defaultMessage: 'Results, corrections and the audit trail of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'PlayResultsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-losers-ko',
    path: '/manage/tournaments/{id}/play/losers-ko',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.manageTournamentLosersKo.title', defaultMessage: 'Consolation knockout' }),
    description: defineMessage({
      id: 'routes.manageTournamentLosersKo.description',
      defaultMessage: 'The consolation or losers bracket of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'PlayLosersKoScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-winners-ko',
    path: '/manage/tournaments/{id}/play/winners-ko',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.manageTournamentWinnersKo.title', defaultMessage: 'Winners knockout' }),
    description: defineMessage({
      id: 'routes.manageTournamentWinnersKo.description',
      defaultMessage: 'The winners bracket of your tournament.',
    }),
    screen: ({ params }) => show('manage', 'PlayWinnersKoScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-participants',
    path: '/manage/participants',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.manageParticipants.title', defaultMessage: 'Participants' }),
    description: defineMessage({
      id: 'routes.manageParticipants.description',
      defaultMessage: 'Your list of players and guests: add, edit, merge and link them to accounts.',
    }),
    screen: () => show('manage', 'ParticipantsScreen', {}),
  }),
  defineRoute({
    name: 'tournaments-tournament',
    path: '/tournaments/{tournament}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournament.title', defaultMessage: 'Tournament' }),
    description: defineMessage({
      id: 'routes.tournament.description',
      defaultMessage: 'A darts tournament on Oche: format, players, sign-up and live results.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'PublicTournamentOverviewScreen', { id: params.tournament }),
    subjectTitle: 'alone',
  }),
  defineRoute({
    name: 'tournaments-tournament-games',
    path: '/tournaments/{tournament}/games',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentGames.title', defaultMessage: 'Tournament games' }),
    description: defineMessage({
      id: 'routes.tournamentGames.description',
      defaultMessage: 'Every game of this darts tournament, with live scores.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params, searchParams }) =>
      show('tournaments', 'TournamentGamesScreen', { id: params.tournament, searchParams }),
  }),
  defineRoute({
    name: 'tournaments-tournament-games-id',
    path: '/tournaments/{tournament}/games/{id}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentGame.title', defaultMessage: 'Tournament game' }),
    description: defineMessage({
      id: 'routes.tournamentGame.description',
      defaultMessage: 'One game of a darts tournament: the score, 180s and high checkouts.',
    }),
    // Tournament and game ids are UUIDs too.
    validate: ({ tournament, id }) => isUuid(id, tournament),
    screen: ({ params }) =>
      show('tournaments', 'TournamentGameScreen', { tournamentId: params.tournament, id: params.id }),
  }),
  defineRoute({
    name: 'tournaments-tournament-groups',
    path: '/tournaments/{tournament}/groups',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentGroups.title', defaultMessage: 'Tournament groups' }),
    description: defineMessage({
      id: 'routes.tournamentGroups.description',
      defaultMessage: 'The group tables of this darts tournament: who goes through, and why.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentGroupsScreen', { id: params.tournament }),
  }),
  defineRoute({
    name: 'tournaments-tournament-results',
    path: '/tournaments/{tournament}/results',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentResults.title', defaultMessage: 'Tournament results' }),
    description: defineMessage({
      id: 'routes.tournamentResults.description',
      defaultMessage: 'The results and final ranking of this darts tournament.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentResultsScreen', { id: params.tournament }),
  }),
  defineRoute({
    name: 'tournaments-tournament-winner-brackets',
    path: '/tournaments/{tournament}/winner-brackets',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentWinnerBrackets.title', defaultMessage: 'Tournament bracket' }),
    description: defineMessage({
      id: 'routes.tournamentWinnerBrackets.description',
      defaultMessage: 'The knockout bracket of this darts tournament, updated live.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentBracketsScreen', { id: params.tournament, kind: 'winners' }),
  }),
  defineRoute({
    name: 'tournaments-tournament-consolation-brackets',
    path: '/tournaments/{tournament}/consolation-brackets',
    site: 'app',
    guard: 'none',
    layout: 'default',
    title: defineMessage({ id: 'routes.tournamentConsolationBrackets.title', defaultMessage: 'Consolation bracket' }),
    description: defineMessage({
      id: 'routes.tournamentConsolationBrackets.description',
      defaultMessage: 'The consolation knockout of this darts tournament, updated live.',
    }),
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) =>
      show('tournaments', 'TournamentBracketsScreen', { id: params.tournament, kind: 'consolation' }),
  }),
  defineRoute({
    name: 'competition',
    path: '/competition',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.competition.title', defaultMessage: 'Your leagues' }),
    description: defineMessage({
      id: 'routes.competition.description',
      defaultMessage: 'The darts league organisations whose seasons, teams and divisions you manage.',
    }),
    screen: () => show('competition', 'OrganisationListScreen', {}),
  }),
  defineRoute({
    name: 'admin-users',
    path: '/admin/users',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminUsers.title', defaultMessage: 'Users' }),
    description: defineMessage({
      id: 'routes.adminUsers.description',
      defaultMessage: 'Every account on Oche, to find, change, block or delete.',
    }),
    screen: ({ searchParams }) => show('competition', 'AdminUsersScreen', { searchParams }),
  }),
  defineRoute({
    name: 'admin-users-user_id-edit',
    path: '/admin/users/{user_id}/edit',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.adminUserEdit.title', defaultMessage: 'Edit user' }),
    description: defineMessage({
      id: 'routes.adminUserEdit.description',
      defaultMessage: 'An account’s name, e-mail address, language and role, its access, and what was done to it.',
    }),
    validate: ({ user_id }) => isUuid(user_id),
    screen: ({ params }) => show('competition', 'AdminUserEditScreen', { userId: params.user_id }),
  }),
  defineRoute({
    name: 'admin-organisations',
    path: '/admin/organisations',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminOrganisations.title', defaultMessage: 'League organisations' }),
    description: defineMessage({
      id: 'routes.adminOrganisations.description',
      defaultMessage: 'Every darts league and federation on Oche, with its admins and seasons.',
    }),
    screen: () => show('competition', 'AdminOrganisationListScreen', {}),
  }),
  defineRoute({
    name: 'admin-organisations-create',
    path: '/admin/organisations/create',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminOrganisationsCreate.title', defaultMessage: 'New league organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisationsCreate.description',
      defaultMessage: 'Add a darts league or federation and invite its first admin.',
    }),
    screen: () => show('competition', 'AdminOrganisationCreateScreen', {}),
  }),
  defineRoute({
    name: 'admin-organisations-org_slug',
    path: '/admin/organisations/{org_slug}',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminOrganisation.title', defaultMessage: 'League organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisation.description',
      defaultMessage: 'How this league is set up, who runs it and the invitations waiting for an answer.',
    }),
    screen: ({ params }) => show('competition', 'AdminOrganisationDetailScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'admin-organisations-org_slug-edit',
    path: '/admin/organisations/{org_slug}/edit',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminOrganisationEdit.title', defaultMessage: 'Edit league organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisationEdit.description',
      defaultMessage: 'Change this league’s name, look, language and domains, and manage its admins.',
    }),
    screen: ({ params }) => show('competition', 'AdminOrganisationEditScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'admin-analytics-general',
    path: '/admin/analytics/general',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminAnalyticsGeneral.title', defaultMessage: 'Analytics' }),
    description: defineMessage({
      id: 'routes.adminAnalyticsGeneral.description',
      defaultMessage:
        'How Oche is used: accounts, activity, matches and visits over time, by language and organisation.',
    }),
    screen: ({ searchParams }) => show('competition', 'AdminAnalyticsGeneralScreen', { searchParams }),
  }),
  defineRoute({
    name: 'admin-analytics-tournaments',
    path: '/admin/analytics/tournaments',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    title: defineMessage({ id: 'routes.adminAnalyticsTournaments.title', defaultMessage: 'Tournament analytics' }),
    description: defineMessage({
      id: 'routes.adminAnalyticsTournaments.description',
      defaultMessage:
        'The tournaments created over time: formats, field sizes, visibility, completion and game length.',
    }),
    screen: ({ searchParams }) => show('competition', 'AdminAnalyticsTournamentsScreen', { searchParams }),
  }),
  defineRoute({
    name: 'competition-org_slug',
    path: '/competition/{org_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.competitionOrganisation.title', defaultMessage: 'League organisation' }),
    description: defineMessage({
      id: 'routes.competitionOrganisation.description',
      defaultMessage: 'The seasons of this darts league organisation, the current one first.',
    }),
    screen: ({ params }) => show('competition', 'OrganisationHomeScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug',
    path: '/competition/{org_slug}/season/{season_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.competitionSeason.title', defaultMessage: 'Season overview' }),
    description: defineMessage({
      id: 'routes.competitionSeason.description',
      defaultMessage: 'The divisions and teams of this league season, its next league night and what needs attention.',
    }),
    screen: ({ params }) =>
      show('competition', 'SeasonOverviewScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-members',
    path: '/competition/{org_slug}/season/{season_slug}/members',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSeasonMembers.title', defaultMessage: 'Players of the season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonMembers.description',
      defaultMessage: 'Every player of the league season with their team and role, for its admins and captains.',
    }),
    screen: ({ params }) =>
      show('competition', 'SeasonMembersScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-news',
    path: '/competition/{org_slug}/season/{season_slug}/site/news',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteNews.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.competitionSiteNews.description',
      defaultMessage: 'The articles of the league’s public site: drafts, scheduled and published.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteNewsListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-news-create',
    path: '/competition/{org_slug}/season/{season_slug}/site/news/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteNewsCreate.title', defaultMessage: 'New article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsCreate.description',
      defaultMessage: 'Write an article for the league’s public site.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteNewsCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-news-slug',
    path: '/competition/{org_slug}/season/{season_slug}/site/news/{slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteNewsArticle.title', defaultMessage: 'Article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsArticle.description',
      defaultMessage: 'An article of the league’s public site, as it reads.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteNewsScreen', { org: params.org_slug, season: params.season_slug, slug: params.slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-news-slug-edit',
    path: '/competition/{org_slug}/season/{season_slug}/site/news/{slug}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteNewsEdit.title', defaultMessage: 'Edit article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsEdit.description',
      defaultMessage: 'Change an article of the league’s public site.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteNewsEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        slug: params.slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-settings',
    path: '/competition/{org_slug}/season/{season_slug}/site/settings',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteSettings.title', defaultMessage: 'Public site settings' }),
    description: defineMessage({
      id: 'routes.competitionSiteSettings.description',
      defaultMessage: 'The league’s public website: its domains, logo and colour, language, help text and pages.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteSettingsScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-documents',
    path: '/competition/{org_slug}/season/{season_slug}/site/documents',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteDocuments.title', defaultMessage: 'Documents' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocuments.description',
      defaultMessage:
        'The documents of the league’s public site: its rules, forms and fixture lists, by category and in order.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteDocumentListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-documents-create',
    path: '/competition/{org_slug}/season/{season_slug}/site/documents/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteDocumentsCreate.title', defaultMessage: 'New document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocumentsCreate.description',
      defaultMessage: 'Upload a document to the league’s public site: its rules, a form or a fixture list.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteDocumentCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-documents-id',
    path: '/competition/{org_slug}/season/{season_slug}/site/documents/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteDocument.title', defaultMessage: 'Document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocument.description',
      defaultMessage:
        'A document of the league’s public site: its file, category and season, to download, edit or delete.',
    }),
    validate: ({ id }) => isUuid(id),
    screen: ({ params }) =>
      show('competition', 'SiteDocumentScreen', { org: params.org_slug, season: params.season_slug, id: params.id }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-documents-id-edit',
    path: '/competition/{org_slug}/season/{season_slug}/site/documents/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteDocumentEdit.title', defaultMessage: 'Edit document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocumentEdit.description',
      defaultMessage: 'Change a document of the league’s public site: its title, category, season or file.',
    }),
    validate: ({ id }) => isUuid(id),
    screen: ({ params }) =>
      show('competition', 'SiteDocumentEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        id: params.id,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-board-members',
    path: '/competition/{org_slug}/season/{season_slug}/site/board-members',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteBoardMembers.title', defaultMessage: 'Board members' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMembers.description',
      defaultMessage:
        'The league’s board on its public site: who they are, their roles and how to reach them, in order.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteBoardMemberListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-board-members-create',
    path: '/competition/{org_slug}/season/{season_slug}/site/board-members/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteBoardMembersCreate.title', defaultMessage: 'New board member' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMembersCreate.description',
      defaultMessage: 'Add a member of the league’s board to its public site, with a photo and contact details.',
    }),
    screen: ({ params }) =>
      show('competition', 'SiteBoardMemberCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-site-board-members-id-edit',
    path: '/competition/{org_slug}/season/{season_slug}/site/board-members/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSiteBoardMemberEdit.title', defaultMessage: 'Edit board member' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMemberEdit.description',
      defaultMessage: 'Change a board member of the league’s public site and which contact details it shows.',
    }),
    validate: ({ id }) => isUuid(id),
    screen: ({ params }) =>
      show('competition', 'SiteBoardMemberEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        id: params.id,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams',
    path: '/competition/{org_slug}/season/{season_slug}/teams',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeams.title', defaultMessage: 'Teams' }),
    description: defineMessage({
      id: 'routes.competitionTeams.description',
      defaultMessage: 'The teams of this league season by division, with their club, home venue, captain and players.',
    }),
    screen: ({ params }) => show('competition', 'TeamListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-create',
    path: '/competition/{org_slug}/season/{season_slug}/teams/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamCreate.title', defaultMessage: 'New team' }),
    description: defineMessage({
      id: 'routes.competitionTeamCreate.description',
      defaultMessage: 'Add a new team to this league season, with its club, division and home venue.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-create-existing',
    path: '/competition/{org_slug}/season/{season_slug}/teams/create/existing',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({
      id: 'routes.competitionTeamCreateExisting.title',
      defaultMessage: 'Bring a team from an earlier season',
    }),
    description: defineMessage({
      id: 'routes.competitionTeamCreateExisting.description',
      defaultMessage: 'Bring a team of an earlier season into this one, with its players if you like.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamAddExistingScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeam.title', defaultMessage: 'Team' }),
    description: defineMessage({
      id: 'routes.competitionTeam.description',
      defaultMessage: 'A league team this season: its details, players and matches.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamPageScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug-edit',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamEdit.title', defaultMessage: 'Edit team' }),
    description: defineMessage({
      id: 'routes.competitionTeamEdit.description',
      defaultMessage: 'Change a league team’s name, club, division and home venue.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug-statistics',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/statistics',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamStatistics.title', defaultMessage: 'Team statistics' }),
    description: defineMessage({
      id: 'routes.competitionTeamStatistics.description',
      defaultMessage: 'A league team’s season in figures: its place in the division, its players and its matches.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamStatisticsScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug-members',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamMembers.title', defaultMessage: 'Team players' }),
    description: defineMessage({
      id: 'routes.competitionTeamMembers.description',
      defaultMessage: 'The players of a team this season: its captain first, their roles and contact details.',
    }),
    screen: ({ params }) =>
      show('competition', 'TeamMembersScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug-members-create',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamMemberCreate.title', defaultMessage: 'Add a player' }),
    description: defineMessage({
      id: 'routes.competitionTeamMemberCreate.description',
      defaultMessage: 'Add a player of the league or a new guest to a team this season.',
    }),
    screen: ({ params }) =>
      show('competition', 'MemberCreateScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-team_slug-members-member_id-edit',
    path: '/competition/{org_slug}/season/{season_slug}/teams/{team_slug}/members/{member_id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionTeamMemberEdit.title', defaultMessage: 'Edit a player' }),
    description: defineMessage({
      id: 'routes.competitionTeamMemberEdit.description',
      defaultMessage:
        'Change a player’s role, first day and contact details in a team, with their transfers this season.',
    }),
    screen: ({ params }) =>
      show('competition', 'MemberEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        team: params.team_slug,
        member: params.member_id,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups',
    path: '/competition/{org_slug}/season/{season_slug}/groups',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivisions.title', defaultMessage: 'Divisions' }),
    description: defineMessage({
      id: 'routes.competitionDivisions.description',
      defaultMessage: 'The divisions of this league season in order, with their teams and matches.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups-create',
    path: '/competition/{org_slug}/season/{season_slug}/groups/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivisionCreate.title', defaultMessage: 'New division' }),
    description: defineMessage({
      id: 'routes.competitionDivisionCreate.description',
      defaultMessage: 'Add a division to this league season.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups-group_slug',
    path: '/competition/{org_slug}/season/{season_slug}/groups/{group_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivision.title', defaultMessage: 'Division' }),
    description: defineMessage({
      id: 'routes.competitionDivision.description',
      defaultMessage: 'A division of this league season: its teams and its fixture list.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionDetailScreen', {
        org: params.org_slug,
        season: params.season_slug,
        division: params.group_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups-group_slug-edit',
    path: '/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivisionEdit.title', defaultMessage: 'Edit division' }),
    description: defineMessage({
      id: 'routes.competitionDivisionEdit.description',
      defaultMessage: 'Change the name, web address and position of a division.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        division: params.group_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups-group_slug-teams',
    path: '/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/teams',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivisionTeams.title', defaultMessage: 'Division teams' }),
    description: defineMessage({
      id: 'routes.competitionDivisionTeams.description',
      defaultMessage: 'Choose which teams of the season play in this division.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionTeamsScreen', {
        org: params.org_slug,
        season: params.season_slug,
        division: params.group_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-groups-group_slug-matches',
    path: '/competition/{org_slug}/season/{season_slug}/groups/{group_slug}/matches',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionDivisionMatches.title', defaultMessage: 'Division fixture list' }),
    description: defineMessage({
      id: 'routes.competitionDivisionMatches.description',
      defaultMessage: 'The fixture list of a division by league night: generate it and reschedule matches.',
    }),
    screen: ({ params }) =>
      show('competition', 'DivisionFixturesScreen', {
        org: params.org_slug,
        season: params.season_slug,
        division: params.group_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-matches',
    path: '/competition/{org_slug}/season/{season_slug}/matches',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionMatches.title', defaultMessage: 'Matches' }),
    description: defineMessage({
      id: 'routes.competitionMatches.description',
      defaultMessage: 'Every match of this league season by league night, with its score, filtered as you like.',
    }),
    screen: ({ params, searchParams }) =>
      show('competition', 'LeagueMatchListScreen', {
        org: params.org_slug,
        season: params.season_slug,
        searchParams,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-matches-match_slug',
    path: '/competition/{org_slug}/season/{season_slug}/matches/{match_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionMatch.title', defaultMessage: 'Match' }),
    description: defineMessage({
      id: 'routes.competitionMatch.description',
      defaultMessage: 'A team match of a league night: its games, lineups, score and match report.',
    }),
    screen: ({ params }) =>
      show('competition', 'LeagueMatchScreen', {
        org: params.org_slug,
        season: params.season_slug,
        match: params.match_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-seasons',
    path: '/competition/{org_slug}/season/{season_slug}/seasons',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSeasons.title', defaultMessage: 'Seasons' }),
    description: defineMessage({
      id: 'routes.competitionSeasons.description',
      defaultMessage: 'Every season of this darts league organisation: dates, divisions, teams and league nights.',
    }),
    screen: ({ params }) =>
      show('competition', 'SeasonListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-seasons-create',
    path: '/competition/{org_slug}/season/{season_slug}/seasons/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSeasonsCreate.title', defaultMessage: 'New season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonsCreate.description',
      defaultMessage: 'Start a new season of this darts league, empty or copied from an earlier one.',
    }),
    screen: ({ params }) =>
      show('competition', 'SeasonCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-seasons-manage_season_slug-edit',
    path: '/competition/{org_slug}/season/{season_slug}/seasons/{manage_season_slug}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionSeasonsEdit.title', defaultMessage: 'Edit season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonsEdit.description',
      defaultMessage: 'Change a season’s dates, league nights and settings, make it current or archive it.',
    }),
    screen: ({ params }) =>
      show('competition', 'SeasonEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        manage: params.manage_season_slug,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-locations',
    path: '/competition/{org_slug}/season/{season_slug}/locations',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionLocations.title', defaultMessage: 'Venues' }),
    description: defineMessage({
      id: 'routes.competitionLocations.description',
      defaultMessage: 'The venues of this darts league: their boards, the nights they host and their home teams.',
    }),
    screen: ({ params }) =>
      show('competition', 'VenueListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-locations-create',
    path: '/competition/{org_slug}/season/{season_slug}/locations/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionLocationsCreate.title', defaultMessage: 'New venue' }),
    description: defineMessage({
      id: 'routes.competitionLocationsCreate.description',
      defaultMessage: 'Add a venue to this darts league, with its boards and the nights it hosts.',
    }),
    screen: ({ params }) =>
      show('competition', 'VenueCreateScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-locations-location_id',
    path: '/competition/{org_slug}/season/{season_slug}/locations/{location_id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionLocation.title', defaultMessage: 'Venue' }),
    description: defineMessage({
      id: 'routes.competitionLocation.description',
      defaultMessage: 'A venue of this darts league: address, map, boards, nights and home teams.',
    }),
    validate: ({ location_id }) => isUuid(location_id),
    screen: ({ params }) =>
      show('competition', 'VenueScreen', { org: params.org_slug, season: params.season_slug, id: params.location_id }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-locations-location_id-edit',
    path: '/competition/{org_slug}/season/{season_slug}/locations/{location_id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionLocationEdit.title', defaultMessage: 'Edit venue' }),
    description: defineMessage({
      id: 'routes.competitionLocationEdit.description',
      defaultMessage: 'Change a venue of this darts league, or delete it.',
    }),
    validate: ({ location_id }) => isUuid(location_id),
    screen: ({ params }) =>
      show('competition', 'VenueEditScreen', {
        org: params.org_slug,
        season: params.season_slug,
        id: params.location_id,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-locations-location_id-teams',
    path: '/competition/{org_slug}/season/{season_slug}/locations/{location_id}/teams',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    title: defineMessage({ id: 'routes.competitionLocationTeams.title', defaultMessage: 'Home teams' }),
    description: defineMessage({
      id: 'routes.competitionLocationTeams.description',
      defaultMessage: 'The teams of this season that play at home at this venue.',
    }),
    validate: ({ location_id }) => isUuid(location_id),
    screen: ({ params }) =>
      show('competition', 'VenueTeamsScreen', {
        org: params.org_slug,
        season: params.season_slug,
        id: params.location_id,
      }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-matches-match_slug-play-game_id',
    path: '/competition/{org_slug}/season/{season_slug}/matches/{match_slug}/play/{game_id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    title: defineMessage({ id: 'routes.competitionMatchPlay.title', defaultMessage: 'Score a game' }),
    description: defineMessage({
      id: 'routes.competitionMatchPlay.description',
      defaultMessage: 'Score a game of a league match visit by visit, on a phone or at the board.',
    }),
    // Games are numbered from 1: anything else can only be a mistyped or made-up link.
    validate: ({ game_id }) => (/^[1-9]\d?$/.test(game_id) ? { ok: true } : { ok: false }),
    screen: ({ params }) =>
      show('competition', 'LeagueGamePlayScreen', {
        org: params.org_slug,
        season: params.season_slug,
        match: params.match_slug,
        game: params.game_id,
      }),
  }),
  defineRoute({
    name: 'competition-site-index',
    path: '/',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    // No title of its own: a league site's home is titled with the league's name alone.
    description: defineMessage({
      id: 'routes.siteHome.description',
      defaultMessage: 'The league’s matches tonight, the latest results, the next matches and the standings.',
    }),
    screen: () => show('competitionSite', 'SiteHomeScreen', {}),
  }),
  defineRoute({
    name: 'competition-site-season',
    path: '/{season}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteSeason.title', defaultMessage: 'Season' }),
    description: defineMessage({
      id: 'routes.siteSeason.description',
      defaultMessage: 'This season of the league: its league nights, results, next matches and standings.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteHomeScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-news',
    path: '/{season?}/news',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteNews.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.siteNews.description',
      defaultMessage: 'The league’s news: results, announcements and what is coming, newest first.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteNewsScreen', { season: params.season, searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-news-slug',
    path: '/{season?}/news/{slug}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteNewsItem.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.siteNewsItem.description',
      defaultMessage: 'An article of the league’s news.',
    }),
    // The article's title alone, its excerpt as the description and its cover as the link preview's image (the web
    // host reads them from the prefetched article).
    subjectTitle: 'alone',
    screen: ({ params }) => show('competitionSite', 'SiteNewsItemScreen', { season: params.season, slug: params.slug }),
  }),
  defineRoute({
    name: 'competition-site-season-calendar',
    path: '/{season?}/calendar',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteCalendar.title', defaultMessage: 'Matches' }),
    description: defineMessage({
      id: 'routes.siteCalendar.description',
      defaultMessage: 'Every match of the league this season by league night, to print or add to your calendar.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteCalendarScreen', { season: params.season, searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-documents',
    path: '/{season?}/documents',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteDocuments.title', defaultMessage: 'Documents' }),
    description: defineMessage({
      id: 'routes.siteDocuments.description',
      defaultMessage: 'The league’s rules, forms and fixture lists to download.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteDocumentsScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-cup',
    path: '/{season?}/cup',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteCups.title', defaultMessage: 'Cups' }),
    description: defineMessage({
      id: 'routes.siteCups.description',
      defaultMessage: 'The league’s cups this season: how far each has come and who won it.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteCupListScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-help',
    path: '/{season?}/help',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteHelp.title', defaultMessage: 'Help' }),
    description: defineMessage({
      id: 'routes.siteHelp.description',
      defaultMessage: 'How the league’s nights go, and whom to ask.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteHelpScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-board-members',
    path: '/{season?}/board-members',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteBoardMembers.title', defaultMessage: 'Board' }),
    description: defineMessage({
      id: 'routes.siteBoardMembers.description',
      defaultMessage: 'Who runs the league, and how to reach them.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteBoardMembersScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-groups',
    path: '/{season?}/groups',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteGroups.title', defaultMessage: 'Divisions' }),
    description: defineMessage({
      id: 'routes.siteGroups.description',
      defaultMessage: 'Every division of the league this season with its standings: matches won, games and points.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteGroupsScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-matches-match',
    path: '/{season?}/matches/{match}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteMatch.title', defaultMessage: 'Match' }),
    description: defineMessage({
      id: 'routes.siteMatch.description',
      defaultMessage: 'A league match game by game: the players, the legs and the score.',
    }),
    screen: ({ params }) => show('competitionSite', 'SiteMatchScreen', { season: params.season, match: params.match }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-180-171',
    path: '/{season?}/individual/180-171',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteMaxima.title', defaultMessage: '180s and 171s' }),
    description: defineMessage({
      id: 'routes.siteMaxima.description',
      defaultMessage: 'The league’s 180s and 171s this season, player by player.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: '180-171', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-low-visits',
    path: '/{season?}/individual/low-visits',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteLowVisits.title', defaultMessage: 'Short legs' }),
    description: defineMessage({
      id: 'routes.siteLowVisits.description',
      defaultMessage: 'The shortest legs won in the league this season, with their darts and match.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: 'low-visits', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-games-played',
    path: '/{season?}/individual/games-played',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteGamesPlayed.title', defaultMessage: 'Games played' }),
    description: defineMessage({
      id: 'routes.siteGamesPlayed.description',
      defaultMessage: 'Games played, won and lost by every player of the league this season.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: 'games-played', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-high-checkouts',
    path: '/{season?}/individual/high-checkouts',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteHighCheckouts.title', defaultMessage: 'High checkouts' }),
    description: defineMessage({
      id: 'routes.siteHighCheckouts.description',
      defaultMessage: 'The highest checkouts thrown in the league this season, with their match.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', {
        season: params.season,
        board: 'high-checkouts',
        searchParams,
      }),
  }),
  defineRoute({
    name: 'competition-site-season-cup-group-bracket',
    path: '/{season?}/cup/{group}/bracket',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteCupBracket.title', defaultMessage: 'Cup bracket' }),
    description: defineMessage({
      id: 'routes.siteCupBracket.description',
      defaultMessage: 'The cup’s knockout bracket, round by round, with every result.',
    }),
    screen: ({ params }) =>
      show('competitionSite', 'SiteCupBracketScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-cup-group-standings',
    path: '/{season?}/cup/{group}/standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteCupStandings.title', defaultMessage: 'Cup groups' }),
    description: defineMessage({
      id: 'routes.siteCupStandings.description',
      defaultMessage: 'The cup’s group tables and matches.',
    }),
    screen: ({ params }) =>
      show('competitionSite', 'SiteCupStandingsScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-cup-group-individual-standings',
    path: '/{season?}/cup/{group}/individual-standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteCupIndividualStandings.title', defaultMessage: 'Cup individual standings' }),
    description: defineMessage({
      id: 'routes.siteCupIndividualStandings.description',
      defaultMessage: 'Every player of the cup: games won, legs, averages, 180s, high checkouts and best legs.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteCupIndividualStandingsScreen', {
        season: params.season,
        group: params.group,
        searchParams,
      }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-standings',
    path: '/{season?}/groups/{group}/standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteStandings.title', defaultMessage: 'Standings' }),
    description: defineMessage({
      id: 'routes.siteStandings.description',
      defaultMessage:
        'The division’s standings: matches played, won, drawn and lost, games, points, and why each team is above the next.',
    }),
    screen: ({ params }) =>
      show('competitionSite', 'SiteStandingsScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-teams',
    path: '/{season?}/groups/{group}/teams',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteTeams.title', defaultMessage: 'Teams' }),
    description: defineMessage({
      id: 'routes.siteTeams.description',
      defaultMessage: 'The teams of the division, their venues and their places in the standings.',
    }),
    screen: ({ params }) =>
      show('competitionSite', 'SiteTeamListScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-teams-team',
    path: '/{season?}/groups/{group}/teams/{team}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteTeam.title', defaultMessage: 'Team' }),
    description: defineMessage({
      id: 'routes.siteTeam.description',
      defaultMessage:
        'A team’s season: its place in the standings, its matches and results, its players’ figures and its match calendar.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteTeamScreen', {
        season: params.season,
        group: params.group,
        team: params.team,
        searchParams,
      }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-individual-standings',
    path: '/{season?}/groups/{group}/individual-standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    title: defineMessage({ id: 'routes.siteIndividualStandings.title', defaultMessage: 'Individual standings' }),
    description: defineMessage({
      id: 'routes.siteIndividualStandings.description',
      defaultMessage: 'Every player of the division: games won, legs, averages, 180s, high checkouts and best legs.',
    }),
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteIndividualStandingsScreen', {
        season: params.season,
        group: params.group,
        searchParams,
      }),
  }),
] as const

/** The name of a route of the table. */
export type RouteName = (typeof routeTable)[number]['name']

/** The route of a name, with its literal path (for typed path building). */
export type RouteNamed<Name extends RouteName> = Extract<(typeof routeTable)[number], { name: Name }>

export const routes: readonly RouteDefinition[] = routeTable

const byName = new Map(routes.map((route) => [route.name, route]))

/** The route of a name, or undefined. */
export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name)
}

/** Whether a route's screen exists (its definition has one); every other route answers the 404 screen. */
export function isBuiltScreen(name: string): boolean {
  return Boolean(findRoute(name)?.screen)
}

/** Pages that only forward to one of their children, keeping the parameters. */
export const routeRedirects: readonly RouteRedirect[] = [
  {
    name: 'season-individual',
    from: '/{season?}/individual',
    to: '/{season?}/individual/180-171',
    site: 'competition',
  },
  {
    name: 'season-cup-group',
    from: '/{season?}/cup/{group}',
    to: '/{season?}/cup/{group}/bracket',
    site: 'competition',
  },
  {
    name: 'season-groups-group',
    from: '/{season?}/groups/{group}',
    to: '/{season?}/groups/{group}/standings',
    site: 'competition',
  },
]
