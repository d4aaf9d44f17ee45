import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { sitePageState } from '../../parts/site-page'
import { useSiteContext, useSiteRef } from '../../parts/use-site'

/** The season's cups on the league's site, in the season's order, each with its state and winner. */
export function useSiteCupList(season: string | undefined) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const cups = useQuery(competitionSiteQueries.cups(api, ref))
  return sitePageState(context, [cups], () => (cups.data ? { cups: cups.data } : null))
}
