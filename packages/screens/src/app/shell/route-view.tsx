import { localizedPath, type Locale } from '@oche/i18n'
import { Fragment, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { NotFoundScreen } from '../../errors/not-found-screen'
import { evaluateGuard, tabletModeRedirect } from '../../routing/guards'
import { show, type RouteDefinition, type RouteParams, type RouteSite } from '../../routing/route-definition'
import { findRoute } from '../../routing/routes'
import { forcedColourMode } from '../colour-mode/colour-mode'
import { ColourModeProvider } from '../colour-mode/colour-mode-context'
import { readCookie } from '../preferences/cookies'
import { storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-provider'
import { useTabletMode } from '../tablet-mode/use-tablet-mode'
import { AppShell } from './app-shell'
import { MarkReady } from './mark-ready'
import { RouteScreen } from './route-screen'
import type { LoadingBarState } from '@oche/ui'

export type RouteViewProps = {
  /** The matched route, or null when nothing matched (the 404 screen). */
  route: Pick<RouteDefinition, 'name' | 'guard' | 'layout' | 'colourMode'> | null
  params: RouteParams
  /** The query string of the page, as a record. */
  searchParams?: Record<string, string>
  locale: Locale
  /** The unprefixed path, for guards that send the user back after signing in. */
  path: string
  loading?: LoadingBarState
  /** A failed route validation's own message; the error screen says "Page Not Found: {path}" otherwise. */
  errorMessage?: string
  errorStatus?: number
  /**
   * Whether the screen waits for its lazily loaded area in a Suspense boundary of its own: for hosts that render in
   * the browser only (the tablet app, stories). A server-rendered host leaves it off: React 19.2 streams a boundary
   * of over 500 bytes that comes after 12.8 kB of page out of line, hidden until a script moves it in, so a page
   * without JavaScript (a crawler, a phone before hydration) would show no content. Without it the server waits for
   * the area in the shell, and client navigations are transitions that keep the old page meanwhile.
   */
  screenBoundary?: boolean
  /**
   * Whether the request carried a board token, as the server saw it. The first render in the browser must match the
   * server's HTML (no hydration mismatch), so it uses this; the cookie itself is read from then on.
   */
  hasBoardToken?: boolean
  /**
   * The site the request is for: on a league's own domain (`competition`) a page that is not found is the league's
   * 404, in its own frame and colours; elsewhere the app's.
   */
  site?: RouteSite
}

/** A league site's 404 screen (the `competitionSite` area, loaded with it). */
const siteNotFound = () => show('competitionSite', 'SitePageNotFoundScreen', {})

const noSubscription = () => () => undefined

/** The board token cookie is there: the server's answer while hydrating, the browser's cookie after. */
function useHasBoardToken(serverValue: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => Boolean(readCookie(storageKeys.boardToken)),
    () => serverValue,
  )
}

/** Shows a route: guards (and tablet mode) first, then its screen in its layout, or the 404 screen. */
export function RouteView({
  route,
  params,
  searchParams = {},
  locale,
  path,
  loading = 'idle',
  errorMessage,
  errorStatus,
  hasBoardToken = false,
  screenBoundary = false,
  site = 'app',
}: RouteViewProps) {
  const { navigate } = usePlatform()
  const session = useSession()
  const { isTabletMode } = useTabletMode()
  const boardToken = useHasBoardToken(hasBoardToken)
  const tabletRedirect = tabletModeRedirect(path, isTabletMode)
  const guard = route
    ? evaluateGuard(route.guard, {
        status: session.status,
        isSuperAdmin: Boolean(session.user?.is_super_admin),
        hasBoardToken: boardToken,
        path,
        searchParams,
      })
    : { kind: 'allow' as const }
  const redirect = tabletRedirect ?? (guard.kind === 'redirect' ? guard.to : null)

  useEffect(() => {
    if (redirect) navigate(localizedPath(redirect, locale), { replace: true })
  }, [redirect, locale, navigate])

  const forced = forcedColourMode(route?.colourMode)
  // The host passes what it can serialise; the screen comes from the route's definition.
  const screen = route ? findRoute(route.name)?.screen : undefined
  const showNotFound = !screen || guard.kind === 'forbidden'
  // A league's site has no forbidden pages and no route checks of its own: what it cannot show is not there.
  if (site === 'competition' && showNotFound && !redirect)
    return (
      <ColourModeProvider forced={forced}>
        <AppShell layout="competition" loading={loading}>
          <ScreenBoundary enabled={screenBoundary}>
            <RouteScreen screen={siteNotFound} locale={locale} params={{}} searchParams={searchParams} />
            <MarkReady />
          </ScreenBoundary>
        </AppShell>
      </ColourModeProvider>
    )
  return (
    <ColourModeProvider forced={forced}>
      <AppShell
        layout={route?.layout ?? 'default'}
        loading={redirect || guard.kind === 'pending' ? 'loading' : loading}
      >
        {redirect || guard.kind === 'pending' ? null : showNotFound || !screen ? (
          <>
            <MarkReady />
            <NotFoundScreen
              statusCode={guard.kind === 'forbidden' ? 403 : errorStatus}
              message={errorMessage}
              path={guard.kind === 'forbidden' ? path : undefined}
            />
          </>
        ) : (
          <ScreenBoundary enabled={screenBoundary}>
            <RouteScreen screen={screen} locale={locale} params={params} searchParams={searchParams} />
            <MarkReady />
          </ScreenBoundary>
        )}
      </AppShell>
    </ColourModeProvider>
  )
}

function ScreenBoundary({ enabled, children }: { enabled: boolean | undefined; children: ReactNode }) {
  return enabled ? <Suspense fallback={null}>{children}</Suspense> : <Fragment>{children}</Fragment>
}
