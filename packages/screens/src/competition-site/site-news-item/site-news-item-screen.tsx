import { Button } from '@oche/ui'
import { ArrowLeft } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { NewsDate } from '../site-news/news-card'
import { ArticleBody } from './article-body'
import { useSiteNewsItem } from './use-site-news-item'

export type SiteNewsItemScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The article's slug (`news/{slug}`). */
  slug: string
}

/**
 * `/{season?}/news/{slug}` of a league's site: an article with its date, cover and body, and the way back to the
 * news. Not there for a draft, a scheduled article or when the league does not show its news.
 */
export function SiteNewsItemScreen({ season, slug }: SiteNewsItemScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useSitePaths(season)
  const state = useSiteNewsItem(season, slug)
  const backToNews = (
    <Button asChild variant="link" className="self-start px-0">
      <Link href={paths.page('competition-site-season-news', {})}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
        <FormattedMessage id="competitionSite.newsItem.back" defaultMessage="All news" />
      </Link>
    </Button>
  )
  return (
    <SitePage
      season={season}
      state={state}
      title={
        state.status === 'ready'
          ? state.item.title
          : intl.formatMessage({ id: 'competitionSite.newsItem.title', defaultMessage: 'News' })
      }
      description={state.status === 'ready' ? <NewsDate at={state.item.published_at} /> : undefined}
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.newsItem.loading',
        defaultMessage: 'Loading the article',
      })}
      errorTitle={
        <FormattedMessage id="competitionSite.newsItem.errorTitle" defaultMessage="The article could not be loaded" />
      }
      notFoundTitle={
        <FormattedMessage id="competitionSite.newsItem.notFoundTitle" defaultMessage="This article cannot be found" />
      }
    >
      {({ item }) => (
        <article data-slot="site-news-item" className="flex flex-col gap-6">
          {item.cover ? (
            // The article's title is the page's heading: the cover adds nothing a screen reader needs.
            <img
              src={item.cover.url}
              alt=""
              className="aspect-video w-full max-w-3xl rounded-md bg-muted object-cover"
            />
          ) : null}
          <ArticleBody html={item.html} />
          {backToNews}
        </article>
      )}
    </SitePage>
  )
}
