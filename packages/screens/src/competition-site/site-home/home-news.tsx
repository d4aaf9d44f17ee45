import { FormattedMessage, useIntl } from 'react-intl'
import type { SitePaths } from '../parts/site-frame'
import { SiteLoadError, SiteLoading } from '../parts/site-frame'
import { NewsCard } from '../site-news/news-card'
import { HomeSection } from './home-sections'
import type { HomeNews } from './use-site-home'

/**
 * The home page's latest news: the newest articles, each to its page, and the way to all of them; nothing when the
 * organisation does not show its news or has published none yet.
 */
export function LatestNews({ news, paths }: { news: HomeNews; paths: SitePaths }) {
  const intl = useIntl()
  if (news.status === 'hidden' || (news.status === 'ready' && news.items.length === 0)) return null
  return (
    <HomeSection
      data-slot="home-news"
      title={<FormattedMessage id="competitionSite.home.latestNews" defaultMessage="Latest news" />}
      more={
        news.status === 'ready'
          ? {
              href: paths.page('competition-site-season-news', {}),
              label: <FormattedMessage id="competitionSite.home.allNews" defaultMessage="All news" />,
            }
          : undefined
      }
    >
      {news.status === 'ready' ? (
        <ul className="flex flex-col divide-y">
          {news.items.map((item) => (
            <li key={item.id} className="py-3 first:pt-1">
              <NewsCard
                item={item}
                href={paths.page('competition-site-season-news-slug', { slug: item.slug })}
                compact
                headingLevel="h3"
              />
            </li>
          ))}
        </ul>
      ) : news.status === 'error' ? (
        <SiteLoadError
          title={<FormattedMessage id="competitionSite.home.newsError" defaultMessage="The news could not be loaded" />}
          onRetry={news.retry}
        />
      ) : (
        <SiteLoading
          rows={1}
          label={intl.formatMessage({ id: 'competitionSite.home.newsLoading', defaultMessage: 'Loading the news' })}
        />
      )}
    </HomeSection>
  )
}
