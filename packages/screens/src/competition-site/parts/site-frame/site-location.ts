import type { Locale } from '@oche/i18n'
import { createContext, use, useMemo } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { resolveRoute } from '../../../routing/match-route'
import { siteHomePath, sitePagePath, type SitePageName } from '../site-paths'
import type { SiteLocation } from './site-menu'

/**
 * True below a page that is not there (the site's 404, a division or match it does not have): its path may still
 * match a route (`/no-such-page` reads as the season `no-such-page`'s home), but the visitor is on none of its pages.
 */
export const SiteNotFoundContext = createContext(false)

/**
 * The site page the visitor is on (its route and parameters), or null when the path is none of the site's or the
 * page is not there (`SiteNotFoundContext`): then no menu entry is current.
 */
export function useSiteLocation(): SiteLocation | null {
  const { pathname } = usePlatform()
  const isNotFound = use(SiteNotFoundContext)
  return useMemo(() => {
    if (isNotFound) return null
    const resolved = resolveRoute(pathname, 'competition')
    return resolved.kind === 'route' ? { name: resolved.route.name, params: resolved.params } : null
  }, [pathname, isNotFound])
}

const isSitePage = (name: string): name is SitePageName => name.startsWith('competition-site-season-')

/**
 * The same page in another season (`season` undefined: the current one), when it is a page of the whole season
 * (calendar, help, a leaderboard); the other season's home for a page about one match, division or team, which that
 * season may not have.
 */
export function seasonSwitchPath(location: SiteLocation | null, season: string | undefined, locale: Locale): string {
  if (location && isSitePage(location.name) && Object.keys(location.params).every((key) => key === 'season'))
    return sitePagePath(location.name, {} as never, season, locale)
  return siteHomePath(season, locale)
}
