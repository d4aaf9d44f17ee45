/** Client-side storage of spec section 3, named once. */
export const storageKeys = {
  /** Bearer token of the signed-in user (cookie, about 2 years). */
  token: 'token',
  /** Impersonation token of a super admin acting as someone else (cookie); wins over `token`. */
  impersonationToken: 'impersonation_token',
  /** Board token of a paired tablet (cookie); used in the tablet area only. */
  boardToken: 'board_token',
  /** Language chosen by the visitor (cookie, 365 days). */
  language: 'i18n_redirected',
  /** Colour mode preference (local storage). */
  colourMode: 'nuxt-color-mode',
  tabletMode: 'tabletMode',
  showManage: 'showManage',
} as const

export const cookieLifetimes = { tokenDays: 730, languageDays: 365 } as const
