import type { User } from '@oche/api'
import { createContext, useContext } from 'react'

// The session's context apart from its provider (session-provider.tsx), so that what only reads it (the header's
// menus, islands of a server component page: docs/adr/031) does not bring the provider's query cache and API calls.

/** The auth states of spec section 4. */
export type SessionStatus = 'unauthenticated' | 'loading' | 'authenticated'

export type Session = {
  status: SessionStatus
  user: User | null
  isImpersonating: boolean
  /** Stores the token, marks the session authenticated, then loads the user. */
  logIn: (token: string) => Promise<void>
  /** Loads the user; a second call while one runs throws "User is already loading" unless forced. */
  loadUser: (options?: { force?: boolean }) => Promise<User | null>
  /** Signs out, clears the session and reloads the page (or opens `href`). */
  logOut: (href?: string) => Promise<void>
  /** Keeps the impersonation token and reloads the page (or opens `href`) as the impersonated account. */
  startImpersonation: (token: string, href?: string) => void
  /** Ends the impersonation on the server (the audit log records it), drops its token and reloads (or opens `href`). */
  stopImpersonation: (href?: string) => Promise<void>
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}

/**
 * The session where there is one, else null: a server component page for a visitor (docs/adr/031) renders the
 * header's menus without a session or a query cache, and they then show what a visitor sees.
 */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext)
}
