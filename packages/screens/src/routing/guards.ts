import type { RouteGuard } from './routes'

export type GuardContext = {
  status: 'unauthenticated' | 'loading' | 'authenticated'
  isSuperAdmin: boolean
  hasBoardToken: boolean
  /** The unprefixed path being opened, to come back to after signing in. */
  path: string
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
      return context.status === 'authenticated' ? { kind: 'redirect', to: '/' } : { kind: 'allow' }
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

/** Paths under /tablet and /competition are scoring screens with their own web-app manifest. */
export function manifestFor(path: string): '/manifest-scoring.webmanifest' | '/manifest.webmanifest' {
  return /^\/(tablet|competition)(\/|$)/.test(path) ? '/manifest-scoring.webmanifest' : '/manifest.webmanifest'
}
