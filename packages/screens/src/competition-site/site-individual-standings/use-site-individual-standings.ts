import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { findLeagueDivision } from '../parts/site-division'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/** The players of a division on the league's site, with their figures this season. */
export function useSiteIndividualStandings(season: string | undefined, group: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const players = useQuery(competitionSiteQueries.individualStandings(api, { ...ref, division: group }))
  const division = context.data ? findLeagueDivision(context.data, group) : null
  const page = sitePageState(context, [players], (site) => {
    const found = findLeagueDivision(site, group)
    return found && players.data ? { division: found, players: players.data } : null
  })
  return { page, division }
}
