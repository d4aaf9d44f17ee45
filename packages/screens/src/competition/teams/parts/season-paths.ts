import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'

/** The pages of a season's teams, in the page's language: the one place their paths are written. */
export type SeasonPaths = {
  season: string
  teams: string
  createTeam: string
  addExistingTeam: string
  team: (team: string) => string
  editTeam: (team: string) => string
  teamStatistics: (team: string) => string
  teamMembers: (team: string) => string
  division: (division: string) => string
  divisionMatches: (division: string) => string
}

/** Links to a season's team pages (and the pages around them) for `org` and `season` slugs. */
export function useSeasonPaths(org: string, season: string): SeasonPaths {
  const locale = useLocale()
  return useMemo(() => {
    const base = { org_slug: org, season_slug: season }
    const at = (path: string) => localizedPath(path, locale)
    return {
      season: at(routePath('competition-org_slug-season-season_slug', base)),
      teams: at(routePath('competition-org_slug-season-season_slug-teams', base)),
      createTeam: at(routePath('competition-org_slug-season-season_slug-teams-create', base)),
      addExistingTeam: at(routePath('competition-org_slug-season-season_slug-teams-create-existing', base)),
      team: (team) =>
        at(routePath('competition-org_slug-season-season_slug-teams-team_slug', { ...base, team_slug: team })),
      editTeam: (team) =>
        at(routePath('competition-org_slug-season-season_slug-teams-team_slug-edit', { ...base, team_slug: team })),
      teamStatistics: (team) =>
        at(
          routePath('competition-org_slug-season-season_slug-teams-team_slug-statistics', {
            ...base,
            team_slug: team,
          }),
        ),
      teamMembers: (team) =>
        at(routePath('competition-org_slug-season-season_slug-teams-team_slug-members', { ...base, team_slug: team })),
      division: (division) =>
        at(routePath('competition-org_slug-season-season_slug-groups-group_slug', { ...base, group_slug: division })),
      divisionMatches: (division) =>
        at(
          routePath('competition-org_slug-season-season_slug-groups-group_slug-matches', {
            ...base,
            group_slug: division,
          }),
        ),
    }
  }, [org, season, locale])
}
