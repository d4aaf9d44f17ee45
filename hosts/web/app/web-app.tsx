'use client'

import './zod-jitless'
import { createApiClient, type User } from '@oche/api'
import type { Locale, Messages } from '@oche/i18n'
import {
  activeToken,
  AppProviders,
  RouteView,
  type Platform,
  type PublicConfig,
  type RouteViewProps,
} from '@oche/screens'
import type { LoadingBarState } from '@oche/ui'
import type { DehydratedState } from '@tanstack/react-query'
import NextLink from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

type WebAppProps = Pick<
  RouteViewProps,
  'route' | 'params' | 'path' | 'searchParams' | 'errorStatus' | 'errorMessage' | 'hasBoardToken'
> & {
  locale: Locale
  messages: Messages
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
}: WebAppProps) {
  const router = useRouter()
  const pathname = usePathname()
  // A navigation starts from a path and ends when another path arrives, so the bar's state is derived from both.
  const [navigation, setNavigation] = useState<{ state: LoadingBarState; from: string }>({ state: 'idle', from: '' })
  const loading = navigation.from === pathname ? navigation.state : 'idle'
  const setLoading = (state: LoadingBarState) => setNavigation({ state, from: location.pathname })

  // Links start the bar too: any same-origin, plain left click on an anchor to another page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = (event.target as Element | null)?.closest('a')
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, location.href)
      if (url.origin === location.origin && url.pathname !== location.pathname) setLoading('loading')
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  const platform = useMemo<Platform>(
    () => ({
      Link: ({ href, ...props }) => <NextLink href={href} {...props} />,
      navigate: (href, options) => {
        setLoading('loading')
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
    [router, pathname, locale, config],
  )

  return (
    <AppProviders
      locale={locale}
      messages={messages}
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
      />
    </AppProviders>
  )
}
