import { accountQueries, ApiRequestError, logOut, type User } from '@oche/api'
import { toast } from '@oche/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { readCookie, removeCookie, storeToken, writeCookie } from '../preferences/cookies'
import { cookieLifetimes, storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { SessionContext, type Session, type SessionStatus } from './session-context'

export { useOptionalSession, useSession, type Session, type SessionStatus } from './session-context'

export function SessionProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: User | null }) {
  const { api, reload } = usePlatform()
  const queryClient = useQueryClient()
  const intl = useIntl()
  const [status, setStatus] = useState<SessionStatus>(initialUser ? 'authenticated' : 'unauthenticated')
  const [user, setUser] = useState<User | null>(initialUser)
  const loading = useRef(false)

  const clear = useCallback(() => {
    removeCookie(storageKeys.token)
    removeCookie(storageKeys.impersonationToken)
    queryClient.removeQueries({ queryKey: accountQueries.all() })
    setUser(null)
    setStatus('unauthenticated')
  }, [queryClient])

  const loadUser = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (loading.current && !force) throw new Error('User is already loading')
      loading.current = true
      setStatus('loading')
      try {
        let loaded: User | null
        try {
          loaded = await queryClient.fetchQuery({ ...accountQueries.user(api), staleTime: 0 })
        } catch (error) {
          // Offline or the server is down: keep the session (offline play uploads later), only a refused token ends it.
          if (!(error instanceof ApiRequestError && error.status === 401)) {
            setStatus('authenticated')
            return null
          }
          loaded = null
        }
        if (!loaded && readCookie(storageKeys.impersonationToken)) {
          // The impersonation ended (expired, or the account was blocked): back to the super admin's own account.
          toast.error(
            intl.formatMessage({
              id: 'shell.session.impersonationEnded',
              defaultMessage: 'The impersonation has ended. You are back in your own account.',
            }),
          )
          removeCookie(storageKeys.impersonationToken)
          reload()
          return null
        }
        if (!loaded) {
          toast.error(intl.formatMessage({ id: 'shell.session.failedToLogin', defaultMessage: 'Failed to login' }))
          clear()
          reload()
          return null
        }
        setUser(loaded)
        setStatus('authenticated')
        return loaded
      } finally {
        loading.current = false
      }
    },
    [api, queryClient, clear, reload, intl],
  )

  const logIn = useCallback(
    async (token: string) => {
      storeToken(token)
      setStatus('authenticated')
      await loadUser({ force: true })
    },
    [loadUser],
  )

  const logOutNow = useCallback(
    async (href?: string) => {
      await logOut(api).catch(() => undefined)
      clear()
      reload(href)
    },
    [api, clear, reload],
  )

  // Load the user once on start when there is a token and the server did not already send it.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!initialUser && (readCookie(storageKeys.token) || readCookie(storageKeys.impersonationToken))) {
      // After this commit, not during it: loading changes the session state.
      void Promise.resolve().then(() => loadUser().catch(() => undefined))
    }
  }, [initialUser, loadUser])

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isImpersonating: Boolean(readCookie(storageKeys.impersonationToken)),
      logIn,
      loadUser,
      logOut: logOutNow,
      startImpersonation: (token, href) => {
        writeCookie(storageKeys.impersonationToken, token, cookieLifetimes.tokenDays)
        reload(href)
      },
      stopImpersonation: async (href) => {
        // The impersonation token goes first on every call, so this logs out the impersonation, not the admin.
        await logOut(api).catch(() => undefined)
        removeCookie(storageKeys.impersonationToken)
        reload(href)
      },
    }),
    [status, user, logIn, loadUser, logOutNow, reload, api],
  )
  return <SessionContext value={value}>{children}</SessionContext>
}
