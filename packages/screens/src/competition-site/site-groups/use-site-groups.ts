import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/** Every league division of the season with its standings, in the season's order. */
export function useSiteGroups(season: string | undefined) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const standings = useQuery(competitionSiteQueries.divisionStandings(api, ref))
  return sitePageState(context, [standings], () => (standings.data ? { divisions: standings.data } : null))
}
