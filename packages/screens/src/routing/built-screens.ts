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
  'manage',
  'manage-tournaments',
  'manage-tournaments-create',
  'manage-tournaments-id',
  'manage-tournaments-id-players',
  'manage-tournaments-id-play-list',
  'manage-tournaments-id-play-groups',
  'manage-tournaments-id-play-results',
  'manage-tournaments-id-play-winners-ko',
  'manage-tournaments-id-play-losers-ko',
  'manage-participants',
  'manage-events-id-boards',
  'manage-events-locations',
  'manage-events-create',
  'manage-events-id-edit',
  'events-event',
  'tablet',
  'tablet-login',
  'profile-my-tournaments',
  'profile-my-matches',
  'tournaments',
  'tournaments-tournament',
  'tournaments-tournament-games',
  'tournaments-tournament-games-id',
  'tournaments-tournament-groups',
  'tournaments-tournament-results',
  'tournaments-tournament-winner-brackets',
  'tournaments-tournament-consolation-brackets',
] as const

export type BuiltScreenName = (typeof builtScreens)[number]

export function isBuiltScreen(name: string): name is BuiltScreenName {
  return (builtScreens as readonly string[]).includes(name)
}
