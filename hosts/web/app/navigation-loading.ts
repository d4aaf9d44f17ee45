import type { LoadingBarState } from '@oche/ui'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

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

/**
 * The top loading bar's state on the web host, for the client app (`WebApp`) and a server component page's frame
 * alike: a navigation starts with a press of a link to another page (or `startNavigation`, the screens' own
 * navigations) and ends when its path arrives, in the error colour when it arrives on an error page (`errorStatus`).
 */
export function useNavigationLoading(errorStatus?: number): {
  loading: LoadingBarState
  startNavigation: (to: string) => void
} {
  const pathname = usePathname()
  // A navigation starts from a path and ends when another path arrives, so the bar's state is derived from both.
  // One that arrives on an error page (a 404, a failed route check) ends the bar in its error colour (spec §8). The
  // error page mounts a WebApp of its own (or Next loads it in full), so where the navigation went is noted in the
  // tab's session storage, and the error page that is that place turns the bar red once it has mounted.
  const [navigation, setNavigation] = useState<{ state: LoadingBarState; from: string }>({ state: 'idle', from: '' })
  const arrived = navigation.state === 'loading' && errorStatus !== undefined ? 'error' : 'idle'
  const loading = navigation.from === pathname ? navigation.state : arrived
  // Stable, for the platforms built with it. A navigation within the page (a list's search or tab in the query)
  // arrives on the same path and would never end: the bar is for loads of another page.
  const startNavigation = useCallback((to: string) => {
    const path = new URL(to, location.href).pathname
    if (path === location.pathname) return
    noteNavigation(path)
    setNavigation({ state: 'loading', from: location.pathname })
  }, [])
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
  return { loading, startNavigation }
}
