'use client'

import '../src/zod-jitless'
import { createApiClient, type User } from '@oche/api'
import type { CompiledMessages, Locale } from '@oche/i18n'
import {
  activeToken,
  AppProviders,
  RouteView,
  type Platform,
  type PublicConfig,
  type RouteViewProps,
} from '@oche/screens'
import type { DehydratedState } from '@tanstack/react-query'
import { usePathname, useRouter } from 'next/navigation'
import { useMemo } from 'react'
import { useNavigationLoading } from './navigation-loading'
import { PrefetchLink } from './prefetch-link'

export type WebAppProps = Pick<
  RouteViewProps,
  'route' | 'params' | 'path' | 'searchParams' | 'errorStatus' | 'errorMessage' | 'hasBoardToken' | 'site'
> & {
  locale: Locale
  /**
   * The page's message sets, compiled on the server (`cataloguesFor`, ADR 026 and 028): shared objects, so the page
   * and the error screens Next renders into its payload carry each once.
   */
  messages: readonly CompiledMessages[]
  user: User | null
  config: PublicConfig
  /** The answers of the route's queries, asked on the server (page.tsx), for the screens' first render. */
  dehydratedState?: DehydratedState
}

/** Wires the screens to Next: its router and links, the API on this origin, the loading bar. */
export function WebApp({
  locale,
  messages,
  route,
  params,
  searchParams,
  path,
  user,
  config,
  errorStatus,
  errorMessage,
  hasBoardToken,
  dehydratedState,
  site,
}: WebAppProps) {
  const router = useRouter()
  const pathname = usePathname()
  const { loading, startNavigation } = useNavigationLoading(errorStatus)

  const merged = useMemo(() => Object.assign({}, ...messages) as CompiledMessages, [messages])
  const platform = useMemo<Platform>(
    () => ({
      Link: (props) => <PrefetchLink {...props} site={site ?? 'app'} />,
      navigate: (href, options) => {
        startNavigation(href)
        if (options?.replace) router.replace(href)
        else router.push(href)
      },
      reload: (href) => (href ? location.assign(href) : location.reload()),
      pathname,
      api: createApiClient({
        baseUrl: '/api',
        getToken: () => activeToken(location.pathname),
        getLocale: () => locale,
      }),
      config,
    }),
    [router, pathname, locale, config, site, startNavigation],
  )

  return (
    <AppProviders
      locale={locale}
      messages={merged}
      platform={platform}
      initialUser={user}
      dehydratedState={dehydratedState}
    >
      <RouteView
        route={route}
        params={params}
        searchParams={searchParams}
        locale={locale}
        path={path}
        loading={loading}
        errorStatus={errorStatus}
        errorMessage={errorMessage}
        hasBoardToken={hasBoardToken}
        site={site}
      />
    </AppProviders>
  )
}
