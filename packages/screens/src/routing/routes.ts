import { defineRoute, show, type RouteDefinition, type RouteSite, type RouteValidation } from './route-definition'

export type RouteRedirect = { name: string; from: string; to: string; site: RouteSite }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in paths that are UUIDs: anything else can only be a mistyped or made-up link (the 404 screen). */
function isUuid(...ids: string[]): RouteValidation {
  return ids.every((id) => uuid.test(id)) ? { ok: true } : { ok: false }
}

/**
 * Every route of the product (spec section 2), the single source of truth for both hosts: one definition per route
 * with its path, site, guard, layout, parameter checks and screen (what the server asks before it renders a page is
 * in route-data.ts, its title and description in route-heads.ts: only the web host's server imports those).
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
    screen: ({ locale }) => show('home', 'HomeRoute', { locale }),
  }),
  defineRoute({
    name: 'live-id',
    path: '/live/{id}',
    site: 'app',
    guard: 'none',
    layout: 'none',
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
    screen: ({ searchParams }) => show('accounts', 'LoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'auth-register',
    path: '/auth/register',
    site: 'app',
    guard: 'anonymous',
    layout: 'authentication',
    screen: () => show('accounts', 'RegisterScreen', {}),
  }),
  defineRoute({
    name: 'auth-reset-password',
    path: '/auth/reset-password',
    site: 'app',
    guard: 'anonymous',
    layout: 'authentication',
    screen: ({ searchParams }) => show('accounts', 'ResetPasswordScreen', { searchParams }),
  }),
  defineRoute({
    name: 'play',
    path: '/play',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('play', 'PlayScreen', {}),
  }),
  defineRoute({
    name: 'play-offline',
    path: '/play/offline',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('play', 'OfflinePlayScreen', {}),
  }),
  defineRoute({
    name: 'play-bot-id',
    path: '/play/bot/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('play', 'BotScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'test-login',
    path: '/test-login',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: ({ searchParams }) => show('accounts', 'TestLoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'tablet',
    path: '/tablet',
    site: 'app',
    guard: 'board-auth',
    layout: 'tablet',
    colourMode: 'dark',
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
    screen: ({ searchParams }) => show('tablet', 'TabletLoginScreen', { searchParams }),
  }),
  defineRoute({
    name: 'confirm-name-change',
    path: '/confirm-name-change',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: ({ searchParams }) => show('accounts', 'ConfirmNameChangeScreen', { searchParams }),
  }),
  defineRoute({
    name: 'confirm-email-change',
    path: '/confirm-email-change',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: ({ searchParams }) => show('accounts', 'ConfirmEmailChangeScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile',
    path: '/profile',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('accounts', 'ProfileScreen', {}),
  }),
  defineRoute({
    name: 'profile-my-stats',
    path: '/profile/my-stats',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ searchParams }) => show('accounts', 'MyStatsScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile-my-matches',
    path: '/profile/my-matches',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ searchParams }) => show('accounts', 'MyMatchesScreen', { searchParams }),
  }),
  defineRoute({
    name: 'profile-settings',
    path: '/profile/settings',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('accounts', 'SettingsScreen', {}),
  }),
  defineRoute({
    name: 'profile-my-tournaments',
    path: '/profile/my-tournaments',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'MyTournamentsScreen', {}),
  }),
  defineRoute({
    name: 'rankings',
    path: '/rankings',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('tournaments', 'RankingsScreen', {}),
  }),
  defineRoute({
    name: 'rankings-id',
    path: '/rankings/{id}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    validate: ({ id }) => isUuid(id),
    screen: ({ params }) => show('tournaments', 'RankingScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'events-event',
    path: '/events/{event}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: ({ params }) => show('events', 'EventScreen', { id: params.event }),
  }),
  defineRoute({
    name: 'tournaments',
    path: '/tournaments',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: ({ searchParams }) => show('tournaments', 'PublicTournamentListScreen', { searchParams }),
  }),
  defineRoute({
    name: 'privacy-policy',
    path: '/privacy-policy',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('legal', 'PrivacyPolicyScreen', {}),
  }),
  defineRoute({
    name: 'terms-of-service',
    path: '/terms-of-service',
    site: 'app',
    guard: 'none',
    layout: 'default',
    screen: () => show('legal', 'TermsOfServiceScreen', {}),
  }),
  defineRoute({
    name: 'manage',
    path: '/manage',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'ManageHomeScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-create',
    path: '/manage/events/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'EventCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-id-edit',
    path: '/manage/events/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'EventEditScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-events-locations',
    path: '/manage/events-locations',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'EventsLocationsScreen', {}),
  }),
  defineRoute({
    name: 'manage-events-id-boards',
    path: '/manage/events/{id}/boards',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'EventBoardsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-rankings',
    path: '/manage/rankings',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'ManageRankingsScreen', {}),
  }),
  defineRoute({
    name: 'manage-rankings-id-edit',
    path: '/manage/rankings/{id}/edit',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'RankingEditScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-rankings-create',
    path: '/manage/rankings/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'RankingCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-rankings-id',
    path: '/manage/rankings/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'ManageRankingScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments',
    path: '/manage/tournaments',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'TournamentListScreen', {}),
  }),
  defineRoute({
    name: 'manage-tournaments-create',
    path: '/manage/tournaments/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'TournamentCreateScreen', {}),
  }),
  defineRoute({
    name: 'manage-tournaments-id',
    path: '/manage/tournaments/{id}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'TournamentOverviewScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-players',
    path: '/manage/tournaments/{id}/players',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'TournamentPlayersScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-list',
    path: '/manage/tournaments/{id}/play/list',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'PlayListScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-groups',
    path: '/manage/tournaments/{id}/play/groups',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('manage', 'PlayGroupsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-results',
    path: '/manage/tournaments/{id}/play/results',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    screen: ({ params }) => show('manage', 'PlayResultsScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-losers-ko',
    path: '/manage/tournaments/{id}/play/losers-ko',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    screen: ({ params }) => show('manage', 'PlayLosersKoScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-tournaments-id-play-winners-ko',
    path: '/manage/tournaments/{id}/play/winners-ko',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
    screen: ({ params }) => show('manage', 'PlayWinnersKoScreen', { id: params.id }),
  }),
  defineRoute({
    name: 'manage-participants',
    path: '/manage/participants',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: () => show('manage', 'ParticipantsScreen', {}),
  }),
  defineRoute({
    name: 'tournaments-tournament',
    path: '/tournaments/{tournament}',
    site: 'app',
    guard: 'none',
    layout: 'default',
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'PublicTournamentOverviewScreen', { id: params.tournament }),
  }),
  defineRoute({
    name: 'tournaments-tournament-games',
    path: '/tournaments/{tournament}/games',
    site: 'app',
    guard: 'none',
    layout: 'default',
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
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentGroupsScreen', { id: params.tournament }),
  }),
  defineRoute({
    name: 'tournaments-tournament-results',
    path: '/tournaments/{tournament}/results',
    site: 'app',
    guard: 'none',
    layout: 'default',
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentResultsScreen', { id: params.tournament }),
  }),
  defineRoute({
    name: 'tournaments-tournament-winner-brackets',
    path: '/tournaments/{tournament}/winner-brackets',
    site: 'app',
    guard: 'none',
    layout: 'default',
    validate: ({ tournament }) => isUuid(tournament),
    screen: ({ params }) => show('tournaments', 'TournamentBracketsScreen', { id: params.tournament, kind: 'winners' }),
  }),
  defineRoute({
    name: 'tournaments-tournament-consolation-brackets',
    path: '/tournaments/{tournament}/consolation-brackets',
    site: 'app',
    guard: 'none',
    layout: 'default',
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
    screen: () => show('competition', 'OrganisationListScreen', {}),
  }),
  defineRoute({
    name: 'admin-users',
    path: '/admin/users',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: ({ searchParams }) => show('competition', 'AdminUsersScreen', { searchParams }),
  }),
  defineRoute({
    name: 'admin-users-user_id-edit',
    path: '/admin/users/{user_id}/edit',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    inherited: true,
    validate: ({ user_id }) => isUuid(user_id),
    screen: ({ params }) => show('competition', 'AdminUserEditScreen', { userId: params.user_id }),
  }),
  defineRoute({
    name: 'admin-organisations',
    path: '/admin/organisations',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: () => show('competition', 'AdminOrganisationListScreen', {}),
  }),
  defineRoute({
    name: 'admin-organisations-create',
    path: '/admin/organisations/create',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: () => show('competition', 'AdminOrganisationCreateScreen', {}),
  }),
  defineRoute({
    name: 'admin-organisations-org_slug',
    path: '/admin/organisations/{org_slug}',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: ({ params }) => show('competition', 'AdminOrganisationDetailScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'admin-organisations-org_slug-edit',
    path: '/admin/organisations/{org_slug}/edit',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: ({ params }) => show('competition', 'AdminOrganisationEditScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'admin-analytics-general',
    path: '/admin/analytics/general',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: ({ searchParams }) => show('competition', 'AdminAnalyticsGeneralScreen', { searchParams }),
  }),
  defineRoute({
    name: 'admin-analytics-tournaments',
    path: '/admin/analytics/tournaments',
    site: 'app',
    guard: 'superadmin',
    layout: 'default',
    screen: ({ searchParams }) => show('competition', 'AdminAnalyticsTournamentsScreen', { searchParams }),
  }),
  defineRoute({
    name: 'competition-org_slug',
    path: '/competition/{org_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    screen: ({ params }) => show('competition', 'OrganisationHomeScreen', { org: params.org_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug',
    path: '/competition/{org_slug}/season/{season_slug}',
    site: 'app',
    guard: 'auth',
    layout: 'default',
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
    screen: ({ params }) => show('competition', 'TeamListScreen', { org: params.org_slug, season: params.season_slug }),
  }),
  defineRoute({
    name: 'competition-org_slug-season-season_slug-teams-create',
    path: '/competition/{org_slug}/season/{season_slug}/teams/create',
    site: 'app',
    guard: 'auth',
    layout: 'default',
    inherited: true,
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
    screen: () => show('competitionSite', 'SiteHomeScreen', {}),
  }),
  defineRoute({
    name: 'competition-site-season',
    path: '/{season}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteHomeScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-news',
    path: '/{season?}/news',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteNewsScreen', { season: params.season, searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-news-slug',
    path: '/{season?}/news/{slug}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteNewsItemScreen', { season: params.season, slug: params.slug }),
  }),
  defineRoute({
    name: 'competition-site-season-calendar',
    path: '/{season?}/calendar',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteCalendarScreen', { season: params.season, searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-documents',
    path: '/{season?}/documents',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteDocumentsScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-cup',
    path: '/{season?}/cup',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteCupListScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-help',
    path: '/{season?}/help',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteHelpScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-board-members',
    path: '/{season?}/board-members',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteBoardMembersScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-groups',
    path: '/{season?}/groups',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteGroupsScreen', { season: params.season }),
  }),
  defineRoute({
    name: 'competition-site-season-matches-match',
    path: '/{season?}/matches/{match}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) => show('competitionSite', 'SiteMatchScreen', { season: params.season, match: params.match }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-180-171',
    path: '/{season?}/individual/180-171',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: '180-171', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-low-visits',
    path: '/{season?}/individual/low-visits',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: 'low-visits', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-games-played',
    path: '/{season?}/individual/games-played',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params, searchParams }) =>
      show('competitionSite', 'SiteLeaderboardsScreen', { season: params.season, board: 'games-played', searchParams }),
  }),
  defineRoute({
    name: 'competition-site-season-individual-high-checkouts',
    path: '/{season?}/individual/high-checkouts',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
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
    screen: ({ params }) =>
      show('competitionSite', 'SiteCupBracketScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-cup-group-standings',
    path: '/{season?}/cup/{group}/standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) =>
      show('competitionSite', 'SiteCupStandingsScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-cup-group-individual-standings',
    path: '/{season?}/cup/{group}/individual-standings',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
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
    screen: ({ params }) =>
      show('competitionSite', 'SiteStandingsScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-teams',
    path: '/{season?}/groups/{group}/teams',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
    screen: ({ params }) =>
      show('competitionSite', 'SiteTeamListScreen', { season: params.season, group: params.group }),
  }),
  defineRoute({
    name: 'competition-site-season-groups-group-teams-team',
    path: '/{season?}/groups/{group}/teams/{team}',
    site: 'competition',
    guard: 'none',
    layout: 'competition',
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
