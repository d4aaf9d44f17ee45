import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { findLeagueDivision } from '../parts/site-division'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/** A division's standings on the league's site: the table, how it is ordered and its points adjustments. */
export function useSiteStandings(season: string | undefined, group: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const standings = useQuery(competitionSiteQueries.standings(api, { ...ref, division: group }))
  const division = context.data ? findLeagueDivision(context.data, group) : null
  const page = sitePageState(context, [standings], (site) => {
    const found = findLeagueDivision(site, group)
    return found && standings.data ? { division: found, standings: standings.data } : null
  })
  return { page, division }
}
