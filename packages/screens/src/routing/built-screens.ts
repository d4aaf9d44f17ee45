/**
 * The routes whose screen exists. Every other route of the table answers with the real 404 screen
 * (never a placeholder) until its screen is built and its name added here and to the screen registry.
 */
export const builtScreens = [
  'index',
  'privacy-policy',
  'terms-of-service',
  'auth-login',
  'auth-register',
  'auth-reset-password',
  'confirm-name-change',
  'confirm-email-change',
  'profile',
  'profile-settings',
  'test-login',
  'live-id',
  'play',
  'play-offline',
  'play-bot-id',
] as const

export type BuiltScreenName = (typeof builtScreens)[number]

export function isBuiltScreen(name: string): name is BuiltScreenName {
  return (builtScreens as readonly string[]).includes(name)
}
