import { createApiClient } from '@oche/api'
import { activeToken, AppProviders, RouteView, type Platform } from '@oche/screens'
import { localizedPath } from '@oche/i18n'
import { resolveRoute, routeValidationError } from '@oche/screens/routing'
import { useEffect, useMemo } from 'react'
import { createHashRouter, Link, useLocation, useNavigate } from 'react-router'

// The tablet app talks to the platform it was configured for; in a browser on the same origin, /api.
const apiBaseUrl = import.meta.env.VITE_OCHE_API_URL ?? '/api'

const config = {
  competitionDomains: '',
  host: typeof location === 'undefined' ? '' : location.host,
  buildId: import.meta.env.VITE_OCHE_BUILD_ID ?? '',
  shell: 'tablet' as const,
}

/** Every path goes through the same route table as the web host; the hash holds the path. */
function TableRoute() {
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
        baseUrl: apiBaseUrl,
        getToken: () => activeToken(location.pathname),
        getLocale: () => resolved.locale,
      }),
      config,
    }),
    [navigate, location.pathname, resolved.locale],
  )

  return (
    <AppProviders locale={resolved.locale} platform={platform}>
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
    </AppProviders>
  )
}

// A hash router: the Capacitor WebView serves files, not paths.
export const router = createHashRouter([{ path: '*', element: <TableRoute /> }])
