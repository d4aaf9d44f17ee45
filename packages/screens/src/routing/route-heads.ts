import { defineMessage } from 'react-intl/server'
import type { MessageDescriptor } from 'react-intl'
import type { RouteName } from './routes'

/** What the head of a route's page says: its title, its meta description, and how the title carries its subject. */
export type RouteHeadText = {
  /** The page title, for "%s - Oche | Tournament platform". Without one the page has the plain brand title. */
  title?: MessageDescriptor
  /** The page's meta description. */
  description: MessageDescriptor
  /**
   * How the title carries the subject's name (the route's data, route-data.ts): `alone` is the name only, `prefix` is
   * "{name} · {title}". Default `prefix`.
   */
  subjectTitle?: 'alone' | 'prefix'
}

/**
 * Each route's title and description, by route name. Only the web host's server reads them (`routeHead`, for the
 * document head and the link preview; a soft navigation brings the next page's head from the server): the route
 * table every page's browser code carries has none, so no page ships the titles and descriptions of every route, in
 * its code or in its messages (docs/adr/026).
 */
export const routeHeads: { [Name in RouteName]?: RouteHeadText } = {
  index: {
    description: defineMessage({
      id: 'routes.home.description',
      defaultMessage: 'Run darts tournaments and leagues, score on board tablets and follow every leg live.',
    }),
  },
  'live-id': {
    title: defineMessage({ id: 'routes.live.title', defaultMessage: 'Live match' }),
    description: defineMessage({
      id: 'routes.live.description',
      defaultMessage: 'Follow this darts match live, visit by visit.',
    }),
  },
  'auth-login': {
    title: defineMessage({ id: 'routes.login.title', defaultMessage: 'Sign in' }),
    description: defineMessage({
      id: 'routes.login.description',
      defaultMessage: 'Sign in to run tournaments and keep your statistics.',
    }),
  },
  'auth-register': {
    title: defineMessage({ id: 'routes.register.title', defaultMessage: 'Create an account' }),
    description: defineMessage({
      id: 'routes.register.description',
      defaultMessage: 'Create a free Oche account.',
    }),
  },
  'auth-reset-password': {
    title: defineMessage({ id: 'routes.resetPassword.title', defaultMessage: 'Reset your password' }),
    description: defineMessage({
      id: 'routes.resetPassword.description',
      defaultMessage: 'Get a link to choose a new password.',
    }),
  },
  play: {
    title: defineMessage({ id: 'routes.play.title', defaultMessage: 'Play a match' }),
    description: defineMessage({
      id: 'routes.play.description',
      defaultMessage: 'Score a darts match on your phone or tablet: x01, legs and sets.',
    }),
  },
  'play-offline': {
    title: defineMessage({ id: 'routes.playOffline.title', defaultMessage: 'Play offline' }),
    description: defineMessage({
      id: 'routes.playOffline.description',
      defaultMessage: 'Score darts matches without a network; they are saved when you are back online.',
    }),
  },
  'play-bot-id': {
    title: defineMessage({ id: 'routes.playBot.title', defaultMessage: 'Play against a bot' }),
    description: defineMessage({
      id: 'routes.playBot.description',
      defaultMessage: 'Practise against a darts bot at your level.',
    }),
  },
  'test-login': {
    title: defineMessage({ id: 'routes.testLogin.title', defaultMessage: 'Test login' }),
    description: defineMessage({
      id: 'routes.testLogin.description',
      defaultMessage: 'Sign in without a password, for automated tests.',
    }),
  },
  tablet: {
    title: defineMessage({ id: 'routes.tablet.title', defaultMessage: 'Board tablet' }),
    description: defineMessage({
      id: 'routes.tablet.description',
      defaultMessage: 'Score the games called to this board, and see what comes next.',
    }),
  },
  'tablet-login': {
    title: defineMessage({ id: 'routes.tabletLogin.title', defaultMessage: 'Log in a board' }),
    description: defineMessage({
      id: 'routes.tabletLogin.description',
      defaultMessage: 'Log this tablet in to a board with the code or QR code from the organiser.',
    }),
  },
  'confirm-name-change': {
    title: defineMessage({ id: 'routes.confirmNameChange.title', defaultMessage: 'Confirm your new name' }),
    description: defineMessage({
      id: 'routes.confirmNameChange.description',
      defaultMessage: 'Confirm the change of your name.',
    }),
  },
  'confirm-email-change': {
    title: defineMessage({ id: 'routes.confirmEmailChange.title', defaultMessage: 'Confirm your new e-mail address' }),
    description: defineMessage({
      id: 'routes.confirmEmailChange.description',
      defaultMessage: 'Confirm the change of your e-mail address.',
    }),
  },
  profile: {
    title: defineMessage({ id: 'routes.profile.title', defaultMessage: 'Profile' }),
    description: defineMessage({
      id: 'routes.profile.description',
      defaultMessage: 'Your Oche profile.',
    }),
  },
  'profile-my-stats': {
    title: defineMessage({ id: 'routes.myStats.title', defaultMessage: 'My statistics' }),
    description: defineMessage({
      id: 'routes.myStats.description',
      defaultMessage:
        'Your averages, checkout percentage, 180s and more over the matches you played, and how they change over time.',
    }),
  },
  'profile-my-matches': {
    title: defineMessage({ id: 'routes.myMatches.title', defaultMessage: 'My matches' }),
    description: defineMessage({
      id: 'routes.myMatches.description',
      defaultMessage: 'Every match you played, with your result and average, and the matches others put you in.',
    }),
  },
  'profile-settings': {
    title: defineMessage({ id: 'routes.settings.title', defaultMessage: 'Settings' }),
    description: defineMessage({
      id: 'routes.settings.description',
      defaultMessage: 'Your name, e-mail, password and language.',
    }),
  },
  'profile-my-tournaments': {
    title: defineMessage({ id: 'routes.myTournaments.title', defaultMessage: 'My tournaments' }),
    description: defineMessage({
      id: 'routes.myTournaments.description',
      defaultMessage: 'The tournaments you play in and the ones you organise.',
    }),
  },
  rankings: {
    title: defineMessage({ id: 'routes.rankings.title', defaultMessage: 'Rankings' }),
    description: defineMessage({
      id: 'routes.rankings.description',
      defaultMessage: 'Darts orders of merit: points for every finish, the best results counting, live.',
    }),
  },
  'rankings-id': {
    title: defineMessage({ id: 'routes.ranking.title', defaultMessage: 'Ranking' }),
    description: defineMessage({
      id: 'routes.ranking.description',
      defaultMessage: 'An order of merit: every player’s position, points and counting results, live.',
    }),
  },
  'events-event': {
    title: defineMessage({ id: 'routes.event.title', defaultMessage: 'Event' }),
    description: defineMessage({
      id: 'routes.event.description',
      defaultMessage: 'The programme, tournaments, live boards and results of a darts event.',
    }),
    subjectTitle: 'alone',
  },
  tournaments: {
    title: defineMessage({ id: 'routes.tournaments.title', defaultMessage: 'Tournaments' }),
    description: defineMessage({
      id: 'routes.tournaments.description',
      defaultMessage: 'Follow darts tournaments live: upcoming, running and finished, with brackets and results.',
    }),
  },
  'privacy-policy': {
    title: defineMessage({ id: 'routes.privacyPolicy.title', defaultMessage: 'Privacy policy' }),
    description: defineMessage({
      id: 'routes.privacyPolicy.description',
      defaultMessage: 'What data Oche keeps, why and for how long.',
    }),
  },
  'terms-of-service': {
    title: defineMessage({ id: 'routes.termsOfService.title', defaultMessage: 'Terms of service' }),
    description: defineMessage({
      id: 'routes.termsOfService.description',
      defaultMessage: 'The terms for using Oche.',
    }),
  },
  manage: {
    title: defineMessage({ id: 'routes.manage.title', defaultMessage: 'Manage' }),
    description: defineMessage({
      id: 'routes.manage.description',
      defaultMessage: 'Your tournaments at a glance: what is live, what is next and what needs you now.',
    }),
  },
  'manage-events-create': {
    title: defineMessage({ id: 'routes.manageEventsCreate.title', defaultMessage: 'New event' }),
    description: defineMessage({
      id: 'routes.manageEventsCreate.description',
      defaultMessage: 'Create a darts night or weekend at one of your locations, with its boards.',
    }),
  },
  'manage-events-id-edit': {
    title: defineMessage({ id: 'routes.manageEventsEdit.title', defaultMessage: 'Edit event' }),
    description: defineMessage({
      id: 'routes.manageEventsEdit.description',
      defaultMessage: 'Change your event, add its tournaments, and find its boards and public page.',
    }),
  },
  'manage-events-locations': {
    title: defineMessage({ id: 'routes.manageEventsLocations.title', defaultMessage: 'Event locations' }),
    description: defineMessage({
      id: 'routes.manageEventsLocations.description',
      defaultMessage: 'The places where your events are played: address, map link and boards.',
    }),
  },
  'manage-events-id-boards': {
    title: defineMessage({ id: 'routes.manageEventBoards.title', defaultMessage: 'Event boards' }),
    description: defineMessage({
      id: 'routes.manageEventBoards.description',
      defaultMessage: 'The boards of your event and the login codes of their tablets.',
    }),
  },
  'manage-rankings': {
    title: defineMessage({ id: 'routes.manageRankings.title', defaultMessage: 'Rankings' }),
    description: defineMessage({
      id: 'routes.manageRankings.description',
      defaultMessage: 'Your rankings over your finished tournaments, who leads them, and a new one.',
    }),
  },
  'manage-rankings-id-edit': {
    title: defineMessage({ id: 'routes.manageRankingsEdit.title', defaultMessage: 'Edit ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsEdit.description',
      defaultMessage: 'Change which tournaments and results count in your ranking, and its points per place.',
    }),
  },
  'manage-rankings-create': {
    title: defineMessage({ id: 'routes.manageRankingsCreate.title', defaultMessage: 'New ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsCreate.description',
      defaultMessage: 'Make an order of merit over your tournaments: which results count and the points per place.',
    }),
  },
  'manage-rankings-id': {
    title: defineMessage({ id: 'routes.manageRankingsId.title', defaultMessage: 'Ranking' }),
    description: defineMessage({
      id: 'routes.manageRankingsId.description',
      defaultMessage: 'Your ranking as the public sees it, with links to edit it and to its public page.',
    }),
  },
  'manage-tournaments': {
    title: defineMessage({ id: 'routes.manageTournaments.title', defaultMessage: 'Your tournaments' }),
    description: defineMessage({
      id: 'routes.manageTournaments.description',
      defaultMessage: 'Every tournament you organise, with its status and colour code.',
    }),
  },
  'manage-tournaments-create': {
    title: defineMessage({ id: 'routes.manageTournamentsCreate.title', defaultMessage: 'New tournament' }),
    description: defineMessage({
      id: 'routes.manageTournamentsCreate.description',
      defaultMessage: 'Set up a darts tournament: format, game settings, visibility and sign-up.',
    }),
  },
  'manage-tournaments-id': {
    title: defineMessage({ id: 'routes.manageTournament.title', defaultMessage: 'Manage tournament' }),
    description: defineMessage({
      id: 'routes.manageTournament.description',
      defaultMessage: 'The settings and status of your tournament.',
    }),
  },
  'manage-tournaments-id-players': {
    title: defineMessage({ id: 'routes.manageTournamentPlayers.title', defaultMessage: 'Tournament players' }),
    description: defineMessage({
      id: 'routes.manageTournamentPlayers.description',
      defaultMessage: 'Entries, check-in and seeding of your tournament.',
    }),
  },
  'manage-tournaments-id-play-list': {
    title: defineMessage({ id: 'routes.manageTournamentGames.title', defaultMessage: 'Games' }),
    description: defineMessage({
      id: 'routes.manageTournamentGames.description',
      defaultMessage: 'The draw, the game list, boards and results of your tournament.',
    }),
  },
  'manage-tournaments-id-play-groups': {
    title: defineMessage({ id: 'routes.manageTournamentGroups.title', defaultMessage: 'Groups' }),
    description: defineMessage({
      id: 'routes.manageTournamentGroups.description',
      defaultMessage: 'The group tables and deciders of your tournament.',
    }),
  },
  'manage-tournaments-id-play-results': {
    title: defineMessage({ id: 'routes.manageTournamentResults.title', defaultMessage: 'Results' }),
    description: defineMessage({
      id: 'routes.manageTournamentResults.description',
      defaultMessage: 'Results, corrections and the audit trail of your tournament.',
    }),
  },
  'manage-tournaments-id-play-losers-ko': {
    title: defineMessage({ id: 'routes.manageTournamentLosersKo.title', defaultMessage: 'Consolation knockout' }),
    description: defineMessage({
      id: 'routes.manageTournamentLosersKo.description',
      defaultMessage: 'The consolation or losers bracket of your tournament.',
    }),
  },
  'manage-tournaments-id-play-winners-ko': {
    title: defineMessage({ id: 'routes.manageTournamentWinnersKo.title', defaultMessage: 'Winners knockout' }),
    description: defineMessage({
      id: 'routes.manageTournamentWinnersKo.description',
      defaultMessage: 'The winners bracket of your tournament.',
    }),
  },
  'manage-participants': {
    title: defineMessage({ id: 'routes.manageParticipants.title', defaultMessage: 'Participants' }),
    description: defineMessage({
      id: 'routes.manageParticipants.description',
      defaultMessage: 'Your list of players and guests: add, edit, merge and link them to accounts.',
    }),
  },
  'tournaments-tournament': {
    title: defineMessage({ id: 'routes.tournament.title', defaultMessage: 'Tournament' }),
    description: defineMessage({
      id: 'routes.tournament.description',
      defaultMessage: 'A darts tournament on Oche: format, players, sign-up and live results.',
    }),
    subjectTitle: 'alone',
  },
  'tournaments-tournament-games': {
    title: defineMessage({ id: 'routes.tournamentGames.title', defaultMessage: 'Tournament games' }),
    description: defineMessage({
      id: 'routes.tournamentGames.description',
      defaultMessage: 'Every game of this darts tournament, with live scores.',
    }),
  },
  'tournaments-tournament-games-id': {
    title: defineMessage({ id: 'routes.tournamentGame.title', defaultMessage: 'Tournament game' }),
    description: defineMessage({
      id: 'routes.tournamentGame.description',
      defaultMessage: 'One game of a darts tournament: the score, 180s and high checkouts.',
    }),
  },
  'tournaments-tournament-groups': {
    title: defineMessage({ id: 'routes.tournamentGroups.title', defaultMessage: 'Tournament groups' }),
    description: defineMessage({
      id: 'routes.tournamentGroups.description',
      defaultMessage: 'The group tables of this darts tournament: who goes through, and why.',
    }),
  },
  'tournaments-tournament-results': {
    title: defineMessage({ id: 'routes.tournamentResults.title', defaultMessage: 'Tournament results' }),
    description: defineMessage({
      id: 'routes.tournamentResults.description',
      defaultMessage: 'The results and final ranking of this darts tournament.',
    }),
  },
  'tournaments-tournament-winner-brackets': {
    title: defineMessage({ id: 'routes.tournamentWinnerBrackets.title', defaultMessage: 'Tournament bracket' }),
    description: defineMessage({
      id: 'routes.tournamentWinnerBrackets.description',
      defaultMessage: 'The knockout bracket of this darts tournament, updated live.',
    }),
  },
  'tournaments-tournament-consolation-brackets': {
    title: defineMessage({ id: 'routes.tournamentConsolationBrackets.title', defaultMessage: 'Consolation bracket' }),
    description: defineMessage({
      id: 'routes.tournamentConsolationBrackets.description',
      defaultMessage: 'The consolation knockout of this darts tournament, updated live.',
    }),
  },
  competition: {
    title: defineMessage({ id: 'routes.competition.title', defaultMessage: 'Your leagues' }),
    description: defineMessage({
      id: 'routes.competition.description',
      defaultMessage: 'The darts league organisations whose seasons, teams and divisions you manage.',
    }),
  },
  'admin-users': {
    title: defineMessage({ id: 'routes.adminUsers.title', defaultMessage: 'Users' }),
    description: defineMessage({
      id: 'routes.adminUsers.description',
      defaultMessage: 'Every account on Oche, to find, change, block or delete.',
    }),
  },
  'admin-users-user_id-edit': {
    title: defineMessage({ id: 'routes.adminUserEdit.title', defaultMessage: 'Edit user' }),
    description: defineMessage({
      id: 'routes.adminUserEdit.description',
      defaultMessage: 'An account’s name, e-mail address, language and role, its access, and what was done to it.',
    }),
  },
  'admin-organisations': {
    title: defineMessage({ id: 'routes.adminOrganisations.title', defaultMessage: 'League organisations' }),
    description: defineMessage({
      id: 'routes.adminOrganisations.description',
      defaultMessage: 'Every darts league and federation on Oche, with its admins and seasons.',
    }),
  },
  'admin-organisations-create': {
    title: defineMessage({ id: 'routes.adminOrganisationsCreate.title', defaultMessage: 'New league organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisationsCreate.description',
      defaultMessage: 'Add a darts league or federation and invite its first admin.',
    }),
  },
  'admin-organisations-org_slug': {
    title: defineMessage({ id: 'routes.adminOrganisation.title', defaultMessage: 'League organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisation.description',
      defaultMessage: 'How this league is set up, who runs it and the invitations waiting for an answer.',
    }),
  },
  'admin-organisations-org_slug-edit': {
    title: defineMessage({ id: 'routes.adminOrganisationEdit.title', defaultMessage: 'Edit league organisation' }),
    description: defineMessage({
      id: 'routes.adminOrganisationEdit.description',
      defaultMessage: 'Change this league’s name, look, language and domains, and manage its admins.',
    }),
  },
  'admin-analytics-general': {
    title: defineMessage({ id: 'routes.adminAnalyticsGeneral.title', defaultMessage: 'Analytics' }),
    description: defineMessage({
      id: 'routes.adminAnalyticsGeneral.description',
      defaultMessage:
        'How Oche is used: accounts, activity, matches and visits over time, by language and organisation.',
    }),
  },
  'admin-analytics-tournaments': {
    title: defineMessage({ id: 'routes.adminAnalyticsTournaments.title', defaultMessage: 'Tournament analytics' }),
    description: defineMessage({
      id: 'routes.adminAnalyticsTournaments.description',
      defaultMessage:
        'The tournaments created over time: formats, field sizes, visibility, completion and game length.',
    }),
  },
  'competition-org_slug': {
    title: defineMessage({ id: 'routes.competitionOrganisation.title', defaultMessage: 'League organisation' }),
    description: defineMessage({
      id: 'routes.competitionOrganisation.description',
      defaultMessage: 'The seasons of this darts league organisation, the current one first.',
    }),
  },
  'competition-org_slug-season-season_slug': {
    title: defineMessage({ id: 'routes.competitionSeason.title', defaultMessage: 'Season overview' }),
    description: defineMessage({
      id: 'routes.competitionSeason.description',
      defaultMessage: 'The divisions and teams of this league season, its next league night and what needs attention.',
    }),
  },
  'competition-org_slug-season-season_slug-members': {
    title: defineMessage({ id: 'routes.competitionSeasonMembers.title', defaultMessage: 'Players of the season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonMembers.description',
      defaultMessage: 'Every player of the league season with their team and role, for its admins and captains.',
    }),
  },
  'competition-org_slug-season-season_slug-site-news': {
    title: defineMessage({ id: 'routes.competitionSiteNews.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.competitionSiteNews.description',
      defaultMessage: 'The articles of the league’s public site: drafts, scheduled and published.',
    }),
  },
  'competition-org_slug-season-season_slug-site-news-create': {
    title: defineMessage({ id: 'routes.competitionSiteNewsCreate.title', defaultMessage: 'New article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsCreate.description',
      defaultMessage: 'Write an article for the league’s public site.',
    }),
  },
  'competition-org_slug-season-season_slug-site-news-slug': {
    title: defineMessage({ id: 'routes.competitionSiteNewsArticle.title', defaultMessage: 'Article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsArticle.description',
      defaultMessage: 'An article of the league’s public site, as it reads.',
    }),
  },
  'competition-org_slug-season-season_slug-site-news-slug-edit': {
    title: defineMessage({ id: 'routes.competitionSiteNewsEdit.title', defaultMessage: 'Edit article' }),
    description: defineMessage({
      id: 'routes.competitionSiteNewsEdit.description',
      defaultMessage: 'Change an article of the league’s public site.',
    }),
  },
  'competition-org_slug-season-season_slug-site-settings': {
    title: defineMessage({ id: 'routes.competitionSiteSettings.title', defaultMessage: 'Public site settings' }),
    description: defineMessage({
      id: 'routes.competitionSiteSettings.description',
      defaultMessage: 'The league’s public website: its domains, logo and colour, language, help text and pages.',
    }),
  },
  'competition-org_slug-season-season_slug-site-documents': {
    title: defineMessage({ id: 'routes.competitionSiteDocuments.title', defaultMessage: 'Documents' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocuments.description',
      defaultMessage:
        'The documents of the league’s public site: its rules, forms and fixture lists, by category and in order.',
    }),
  },
  'competition-org_slug-season-season_slug-site-documents-create': {
    title: defineMessage({ id: 'routes.competitionSiteDocumentsCreate.title', defaultMessage: 'New document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocumentsCreate.description',
      defaultMessage: 'Upload a document to the league’s public site: its rules, a form or a fixture list.',
    }),
  },
  'competition-org_slug-season-season_slug-site-documents-id': {
    title: defineMessage({ id: 'routes.competitionSiteDocument.title', defaultMessage: 'Document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocument.description',
      defaultMessage:
        'A document of the league’s public site: its file, category and season, to download, edit or delete.',
    }),
  },
  'competition-org_slug-season-season_slug-site-documents-id-edit': {
    title: defineMessage({ id: 'routes.competitionSiteDocumentEdit.title', defaultMessage: 'Edit document' }),
    description: defineMessage({
      id: 'routes.competitionSiteDocumentEdit.description',
      defaultMessage: 'Change a document of the league’s public site: its title, category, season or file.',
    }),
  },
  'competition-org_slug-season-season_slug-site-board-members': {
    title: defineMessage({ id: 'routes.competitionSiteBoardMembers.title', defaultMessage: 'Board members' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMembers.description',
      defaultMessage:
        'The league’s board on its public site: who they are, their roles and how to reach them, in order.',
    }),
  },
  'competition-org_slug-season-season_slug-site-board-members-create': {
    title: defineMessage({ id: 'routes.competitionSiteBoardMembersCreate.title', defaultMessage: 'New board member' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMembersCreate.description',
      defaultMessage: 'Add a member of the league’s board to its public site, with a photo and contact details.',
    }),
  },
  'competition-org_slug-season-season_slug-site-board-members-id-edit': {
    title: defineMessage({ id: 'routes.competitionSiteBoardMemberEdit.title', defaultMessage: 'Edit board member' }),
    description: defineMessage({
      id: 'routes.competitionSiteBoardMemberEdit.description',
      defaultMessage: 'Change a board member of the league’s public site and which contact details it shows.',
    }),
  },
  'competition-org_slug-season-season_slug-teams': {
    title: defineMessage({ id: 'routes.competitionTeams.title', defaultMessage: 'Teams' }),
    description: defineMessage({
      id: 'routes.competitionTeams.description',
      defaultMessage: 'The teams of this league season by division, with their club, home venue, captain and players.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-create': {
    title: defineMessage({ id: 'routes.competitionTeamCreate.title', defaultMessage: 'New team' }),
    description: defineMessage({
      id: 'routes.competitionTeamCreate.description',
      defaultMessage: 'Add a new team to this league season, with its club, division and home venue.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-create-existing': {
    title: defineMessage({
      id: 'routes.competitionTeamCreateExisting.title',
      defaultMessage: 'Bring a team from an earlier season',
    }),
    description: defineMessage({
      id: 'routes.competitionTeamCreateExisting.description',
      defaultMessage: 'Bring a team of an earlier season into this one, with its players if you like.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug': {
    title: defineMessage({ id: 'routes.competitionTeam.title', defaultMessage: 'Team' }),
    description: defineMessage({
      id: 'routes.competitionTeam.description',
      defaultMessage: 'A league team this season: its details, players and matches.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug-edit': {
    title: defineMessage({ id: 'routes.competitionTeamEdit.title', defaultMessage: 'Edit team' }),
    description: defineMessage({
      id: 'routes.competitionTeamEdit.description',
      defaultMessage: 'Change a league team’s name, club, division and home venue.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug-statistics': {
    title: defineMessage({ id: 'routes.competitionTeamStatistics.title', defaultMessage: 'Team statistics' }),
    description: defineMessage({
      id: 'routes.competitionTeamStatistics.description',
      defaultMessage: 'A league team’s season in figures: its place in the division, its players and its matches.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug-members': {
    title: defineMessage({ id: 'routes.competitionTeamMembers.title', defaultMessage: 'Team players' }),
    description: defineMessage({
      id: 'routes.competitionTeamMembers.description',
      defaultMessage: 'The players of a team this season: its captain first, their roles and contact details.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug-members-create': {
    title: defineMessage({ id: 'routes.competitionTeamMemberCreate.title', defaultMessage: 'Add a player' }),
    description: defineMessage({
      id: 'routes.competitionTeamMemberCreate.description',
      defaultMessage: 'Add a player of the league or a new guest to a team this season.',
    }),
  },
  'competition-org_slug-season-season_slug-teams-team_slug-members-member_id-edit': {
    title: defineMessage({ id: 'routes.competitionTeamMemberEdit.title', defaultMessage: 'Edit a player' }),
    description: defineMessage({
      id: 'routes.competitionTeamMemberEdit.description',
      defaultMessage:
        'Change a player’s role, first day and contact details in a team, with their transfers this season.',
    }),
  },
  'competition-org_slug-season-season_slug-groups': {
    title: defineMessage({ id: 'routes.competitionDivisions.title', defaultMessage: 'Divisions' }),
    description: defineMessage({
      id: 'routes.competitionDivisions.description',
      defaultMessage: 'The divisions of this league season in order, with their teams and matches.',
    }),
  },
  'competition-org_slug-season-season_slug-groups-create': {
    title: defineMessage({ id: 'routes.competitionDivisionCreate.title', defaultMessage: 'New division' }),
    description: defineMessage({
      id: 'routes.competitionDivisionCreate.description',
      defaultMessage: 'Add a division to this league season.',
    }),
  },
  'competition-org_slug-season-season_slug-groups-group_slug': {
    title: defineMessage({ id: 'routes.competitionDivision.title', defaultMessage: 'Division' }),
    description: defineMessage({
      id: 'routes.competitionDivision.description',
      defaultMessage: 'A division of this league season: its teams and its fixture list.',
    }),
  },
  'competition-org_slug-season-season_slug-groups-group_slug-edit': {
    title: defineMessage({ id: 'routes.competitionDivisionEdit.title', defaultMessage: 'Edit division' }),
    description: defineMessage({
      id: 'routes.competitionDivisionEdit.description',
      defaultMessage: 'Change the name, web address and position of a division.',
    }),
  },
  'competition-org_slug-season-season_slug-groups-group_slug-teams': {
    title: defineMessage({ id: 'routes.competitionDivisionTeams.title', defaultMessage: 'Division teams' }),
    description: defineMessage({
      id: 'routes.competitionDivisionTeams.description',
      defaultMessage: 'Choose which teams of the season play in this division.',
    }),
  },
  'competition-org_slug-season-season_slug-groups-group_slug-matches': {
    title: defineMessage({ id: 'routes.competitionDivisionMatches.title', defaultMessage: 'Division fixture list' }),
    description: defineMessage({
      id: 'routes.competitionDivisionMatches.description',
      defaultMessage: 'The fixture list of a division by league night: generate it and reschedule matches.',
    }),
  },
  'competition-org_slug-season-season_slug-matches': {
    title: defineMessage({ id: 'routes.competitionMatches.title', defaultMessage: 'Matches' }),
    description: defineMessage({
      id: 'routes.competitionMatches.description',
      defaultMessage: 'Every match of this league season by league night, with its score, filtered as you like.',
    }),
  },
  'competition-org_slug-season-season_slug-matches-match_slug': {
    title: defineMessage({ id: 'routes.competitionMatch.title', defaultMessage: 'Match' }),
    description: defineMessage({
      id: 'routes.competitionMatch.description',
      defaultMessage: 'A team match of a league night: its games, lineups, score and match report.',
    }),
  },
  'competition-org_slug-season-season_slug-seasons': {
    title: defineMessage({ id: 'routes.competitionSeasons.title', defaultMessage: 'Seasons' }),
    description: defineMessage({
      id: 'routes.competitionSeasons.description',
      defaultMessage: 'Every season of this darts league organisation: dates, divisions, teams and league nights.',
    }),
  },
  'competition-org_slug-season-season_slug-seasons-create': {
    title: defineMessage({ id: 'routes.competitionSeasonsCreate.title', defaultMessage: 'New season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonsCreate.description',
      defaultMessage: 'Start a new season of this darts league, empty or copied from an earlier one.',
    }),
  },
  'competition-org_slug-season-season_slug-seasons-manage_season_slug-edit': {
    title: defineMessage({ id: 'routes.competitionSeasonsEdit.title', defaultMessage: 'Edit season' }),
    description: defineMessage({
      id: 'routes.competitionSeasonsEdit.description',
      defaultMessage: 'Change a season’s dates, league nights and settings, make it current or archive it.',
    }),
  },
  'competition-org_slug-season-season_slug-locations': {
    title: defineMessage({ id: 'routes.competitionLocations.title', defaultMessage: 'Venues' }),
    description: defineMessage({
      id: 'routes.competitionLocations.description',
      defaultMessage: 'The venues of this darts league: their boards, the nights they host and their home teams.',
    }),
  },
  'competition-org_slug-season-season_slug-locations-create': {
    title: defineMessage({ id: 'routes.competitionLocationsCreate.title', defaultMessage: 'New venue' }),
    description: defineMessage({
      id: 'routes.competitionLocationsCreate.description',
      defaultMessage: 'Add a venue to this darts league, with its boards and the nights it hosts.',
    }),
  },
  'competition-org_slug-season-season_slug-locations-location_id': {
    title: defineMessage({ id: 'routes.competitionLocation.title', defaultMessage: 'Venue' }),
    description: defineMessage({
      id: 'routes.competitionLocation.description',
      defaultMessage: 'A venue of this darts league: address, map, boards, nights and home teams.',
    }),
  },
  'competition-org_slug-season-season_slug-locations-location_id-edit': {
    title: defineMessage({ id: 'routes.competitionLocationEdit.title', defaultMessage: 'Edit venue' }),
    description: defineMessage({
      id: 'routes.competitionLocationEdit.description',
      defaultMessage: 'Change a venue of this darts league, or delete it.',
    }),
  },
  'competition-org_slug-season-season_slug-locations-location_id-teams': {
    title: defineMessage({ id: 'routes.competitionLocationTeams.title', defaultMessage: 'Home teams' }),
    description: defineMessage({
      id: 'routes.competitionLocationTeams.description',
      defaultMessage: 'The teams of this season that play at home at this venue.',
    }),
  },
  'competition-org_slug-season-season_slug-matches-match_slug-play-game_id': {
    title: defineMessage({ id: 'routes.competitionMatchPlay.title', defaultMessage: 'Score a game' }),
    description: defineMessage({
      id: 'routes.competitionMatchPlay.description',
      defaultMessage: 'Score a game of a league match visit by visit, on a phone or at the board.',
    }),
  },
  'competition-site-index': {
    // No title of its own: a league site's home is titled with the league's name alone.
    description: defineMessage({
      id: 'routes.siteHome.description',
      defaultMessage: 'The league’s matches tonight, the latest results, the next matches and the standings.',
    }),
  },
  'competition-site-season': {
    title: defineMessage({ id: 'routes.siteSeason.title', defaultMessage: 'Season' }),
    description: defineMessage({
      id: 'routes.siteSeason.description',
      defaultMessage: 'This season of the league: its league nights, results, next matches and standings.',
    }),
  },
  'competition-site-season-news': {
    title: defineMessage({ id: 'routes.siteNews.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.siteNews.description',
      defaultMessage: 'The league’s news: results, announcements and what is coming, newest first.',
    }),
  },
  'competition-site-season-news-slug': {
    title: defineMessage({ id: 'routes.siteNewsItem.title', defaultMessage: 'News' }),
    description: defineMessage({
      id: 'routes.siteNewsItem.description',
      defaultMessage: 'An article of the league’s news.',
    }),
    // The article's title alone, its excerpt as the description and its cover as the link preview's image (the web
    // host reads them from the prefetched article).
    subjectTitle: 'alone',
  },
  'competition-site-season-calendar': {
    title: defineMessage({ id: 'routes.siteCalendar.title', defaultMessage: 'Matches' }),
    description: defineMessage({
      id: 'routes.siteCalendar.description',
      defaultMessage: 'Every match of the league this season by league night, to print or add to your calendar.',
    }),
  },
  'competition-site-season-documents': {
    title: defineMessage({ id: 'routes.siteDocuments.title', defaultMessage: 'Documents' }),
    description: defineMessage({
      id: 'routes.siteDocuments.description',
      defaultMessage: 'The league’s rules, forms and fixture lists to download.',
    }),
  },
  'competition-site-season-cup': {
    title: defineMessage({ id: 'routes.siteCups.title', defaultMessage: 'Cups' }),
    description: defineMessage({
      id: 'routes.siteCups.description',
      defaultMessage: 'The league’s cups this season: how far each has come and who won it.',
    }),
  },
  'competition-site-season-help': {
    title: defineMessage({ id: 'routes.siteHelp.title', defaultMessage: 'Help' }),
    description: defineMessage({
      id: 'routes.siteHelp.description',
      defaultMessage: 'How the league’s nights go, and whom to ask.',
    }),
  },
  'competition-site-season-board-members': {
    title: defineMessage({ id: 'routes.siteBoardMembers.title', defaultMessage: 'Board' }),
    description: defineMessage({
      id: 'routes.siteBoardMembers.description',
      defaultMessage: 'Who runs the league, and how to reach them.',
    }),
  },
  'competition-site-season-groups': {
    title: defineMessage({ id: 'routes.siteGroups.title', defaultMessage: 'Divisions' }),
    description: defineMessage({
      id: 'routes.siteGroups.description',
      defaultMessage: 'Every division of the league this season with its standings: matches won, games and points.',
    }),
  },
  'competition-site-season-matches-match': {
    title: defineMessage({ id: 'routes.siteMatch.title', defaultMessage: 'Match' }),
    description: defineMessage({
      id: 'routes.siteMatch.description',
      defaultMessage: 'A league match game by game: the players, the legs and the score.',
    }),
  },
  'competition-site-season-individual-180-171': {
    title: defineMessage({ id: 'routes.siteMaxima.title', defaultMessage: '180s and 171s' }),
    description: defineMessage({
      id: 'routes.siteMaxima.description',
      defaultMessage: 'The league’s 180s and 171s this season, player by player.',
    }),
  },
  'competition-site-season-individual-low-visits': {
    title: defineMessage({ id: 'routes.siteLowVisits.title', defaultMessage: 'Short legs' }),
    description: defineMessage({
      id: 'routes.siteLowVisits.description',
      defaultMessage: 'The shortest legs won in the league this season, with their darts and match.',
    }),
  },
  'competition-site-season-individual-games-played': {
    title: defineMessage({ id: 'routes.siteGamesPlayed.title', defaultMessage: 'Games played' }),
    description: defineMessage({
      id: 'routes.siteGamesPlayed.description',
      defaultMessage: 'Games played, won and lost by every player of the league this season.',
    }),
  },
  'competition-site-season-individual-high-checkouts': {
    title: defineMessage({ id: 'routes.siteHighCheckouts.title', defaultMessage: 'High checkouts' }),
    description: defineMessage({
      id: 'routes.siteHighCheckouts.description',
      defaultMessage: 'The highest checkouts thrown in the league this season, with their match.',
    }),
  },
  'competition-site-season-cup-group-bracket': {
    title: defineMessage({ id: 'routes.siteCupBracket.title', defaultMessage: 'Cup bracket' }),
    description: defineMessage({
      id: 'routes.siteCupBracket.description',
      defaultMessage: 'The cup’s knockout bracket, round by round, with every result.',
    }),
  },
  'competition-site-season-cup-group-standings': {
    title: defineMessage({ id: 'routes.siteCupStandings.title', defaultMessage: 'Cup groups' }),
    description: defineMessage({
      id: 'routes.siteCupStandings.description',
      defaultMessage: 'The cup’s group tables and matches.',
    }),
  },
  'competition-site-season-cup-group-individual-standings': {
    title: defineMessage({ id: 'routes.siteCupIndividualStandings.title', defaultMessage: 'Cup individual standings' }),
    description: defineMessage({
      id: 'routes.siteCupIndividualStandings.description',
      defaultMessage: 'Every player of the cup: games won, legs, averages, 180s, high checkouts and best legs.',
    }),
  },
  'competition-site-season-groups-group-standings': {
    title: defineMessage({ id: 'routes.siteStandings.title', defaultMessage: 'Standings' }),
    description: defineMessage({
      id: 'routes.siteStandings.description',
      defaultMessage:
        'The division’s standings: matches played, won, drawn and lost, games, points, and why each team is above the next.',
    }),
  },
  'competition-site-season-groups-group-teams': {
    title: defineMessage({ id: 'routes.siteTeams.title', defaultMessage: 'Teams' }),
    description: defineMessage({
      id: 'routes.siteTeams.description',
      defaultMessage: 'The teams of the division, their venues and their places in the standings.',
    }),
  },
  'competition-site-season-groups-group-teams-team': {
    title: defineMessage({ id: 'routes.siteTeam.title', defaultMessage: 'Team' }),
    description: defineMessage({
      id: 'routes.siteTeam.description',
      defaultMessage:
        'A team’s season: its place in the standings, its matches and results, its players’ figures and its match calendar.',
    }),
  },
  'competition-site-season-groups-group-individual-standings': {
    title: defineMessage({ id: 'routes.siteIndividualStandings.title', defaultMessage: 'Individual standings' }),
    description: defineMessage({
      id: 'routes.siteIndividualStandings.description',
      defaultMessage: 'Every player of the division: games won, legs, averages, 180s, high checkouts and best legs.',
    }),
  },
}
