import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { findLeagueDivision } from '../parts/site-division'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'
import { teamVenues } from '../site-team-list/team-venues'
import { splitMatches } from './split-matches'

/** A team of a division on the league's site: its standing, its players' figures, its matches and its venue. */
export function useSiteTeam(season: string | undefined, group: string, team: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const statistics = useQuery(competitionSiteQueries.team(api, { ...ref, team }))
  const known = context.data?.teams.find((candidate) => candidate.slug === team && candidate.division === group)
  const division = context.data ? findLeagueDivision(context.data, group) : null
  const page = sitePageState(context, [statistics], (site) => {
    const found = findLeagueDivision(site, group)
    // The team of the path must play in the division of the path: another division's team is not on this page.
    const isInDivision = site.teams.some((candidate) => candidate.slug === team && candidate.division === group)
    if (!found || !isInDivision || !statistics.data) return null
    return {
      division: found,
      statistics: statistics.data,
      venue: teamVenues(statistics.data.matches).get(statistics.data.team.slug) ?? null,
      ...splitMatches(statistics.data.matches),
    }
  })
  return { page, division, name: known?.name ?? null, ref }
}
