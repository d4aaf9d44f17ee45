import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'

/** The pages a league-night page links to, in the page's language. */
export type LeaguePaths = {
  season: string
  /** The season's matches, with a query string of filters (`?division=…`) when given. */
  matches: (query?: string) => string
  match: (match: string) => string
  team: (team: string) => string
  teamStatistics: (team: string) => string
  division: (division: string) => string
  divisions: string
}

/** Links to a season's league-night pages for `org` and `season` slugs. */
export function useLeaguePaths(org: string, season: string): LeaguePaths {
  const locale = useLocale()
  return useMemo(() => {
    const base = { org_slug: org, season_slug: season }
    const at = (path: string) => localizedPath(path, locale)
    return {
      season: at(routePath('competition-org_slug-season-season_slug', base)),
      matches: (query = '') => `${at(routePath('competition-org_slug-season-season_slug-matches', base))}${query}`,
      match: (match) =>
        at(routePath('competition-org_slug-season-season_slug-matches-match_slug', { ...base, match_slug: match })),
      team: (team) =>
        at(routePath('competition-org_slug-season-season_slug-teams-team_slug', { ...base, team_slug: team })),
      teamStatistics: (team) =>
        at(
          routePath('competition-org_slug-season-season_slug-teams-team_slug-statistics', {
            ...base,
            team_slug: team,
          }),
        ),
      division: (division) =>
        at(routePath('competition-org_slug-season-season_slug-groups-group_slug', { ...base, group_slug: division })),
      divisions: at(routePath('competition-org_slug-season-season_slug-groups', base)),
    }
  }, [org, season, locale])
}
