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
import type { LoadingBarState } from '@oche/ui'
import type { DehydratedState } from '@tanstack/react-query'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'
import { PrefetchLink } from './prefetch-link'

type WebAppProps = Pick<
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

const NAVIGATION_KEY = 'oche.navigationTo'
/** How long a noted navigation counts: one that never arrived (a download, a cancelled click) is forgotten. */
const NAVIGATION_MS = 30_000

/** Notes that a navigation to the path `to` is under way (best effort: storage may be off). */
function noteNavigation(to: string) {
  try {
    sessionStorage.setItem(NAVIGATION_KEY, JSON.stringify({ to, at: Date.now() }))
  } catch {
    // Without storage the bar just does not turn red.
  }
}

/** Whether a navigation to `path` was under way (the note is used up then). */
function arrivedByNavigation(path: string): boolean {
  try {
    const noted = sessionStorage.getItem(NAVIGATION_KEY)
    if (!noted) return false
    const { to, at } = JSON.parse(noted) as { to?: unknown; at?: unknown }
    if (to !== path) return false
    sessionStorage.removeItem(NAVIGATION_KEY)
    return typeof at === 'number' && Date.now() - at < NAVIGATION_MS
  } catch {
    return false
  }
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
  // A navigation starts from a path and ends when another path arrives, so the bar's state is derived from both.
  // One that arrives on an error page (a 404, a failed route check) ends the bar in its error colour (spec §8). The
  // error page mounts a WebApp of its own (or Next loads it in full), so where the navigation went is noted in the
  // tab's session storage, and the error page that is that place turns the bar red once it has mounted.
  const [navigation, setNavigation] = useState<{ state: LoadingBarState; from: string }>({ state: 'idle', from: '' })
  const arrived = navigation.state === 'loading' && errorStatus !== undefined ? 'error' : 'idle'
  const loading = navigation.from === pathname ? navigation.state : arrived
  const startNavigation = (to: string) => {
    noteNavigation(new URL(to, location.href).pathname)
    setNavigation({ state: 'loading', from: location.pathname })
  }
  // The bar shows the error of a load under way only: this page's bar takes the load over, then ends it in error.
  // It must have rendered the load first (a bar that goes from idle to error shows nothing), and a page still
  // hydrating can batch two frames' updates into one render: so the error waits for a frame after the bar's state
  // was committed as loading. (Not cancelled on cleanup: the note is used up, a second run in development does
  // nothing.)
  const shownState = useRef<LoadingBarState>('idle')
  useEffect(() => {
    shownState.current = loading
  })
  useEffect(() => {
    if (errorStatus === undefined || !arrivedByNavigation(location.pathname)) return
    const from = location.pathname
    const endInError = () => {
      if (location.pathname !== from) return
      if (shownState.current === 'loading') setNavigation({ state: 'error', from })
      // Still idle: not committed yet. Anything else: the bar has already ended (in error where Next's path differs).
      else if (shownState.current === 'idle') requestAnimationFrame(endInError)
    }
    requestAnimationFrame(() => {
      setNavigation({ state: 'loading', from })
      requestAnimationFrame(endInError)
    })
  }, [pathname, errorStatus])

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
      if (url.origin === location.origin && url.pathname !== location.pathname) startNavigation(url.pathname)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

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
    [router, pathname, locale, config, site],
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
