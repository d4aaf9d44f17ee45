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
