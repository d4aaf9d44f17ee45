import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { findLeagueDivision } from '../parts/site-division'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'
import { teamVenues } from './team-venues'

/** A division's teams on the league's site: each with its place in the table and its venue. */
export function useSiteTeamList(season: string | undefined, group: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const standings = useQuery(competitionSiteQueries.standings(api, { ...ref, division: group }))
  const matches = useQuery(competitionSiteQueries.matches(api, ref, { division: group }))
  const division = context.data ? findLeagueDivision(context.data, group) : null
  const page = sitePageState(context, [standings, matches], (site) => {
    const found = findLeagueDivision(site, group)
    if (!found || !standings.data || !matches.data) return null
    const venues = teamVenues(matches.data)
    const { rows } = standings.data
    const teams = site.teams
      .filter((team) => team.division === group)
      .map((team) => ({
        ...team,
        venue: venues.get(team.slug) ?? null,
        standing: rows.find((row) => row.team.slug === team.slug) ?? null,
      }))
    return { division: found, teams }
  })
  return { page, division }
}

export type SiteTeamListEntry = Extract<
  ReturnType<typeof useSiteTeamList>['page'],
  { status: 'ready' }
>['teams'][number]
