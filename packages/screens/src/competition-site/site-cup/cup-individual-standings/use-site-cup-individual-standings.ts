import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { findCup } from '../../parts/site-division'
import { sitePageState } from '../../parts/site-page'
import { useSiteContext, useSiteRef } from '../../parts/use-site'

/** The players of a cup on the league's site, with their figures in its matches. */
export function useSiteCupIndividualStandings(season: string | undefined, group: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const players = useQuery(competitionSiteQueries.individualStandings(api, { ...ref, division: group }))
  const cup = context.data ? findCup(context.data, group) : null
  const page = sitePageState(context, [players], (site) => {
    const found = findCup(site, group)
    return found && players.data ? { cup: found, players: players.data } : null
  })
  return { page, cup }
}
