import { localizedPath, type Locale } from '@oche/i18n'
import { useMemo } from 'react'
import { useLocale } from '../../app/language/use-locale'
import { routePath, type RouteParamsOf } from '../../routing/route-path'
import type { RouteName } from '../../routing/routes'

/** The pages of a league's site under `/{season?}/…` (every page but the home). */
export type SitePageName = Extract<RouteName, `competition-site-season-${string}`>

/** A site page's parameters besides the season, which the page's season choice gives. */
export type SitePageParams<Name extends SitePageName> = Omit<RouteParamsOf<Name>, 'season'>

/** The season segment of a path: none for the current season ('' or undefined), else its slug. */
function seasonParam(season: string | undefined): { season?: string } {
  return season ? { season } : {}
}

/**
 * The home of a league's site in a language: `/` for the current season, `/{season}` for another one.
 * `siteHomePath('2025-26', 'nl')` → `/nl/2025-26`.
 */
export function siteHomePath(season: string | undefined, locale: Locale): string {
  return localizedPath(
    season ? routePath('competition-site-season', { season }) : routePath('competition-site-index'),
    locale,
  )
}

/**
 * A page of a league's site for a season choice, in a language, built from its route (never by hand):
 * `sitePagePath('competition-site-season-matches-match', { match }, season, locale)` → `/fr/2025-26/matches/…`.
 * The current season ('' or undefined) has no season segment.
 */
export function sitePagePath<Name extends SitePageName>(
  name: Name,
  params: SitePageParams<Name>,
  season: string | undefined,
  locale: Locale,
): string {
  // Every site page's path is `/{season?}/…`, so the season is always one of its parameters.
  const filled = { ...params, ...seasonParam(season) } as RouteParamsOf<Name>
  return localizedPath((routePath as (name: SitePageName, params: object) => string)(name, filled), locale)
}

/** Links of a league's site in the page's language and season choice: the home and any page by its route. */
export type SitePaths = {
  home: () => string
  page: <Name extends SitePageName>(name: Name, params: SitePageParams<Name>) => string
}

/** The site's links for the season of the path (`undefined`: the current season), in the page's language. */
export function useSitePaths(season: string | undefined): SitePaths {
  const locale = useLocale()
  return useMemo(
    () => ({
      home: () => siteHomePath(season, locale),
      page: (name, params) => sitePagePath(name, params, season, locale),
    }),
    [season, locale],
  )
}
