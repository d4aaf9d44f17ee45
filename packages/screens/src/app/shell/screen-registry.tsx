import type { Locale } from '@oche/i18n'
import type { ComponentType } from 'react'
import {
  ConfirmEmailChangeScreen,
  ConfirmNameChangeScreen,
  LoginScreen,
  ProfileScreen,
  RegisterScreen,
  ResetPasswordScreen,
  SettingsScreen,
  TestLoginScreen,
} from '../../accounts'
import { HomeScreen } from '../../home/home-screen'
import { PrivacyPolicyScreen, TermsOfServiceScreen } from '../../legal'
import type { BuiltScreenName } from '../../routing/built-screens'
import type { RouteParams } from '../../routing/match-route'

export type RouteScreenProps = {
  locale: Locale
  params: RouteParams
  /** The page's query string, as a record (`?token=…` → `{ token: '…' }`). */
  searchParams: Record<string, string>
}

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
}
