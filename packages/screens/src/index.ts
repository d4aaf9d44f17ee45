'use client'

export { AppProviders, makeQueryClient, type AppProvidersProps } from './app/app-providers'
export {
  PlatformProvider,
  usePlatform,
  type LinkProps,
  type Platform,
  type PublicConfig,
} from './app/platform/platform-context'
export type { NativeShell, NativeShellState, DeviceSettings, DeviceSettingsStore } from './app/platform/native-shell'
export { NativeShellOverlay } from './tablet/parts/native-shell/native-shell-overlay'
export { SessionProvider, useSession, type Session, type SessionStatus } from './app/session/session-provider'
export { ColourModeProvider, useColourModeContext } from './app/colour-mode/colour-mode-context'
export { RouteView, type RouteViewProps } from './app/shell/route-view'
export { AppShell, type AppShellProps } from './app/shell/app-shell'
export { Layout } from './app/shell/layouts'
export { useOptionalSession } from './app/session/session-provider'
export { isChunkLoadError, reloadAfterChunkError, chunkReloadGuardMs } from './app/shell/chunk-error'
export { useTabletMode, tabletExitTaps } from './app/tablet-mode/use-tablet-mode'
export { activeToken } from './app/preferences/cookies'
export { NotFoundScreen, type NotFoundScreenProps } from './errors/not-found-screen'
export { HomeScreen, type HomeScreenProps, HomeRoute, type HomeRouteProps } from './home/home-screen'
export { PrivacyPolicyScreen, TermsOfServiceScreen } from './legal'
export {
  LoginScreen,
  type LoginScreenProps,
  RegisterScreen,
  type RegisterScreenProps,
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
  ConfirmNameChangeScreen,
  type ConfirmNameChangeScreenProps,
  ConfirmEmailChangeScreen,
  type ConfirmEmailChangeScreenProps,
  ProfileScreen,
  type ProfileScreenProps,
  SettingsScreen,
  type SettingsScreenProps,
  NotificationsMenu,
  type NotificationsMenuProps,
  TestLoginScreen,
  type TestLoginScreenProps,
  FirstRunScreen,
  type FirstRunScreenProps,
} from './accounts'
export { LiveMatchScreen, type LiveMatchScreenProps, type LiveMatchViewMode } from './live'
export { PlayScreen, OfflinePlayScreen, BotScreen, type BotScreenProps, type PlayScreenProps } from './play'
export {
  ManageHomeScreen,
  type ManageHomeScreenProps,
  TournamentListScreen,
  type TournamentListScreenProps,
  TournamentCreateScreen,
  type TournamentCreateScreenProps,
  TournamentOverviewScreen,
  type TournamentOverviewScreenProps,
  TournamentPlayersScreen,
  type TournamentPlayersScreenProps,
  ParticipantsScreen,
  type ParticipantsScreenProps,
  EventBoardsScreen,
  type EventBoardsScreenProps,
  MyTournamentsScreen,
  type MyTournamentsScreenProps,
} from './manage'
export {
  TournamentBracket,
  type TournamentBracketProps,
  GroupTable,
  type GroupTableProps,
  PublicTournamentListScreen,
  type PublicTournamentListScreenProps,
  PublicTournamentOverviewScreen,
  type PublicTournamentOverviewScreenProps,
  TournamentGamesScreen,
  type TournamentGamesScreenProps,
  TournamentGameScreen,
  type TournamentGameScreenProps,
  TournamentGroupsScreen,
  type TournamentGroupsScreenProps,
  TournamentResultsScreen,
  type TournamentResultsScreenProps,
  TournamentBracketsScreen,
  type TournamentBracketsScreenProps,
  type BracketKind,
} from './tournaments'
