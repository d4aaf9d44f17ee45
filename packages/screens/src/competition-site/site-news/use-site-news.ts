import { siteContentQueries, type SiteNewsList } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState, type SitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'
import { newsListQuery, newsPageCount } from './news-pages'

export type SiteNewsReady = { news: SiteNewsList; pageCount: number }

/**
 * A page of the league's news (`?page=`), newest first: not there when the organisation does not show its news
 * page (the API answers 404 then too), nor past the last page.
 */
export function useSiteNews(season: string | undefined, page: number): SitePageState<SiteNewsReady> {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const shown = context.data?.organisation.pages.includes('news') ?? false
  const news = useQuery({ ...siteContentQueries.publicNews(api, ref, newsListQuery(page)), enabled: shown })
  if (context.data && !shown) return { status: 'notFound' }
  return sitePageState(context, [news], () => {
    if (!news.data) return null
    const pageCount = newsPageCount(news.data.total, news.data.page_size)
    // A page past the last one is not there (the first page is, empty or not).
    if (page > 1 && news.data.items.length === 0) return null
    return { news: news.data, pageCount }
  })
}
