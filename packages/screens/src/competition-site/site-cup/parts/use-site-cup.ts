import { competitionSiteQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { findCup } from '../../parts/site-division'
import { sitePageState } from '../../parts/site-page'
import { useSiteContext, useSiteRef } from '../../parts/use-site'

/** A cup of the season on the league's site: its format and state, groups, brackets and rankings. */
export function useSiteCup(season: string | undefined, group: string) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const cup = useQuery(competitionSiteQueries.cup(api, { ...ref, cup: group }))
  const found = context.data ? findCup(context.data, group) : null
  const page = sitePageState(context, [cup], (site) => (findCup(site, group) && cup.data ? { cup: cup.data } : null))
  return { page, cupName: cup.data?.name ?? found?.name ?? null }
}
