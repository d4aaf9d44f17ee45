import { siteContentQueries, type SiteNewsItem } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState, type SitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/**
 * One article of the league's news: not there when the organisation does not show its news page, nor for a draft,
 * a scheduled article or a slug no article has (the API answers 404 for each).
 */
export function useSiteNewsItem(season: string | undefined, slug: string): SitePageState<{ item: SiteNewsItem }> {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const shown = context.data?.organisation.pages.includes('news') ?? false
  const item = useQuery({ ...siteContentQueries.publicNewsItem(api, { ...ref, slug }), enabled: shown })
  if (context.data && !shown) return { status: 'notFound' }
  return sitePageState(context, [item], () => (item.data ? { item: item.data } : null))
}
