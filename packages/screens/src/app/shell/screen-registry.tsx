import type { Locale } from '@oche/i18n'
import { lazy, type ComponentType } from 'react'
import { HomeRoute } from '../../home/home-screen'
import type { BuiltScreenName } from '../../routing/built-screens'
import type { RouteParams } from '../../routing/match-route'

export type RouteScreenProps = {
  locale: Locale
  params: RouteParams
  /** The page's query string, as a record (`?token=…` → `{ token: '…' }`). */
  searchParams: Record<string, string>
}

// Every screen but the home page is its own chunk: a page loads the code of its own screen only.
const accounts = () => import('../../accounts')
const legal = () => import('../../legal')
const live = () => import('../../live')
const play = () => import('../../play')
const manage = () => import('../../manage')
const tournaments = () => import('../../tournaments')
const events = () => import('../../events')
const tablet = () => import('../../tablet')
const tabletLive = () => import('../../tablet/tablet-live')
const LoginScreen = lazy(() => accounts().then((module) => ({ default: module.LoginScreen })))
const RegisterScreen = lazy(() => accounts().then((module) => ({ default: module.RegisterScreen })))
const ResetPasswordScreen = lazy(() => accounts().then((module) => ({ default: module.ResetPasswordScreen })))
const ConfirmNameChangeScreen = lazy(() => accounts().then((module) => ({ default: module.ConfirmNameChangeScreen })))
const ConfirmEmailChangeScreen = lazy(() => accounts().then((module) => ({ default: module.ConfirmEmailChangeScreen })))
const ProfileScreen = lazy(() => accounts().then((module) => ({ default: module.ProfileScreen })))
const SettingsScreen = lazy(() => accounts().then((module) => ({ default: module.SettingsScreen })))
const MyMatchesScreen = lazy(() => accounts().then((module) => ({ default: module.MyMatchesScreen })))
const TestLoginScreen = lazy(() => accounts().then((module) => ({ default: module.TestLoginScreen })))
const LiveMatchScreen = lazy(() => live().then((module) => ({ default: module.LiveMatchScreen })))
const PlayScreen = lazy(() => play().then((module) => ({ default: module.PlayScreen })))
const OfflinePlayScreen = lazy(() => play().then((module) => ({ default: module.OfflinePlayScreen })))
const BotScreen = lazy(() => play().then((module) => ({ default: module.BotScreen })))
const PrivacyPolicyScreen = lazy(() => legal().then((module) => ({ default: module.PrivacyPolicyScreen })))
const TermsOfServiceScreen = lazy(() => legal().then((module) => ({ default: module.TermsOfServiceScreen })))
const ManageHomeScreen = lazy(() => manage().then((module) => ({ default: module.ManageHomeScreen })))
const TournamentListScreen = lazy(() => manage().then((module) => ({ default: module.TournamentListScreen })))
const TournamentCreateScreen = lazy(() => manage().then((module) => ({ default: module.TournamentCreateScreen })))
const TournamentOverviewScreen = lazy(() => manage().then((module) => ({ default: module.TournamentOverviewScreen })))
const TournamentPlayersScreen = lazy(() => manage().then((module) => ({ default: module.TournamentPlayersScreen })))
const ParticipantsScreen = lazy(() => manage().then((module) => ({ default: module.ParticipantsScreen })))
const EventBoardsScreen = lazy(() => manage().then((module) => ({ default: module.EventBoardsScreen })))
const EventsLocationsScreen = lazy(() => manage().then((module) => ({ default: module.EventsLocationsScreen })))
const EventScreen = lazy(() => events().then((module) => ({ default: module.EventScreen })))
const TabletScreen = lazy(() => tablet().then((module) => ({ default: module.TabletScreen })))
const TabletLoginScreen = lazy(() => tablet().then((module) => ({ default: module.TabletLoginScreen })))
const TabletLiveView = lazy(() => tabletLive().then((module) => ({ default: module.TabletLiveView })))
const EventCreateScreen = lazy(() => manage().then((module) => ({ default: module.EventCreateScreen })))
const EventEditScreen = lazy(() => manage().then((module) => ({ default: module.EventEditScreen })))
const MyTournamentsScreen = lazy(() => manage().then((module) => ({ default: module.MyTournamentsScreen })))
const PlayListScreen = lazy(() => manage().then((module) => ({ default: module.PlayListScreen })))
const PlayGroupsScreen = lazy(() => manage().then((module) => ({ default: module.PlayGroupsScreen })))
const PlayResultsScreen = lazy(() => manage().then((module) => ({ default: module.PlayResultsScreen })))
const PlayWinnersKoScreen = lazy(() => manage().then((module) => ({ default: module.PlayWinnersKoScreen })))
const PlayLosersKoScreen = lazy(() => manage().then((module) => ({ default: module.PlayLosersKoScreen })))
const PublicTournamentListScreen = lazy(() =>
  tournaments().then((module) => ({ default: module.PublicTournamentListScreen })),
)
const PublicTournamentOverviewScreen = lazy(() =>
  tournaments().then((module) => ({ default: module.PublicTournamentOverviewScreen })),
)
const TournamentGamesScreen = lazy(() => tournaments().then((module) => ({ default: module.TournamentGamesScreen })))
const TournamentGameScreen = lazy(() => tournaments().then((module) => ({ default: module.TournamentGameScreen })))
const TournamentGroupsScreen = lazy(() => tournaments().then((module) => ({ default: module.TournamentGroupsScreen })))
const TournamentResultsScreen = lazy(() =>
  tournaments().then((module) => ({ default: module.TournamentResultsScreen })),
)
const TournamentBracketsScreen = lazy(() =>
  tournaments().then((module) => ({ default: module.TournamentBracketsScreen })),
)

