import { redirectTarget } from '../accounts/parts/account-form/redirect-target'
import type { RouteGuard } from './route-definition'

export type GuardContext = {
  status: 'unauthenticated' | 'loading' | 'authenticated'
  isSuperAdmin: boolean
  hasBoardToken: boolean
  /** The unprefixed path being opened, to come back to after signing in. */
  path: string
  /** Its query parameters: `redirect` is where a signed-in visitor of an anonymous-only page goes. */
  searchParams?: Record<string, string | undefined>
}

/** Where signing in leads when no `redirect` says otherwise: the organiser's own pages, not the marketing home. */
export const afterLoginPath = '/manage'

/**
 * Where a signed-in visitor of an anonymous-only page (sign in, register, reset password) goes: the local path in its
 * `redirect` parameter, else `/manage` from the sign-in page and home from the others. The sign-in screen goes to the
 * same place itself, so the two never race each other to different pages.
 */
export function signedInTarget(path: string, searchParams: Record<string, string | undefined> = {}): string {
  const pathname = path.split('?')[0] ?? path
  return redirectTarget(searchParams.redirect, pathname === '/auth/login' ? afterLoginPath : '/')
}

export type GuardResult =
  { kind: 'allow' } | { kind: 'pending' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' }

const guardNames: readonly string[] = ['none', 'anonymous', 'auth', 'superadmin', 'board-auth', 'board-anonymous']

/** Decides whether a route may be shown to the caller, and where to send them if not. Unknown guards throw. */
export function evaluateGuard(guard: RouteGuard, context: GuardContext): GuardResult {
  if (!guardNames.includes(guard)) throw new Error(`Unknown route guard: ${String(guard)}`)
  const loginRedirect = { kind: 'redirect', to: `/auth/login?redirect=${encodeURIComponent(context.path)}` } as const
  switch (guard) {
    case 'none':
      return { kind: 'allow' }
    case 'anonymous':
      if (context.status === 'loading') return { kind: 'pending' }
      return context.status === 'authenticated'
        ? { kind: 'redirect', to: signedInTarget(context.path, context.searchParams) }
        : { kind: 'allow' }
    case 'auth':
      if (context.status === 'loading') return { kind: 'pending' }
      return context.status === 'authenticated' ? { kind: 'allow' } : loginRedirect
    case 'superadmin':
      if (context.status === 'loading') return { kind: 'pending' }
      if (context.status !== 'authenticated') return loginRedirect
      return context.isSuperAdmin ? { kind: 'allow' } : { kind: 'forbidden' }
    case 'board-auth':
      return context.hasBoardToken ? { kind: 'allow' } : { kind: 'redirect', to: '/tablet/login' }
    case 'board-anonymous':
      return context.hasBoardToken ? { kind: 'redirect', to: '/tablet' } : { kind: 'allow' }
    default:
      return guard satisfies never
  }
}

/** While tablet mode is on, every route outside /tablet goes to /tablet (spec section 2). */
export function tabletModeRedirect(path: string, isTabletMode: boolean): string | null {
  if (!isTabletMode) return null
  return path === '/tablet' || path.startsWith('/tablet/') ? null : '/tablet'
}

/** A league game's scoring screen: `/competition/{org}/season/{season}/matches/{match}/play/{game}`. */
const leagueGamePlay = /^\/competition\/[^/]+\/season\/[^/]+\/matches\/[^/]+\/play\/[^/]+\/?$/

/**
 * The scoring screens are every path under /tablet and a league game's play screen: their own web-app manifest, and
 * no pinch zoom (a stray two-finger touch at the board must not zoom the keypad away). Every other page can be
 * zoomed, the league's other pages under /competition too (WCAG 1.4.4; docs/adr/008-zoom-on-scoring-screens-only.md).
 */
export function isScoringScreen(path: string): boolean {
  return /^\/tablet(\/|$)/.test(path) || leagueGamePlay.test(path)
}

/** The web-app manifest of a page: the scoring screens open full screen, in landscape or portrait. */
export function manifestFor(path: string): '/manifest-scoring.webmanifest' | '/manifest.webmanifest' {
  return isScoringScreen(path) ? '/manifest-scoring.webmanifest' : '/manifest.webmanifest'
}
