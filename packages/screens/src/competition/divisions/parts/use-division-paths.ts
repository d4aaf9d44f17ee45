import { localizedPath, type Locale } from '@oche/i18n'
import { useMemo } from 'react'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'

/** The localized paths a season's division pages link to, from the page's organisation and season. */
export type DivisionPaths = ReturnType<typeof divisionPaths>

function divisionPaths(org: string, season: string, locale: Locale) {
  const at = (path: string) => localizedPath(path, locale)
  const seasonRef = { org_slug: org, season_slug: season }
  const divisionRef = (group_slug: string) => ({ ...seasonRef, group_slug })
  return {
    /** The organisation and season as the API names them. */
    ref: { org, season },
    season: () => at(routePath('competition-org_slug-season-season_slug', seasonRef)),
    list: () => at(routePath('competition-org_slug-season-season_slug-groups', seasonRef)),
    create: () => at(routePath('competition-org_slug-season-season_slug-groups-create', seasonRef)),
    division: (slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-groups-group_slug', divisionRef(slug))),
    edit: (slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-groups-group_slug-edit', divisionRef(slug))),
    teams: (slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-groups-group_slug-teams', divisionRef(slug))),
    matches: (slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-groups-group_slug-matches', divisionRef(slug))),
    newTeam: () => at(routePath('competition-org_slug-season-season_slug-teams-create', seasonRef)),
    team: (team_slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-teams-team_slug', { ...seasonRef, team_slug })),
    editTeam: (team_slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-teams-team_slug-edit', { ...seasonRef, team_slug })),
    match: (match_slug: string) =>
      at(routePath('competition-org_slug-season-season_slug-matches-match_slug', { ...seasonRef, match_slug })),
    seasonSettings: () =>
      at(
        routePath('competition-org_slug-season-season_slug-seasons-manage_season_slug-edit', {
          ...seasonRef,
          manage_season_slug: season,
        }),
      ),
  }
}

/** The paths of the division pages of a season, in the page's language. */
export function useDivisionPaths(org: string, season: string): DivisionPaths {
  const locale = useLocale()
  return useMemo(() => divisionPaths(org, season, locale), [org, season, locale])
}
