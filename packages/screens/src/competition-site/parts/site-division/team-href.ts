import type { CompetitionSiteContext } from '@oche/api'
import type { SitePaths } from '../site-paths'

/**
 * The link builder of team names on the site: a team's page is under its league division (`groups/{group}/teams/
 * {team}`), read from the site's context; a team in no division (a cup's entry from elsewhere) opens the divisions.
 */
export function siteTeamHref(paths: SitePaths, context: CompetitionSiteContext): (team: string) => string {
  return (team) => {
    const group = context.teams.find((candidate) => candidate.slug === team)?.division
    return group
      ? paths.page('competition-site-season-groups-group-teams-team', { group, team })
      : paths.page('competition-site-season-groups', {})
  }
}
