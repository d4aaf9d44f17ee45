import type { Locale } from '@oche/i18n'
import { lazy, type ComponentType } from 'react'
import { HomeScreen } from '../../home/home-screen'
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
const LoginScreen = lazy(() => accounts().then((module) => ({ default: module.LoginScreen })))
const RegisterScreen = lazy(() => accounts().then((module) => ({ default: module.RegisterScreen })))
const ResetPasswordScreen = lazy(() => accounts().then((module) => ({ default: module.ResetPasswordScreen })))
const ConfirmNameChangeScreen = lazy(() => accounts().then((module) => ({ default: module.ConfirmNameChangeScreen })))
const ConfirmEmailChangeScreen = lazy(() => accounts().then((module) => ({ default: module.ConfirmEmailChangeScreen })))
const ProfileScreen = lazy(() => accounts().then((module) => ({ default: module.ProfileScreen })))
const SettingsScreen = lazy(() => accounts().then((module) => ({ default: module.SettingsScreen })))
const TestLoginScreen = lazy(() => accounts().then((module) => ({ default: module.TestLoginScreen })))
const LiveMatchScreen = lazy(() => live().then((module) => ({ default: module.LiveMatchScreen })))
const PlayScreen = lazy(() => play().then((module) => ({ default: module.PlayScreen })))
const OfflinePlayScreen = lazy(() => play().then((module) => ({ default: module.OfflinePlayScreen })))
const BotScreen = lazy(() => play().then((module) => ({ default: module.BotScreen })))
const PrivacyPolicyScreen = lazy(() => legal().then((module) => ({ default: module.PrivacyPolicyScreen })))
const TermsOfServiceScreen = lazy(() => legal().then((module) => ({ default: module.TermsOfServiceScreen })))

/** The screen of each built route (see routing/built-screens.ts). */
export const screenRegistry: Record<BuiltScreenName, ComponentType<RouteScreenProps>> = {
  index: ({ locale }) => <HomeScreen locale={locale} />,
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
  'live-id': ({ params, searchParams }) => (
    <LiveMatchScreen id={params.id ?? ''} view={searchParams.view === 'tv' ? 'tv' : 'standard'} />
  ),
}
