import { createApiClient, fetchPublicConfig } from '@oche/api'
import {
  activeToken,
  AppProviders,
  NativeShellOverlay,
  RouteView,
  type Platform,
  type PublicConfig,
} from '@oche/screens'
import { localizedPath } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { createLazyRealtime, type Realtime } from '@oche/realtime'
import { resolveRoute, routeValidationError } from '@oche/screens/routing'
import { useEffect, useMemo } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createHashRouter, Link, useLocation, useNavigate } from 'react-router'
import { realtimeOverride } from './native/device-settings'
import type { TabletBoot } from './native/boot'

/**
 * The realtime connection, opened on first use with the server's settings: the device's realtime host wins, and an
 * app whose API is elsewhere (the native app) connects to and authorises on the API's host, not its own.
 */
function tabletRealtime(realtimeHost: string, apiUrl: string, api: Platform['api']): Realtime {
  const override = realtimeOverride(realtimeHost)
  const remote = apiOrigin(apiUrl)
  return createLazyRealtime(async () => {
    const { realtime: settings } = await fetchPublicConfig(api)
    const host = override?.host ?? settings.host ?? remote?.hostname
    const port = override ? override.port : settings.port
    return {
      key: settings.key,
      tls: settings.tls,
      ...(settings.cluster && !override ? { cluster: settings.cluster } : {}),
      ...(host ? { host } : {}),
      ...(port ? { port } : {}),
      ...(remote ? { authEndpoint: `${apiUrl.replace(/\/+$/, '')}/broadcasting/auth` } : {}),
      token: () => activeToken(location.pathname),
    }
  })
}

/** The API's own address when it is absolute (the native app); null for a path on this origin. */
function apiOrigin(apiUrl: string): URL | null {
  try {
    return new URL(apiUrl)
  } catch {
    return null
  }
}

/**
 * The app's router: every path goes through the same route table as the web host; the hash holds the path. The
 * query client is the app's one cache (with the board's last known state restored into it, `startBoardCache`).
 */
export function createTabletRouter(boot: TabletBoot, queryClient?: QueryClient) {
  const config: PublicConfig = {
    competitionDomains: '',
    host: typeof location === 'undefined' ? '' : location.host,
    buildId: boot.buildId,
    shell: 'tablet',
  }
  // Only for the server's public settings; each page makes its own client with its locale and token.
  const realtime = tabletRealtime(
    boot.settings.realtimeHost,
    boot.settings.apiUrl,
    createApiClient({ baseUrl: boot.settings.apiUrl }),
  )

  function TabletRoute() {
    const location = useLocation()
    const navigate = useNavigate()
    const resolved = resolveRoute(location.pathname, 'app')
    const invalid = resolved.kind === 'route' ? routeValidationError(resolved.route.name, resolved.params) : null

    useEffect(() => {
      if (resolved.kind === 'redirect') navigate(localizedPath(resolved.to, resolved.locale), { replace: true })
    }, [resolved, navigate])

    const platform = useMemo<Platform>(
      () => ({
        Link: ({ href, ...props }) => <Link to={href} {...props} />,
        navigate: (href, options) => navigate(href, { replace: options?.replace ?? false }),
        reload: (href) => {
          if (href) window.location.hash = `#${href}`
          window.location.reload()
        },
        pathname: location.pathname,
        api: createApiClient({
          baseUrl: boot.settings.apiUrl,
          getToken: () => activeToken(location.pathname),
          getLocale: () => resolved.locale,
        }),
        config,
        ...(boot.shell ? { native: boot.shell } : {}),
      }),
      [navigate, location.pathname, resolved.locale],
    )

    return (
      <AppProviders
        locale={resolved.locale}
        messages={messagesFor(resolved.locale)}
        platform={platform}
        realtime={realtime}
        {...(queryClient ? { queryClient } : {})}
      >
        <RouteView
          screenBoundary
          route={resolved.kind === 'route' && !invalid ? resolved.route : null}
          errorStatus={invalid?.status}
          errorMessage={invalid?.message}
          params={resolved.kind === 'route' ? resolved.params : {}}
          searchParams={Object.fromEntries(new URLSearchParams(location.search))}
          locale={resolved.locale}
          path={resolved.kind === 'notFound' ? resolved.path : resolved.kind === 'route' ? resolved.path : '/'}
        />
        <NativeShellOverlay />
      </AppProviders>
    )
  }

  // A hash router: the Capacitor WebView serves files, not paths.
  return createHashRouter([{ path: '*', element: <TabletRoute /> }])
}
