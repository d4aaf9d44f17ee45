import { Button } from '@oche/ui'
import { ChevronLeft, ChevronRight, Newspaper } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { NewsCard } from './news-card'
import { newsPageOf } from './news-pages'
import { useSiteNews } from './use-site-news'

export type SiteNewsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The page's query string: `?page=` the page of the list. */
  searchParams?: Record<string, string>
}

function NoNewsYet() {
  return (
    <PageState
      icon={<Newspaper />}
      title={<FormattedMessage id="competitionSite.news.emptyTitle" defaultMessage="No news yet" />}
      description={
        <FormattedMessage
          id="competitionSite.news.emptyBody"
          defaultMessage="The league’s news shows here once it publishes its first article."
        />
      }
    />
  )
}

/** Links to the newer and older pages of the news, with where the visitor is. */
function NewsPager({
  page,
  pageCount,
  pageHref,
}: {
  page: number
  pageCount: number
  pageHref: (page: number) => string
}) {
  const intl = useIntl()
  const { Link } = usePlatform()
  if (pageCount <= 1) return null
  return (
    <nav
      data-slot="news-pager"
      aria-label={intl.formatMessage({ id: 'competitionSite.news.pages', defaultMessage: 'Pages of the news' })}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={pageHref(page - 1)} rel="prev">
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
            <FormattedMessage id="competitionSite.news.newer" defaultMessage="Newer articles" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground tabular-nums">
        <FormattedMessage
          id="competitionSite.news.pageOf"
          defaultMessage="Page {page} of {count}"
          values={{ page, count: pageCount }}
        />
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline">
          <Link href={pageHref(page + 1)} rel="next">
            <FormattedMessage id="competitionSite.news.older" defaultMessage="Older articles" />
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  )
}

/**
 * `/{season?}/news` of a league's site: the articles the league published, newest first, ten a page: each with its
 * cover, title (to the article), date and excerpt; pages as links (`?page=`). Not there when the league does not
 * show its news.
 */
export function SiteNewsScreen({ season, searchParams = {} }: SiteNewsScreenProps) {
  const intl = useIntl()
  const page = newsPageOf(searchParams)
  const state = useSiteNews(season, page)
  const paths = useSitePaths(season)
  const newsHref = paths.page('competition-site-season-news', {})
  const pageHref = (target: number) => (target > 1 ? `${newsHref}?page=${target}` : newsHref)
  return (
    <SitePage
      season={season}
      state={state}
      title={intl.formatMessage({ id: 'competitionSite.news.title', defaultMessage: 'News' })}
      loadingLabel={intl.formatMessage({ id: 'competitionSite.news.loading', defaultMessage: 'Loading the news' })}
      errorTitle={
        <FormattedMessage id="competitionSite.news.errorTitle" defaultMessage="The news could not be loaded" />
      }
      notFoundTitle={
        page > 1 ? (
          <FormattedMessage
            id="competitionSite.news.pageNotFoundTitle"
            defaultMessage="The news has no page {page}"
            values={{ page }}
          />
        ) : (
          <FormattedMessage id="competitionSite.news.notShownTitle" defaultMessage="This league has no news page" />
        )
      }
    >
      {({ news, pageCount }) =>
        news.items.length === 0 ? (
          <NoNewsYet />
        ) : (
          <div className="flex flex-col gap-6">
            <ul data-slot="site-news" className="flex max-w-3xl flex-col divide-y">
              {news.items.map((item) => (
                <li key={item.id} className="py-4 first:pt-0">
                  <NewsCard item={item} href={paths.page('competition-site-season-news-slug', { slug: item.slug })} />
                </li>
              ))}
            </ul>
            <NewsPager page={page} pageCount={pageCount} pageHref={pageHref} />
          </div>
        )
      }
    </SitePage>
  )
}