/** The screen of each built route (see routing/built-screens.ts). */
export const screenRegistry: Record<BuiltScreenName, ComponentType<RouteScreenProps>> = {
  index: ({ locale }) => <HomeRoute locale={locale} />,
  'privacy-policy': () => <PrivacyPolicyScreen />,
  'terms-of-service': () => <TermsOfServiceScreen />,
  'auth-login': ({ searchParams }) => <LoginScreen searchParams={searchParams} />,
  'auth-register': () => <RegisterScreen />,
  'auth-reset-password': ({ searchParams }) => <ResetPasswordScreen searchParams={searchParams} />,
  'confirm-name-change': ({ searchParams }) => <ConfirmNameChangeScreen searchParams={searchParams} />,
  'confirm-email-change': ({ searchParams }) => <ConfirmEmailChangeScreen searchParams={searchParams} />,
  profile: () => <ProfileScreen />,
  'profile-settings': () => <SettingsScreen />,
  'test-login': ({ searchParams }) => <TestLoginScreen searchParams={searchParams} />,
  play: () => <PlayScreen />,
  'play-offline': () => <OfflinePlayScreen />,
  'play-bot-id': ({ params }) => <BotScreen id={params.id ?? ''} />,
  manage: () => <ManageHomeScreen />,
  'manage-tournaments': () => <TournamentListScreen />,
  'manage-tournaments-create': () => <TournamentCreateScreen />,
  'manage-tournaments-id': ({ params }) => <TournamentOverviewScreen id={params.id ?? ''} />,
  'manage-tournaments-id-players': ({ params }) => <TournamentPlayersScreen id={params.id ?? ''} />,
  'manage-tournaments-id-play-list': ({ params }) => <PlayListScreen id={params.id ?? ''} />,
  'manage-tournaments-id-play-groups': ({ params }) => <PlayGroupsScreen id={params.id ?? ''} />,
  'manage-tournaments-id-play-results': ({ params }) => <PlayResultsScreen id={params.id ?? ''} />,
  'manage-tournaments-id-play-winners-ko': ({ params }) => <PlayWinnersKoScreen id={params.id ?? ''} />,
  'manage-tournaments-id-play-losers-ko': ({ params }) => <PlayLosersKoScreen id={params.id ?? ''} />,
  'manage-participants': () => <ParticipantsScreen />,
  'manage-events-id-boards': ({ params }) => <EventBoardsScreen id={params.id ?? ''} />,
  'manage-events-locations': () => <EventsLocationsScreen />,
  'manage-events-create': () => <EventCreateScreen />,
  'events-event': ({ params }) => <EventScreen id={params.event ?? ''} />,
  // `?view=live`: the board's spectator display on a second screen (layout tablet-live).
  tablet: ({ searchParams }) =>
    searchParams.view === 'live' ? <TabletLiveView /> : <TabletScreen searchParams={searchParams} />,
  'tablet-login': ({ searchParams }) => <TabletLoginScreen searchParams={searchParams} />,
  'manage-events-id-edit': ({ params }) => <EventEditScreen id={params.id ?? ''} />,
  'profile-my-tournaments': () => <MyTournamentsScreen />,
  'profile-my-matches': () => <MyMatchesScreen />,
  tournaments: ({ searchParams }) => <PublicTournamentListScreen searchParams={searchParams} />,
  'tournaments-tournament': ({ params }) => <PublicTournamentOverviewScreen id={params.tournament ?? ''} />,
  'tournaments-tournament-games': ({ params, searchParams }) => (
    <TournamentGamesScreen id={params.tournament ?? ''} searchParams={searchParams} />
  ),
  'tournaments-tournament-games-id': ({ params }) => (
    <TournamentGameScreen tournamentId={params.tournament ?? ''} id={params.id ?? ''} />
  ),
  'tournaments-tournament-groups': ({ params }) => <TournamentGroupsScreen id={params.tournament ?? ''} />,
  'tournaments-tournament-results': ({ params }) => <TournamentResultsScreen id={params.tournament ?? ''} />,
  'tournaments-tournament-winner-brackets': ({ params }) => (
    <TournamentBracketsScreen id={params.tournament ?? ''} kind="winners" />
  ),
  'tournaments-tournament-consolation-brackets': ({ params }) => (
    <TournamentBracketsScreen id={params.tournament ?? ''} kind="consolation" />
  ),
  'live-id': ({ params, searchParams }) => <LiveMatchScreen id={params.id ?? ''} searchParams={searchParams} />,
}
