import type { SiteNewsSummary } from '@oche/api'
import {
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Pagination,
} from '@oche/ui'
import { ImageOff, Newspaper } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { NewItemLink } from '../parts/ordered-list'
import { SiteContentListPage } from '../parts/site-content-list-page'
import { useSiteNewsPaths, type SiteNewsPageRef } from './site-news-paths'
import { SiteNewsStatusBadge, SiteNewsWhen } from './site-news-status'
import { useSiteNewsList } from './use-site-news'

export type SiteNewsListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

function ArticleRow({ article, pageRef }: { article: SiteNewsSummary; pageRef: SiteNewsPageRef }) {
  const { Link } = usePlatform()
  const paths = useSiteNewsPaths(pageRef)
  return (
    <li className="flex gap-4 rounded-md border bg-surface-raised p-4">
      {article.cover ? (
        <img src={article.cover.url} alt="" className="size-20 shrink-0 rounded object-cover" />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded bg-muted" aria-hidden>
          <ImageOff className="size-6 text-muted-foreground" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={paths.article(article.slug)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {article.title}
          </Link>
          <SiteNewsStatusBadge article={article} />
        </div>
        <span className="text-sm text-muted-foreground">
          <SiteNewsWhen article={article} />
        </span>
        {article.excerpt ? <p className="line-clamp-2 text-sm">{article.excerpt}</p> : null}
      </div>
    </li>
  )
}

function NoArticles({ pageRef }: { pageRef: SiteNewsPageRef }) {
  const paths = useSiteNewsPaths(pageRef)
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <Newspaper />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.siteNews.emptyTitle" defaultMessage="No news yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.siteNews.emptyBody"
          defaultMessage="Tell players and visitors what is coming up: the cup draw, a new venue, the winter break."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewItemLink href={paths.create()}>
          <FormattedMessage id="competition.siteNews.writeFirst" defaultMessage="Write the first article" />
        </NewItemLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/news` (the organisation's admins): the public site's articles,
 * drafts and scheduled ones first, each with its state, publish date and cover, a page at a time.
 */
export function SiteNewsListScreen({ org, season }: SiteNewsListScreenProps) {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const list = useSiteNewsList(org, season, page)
  const pageRef = { org, season }
  const paths = useSiteNewsPaths(pageRef)
  return (
    <SiteContentListPage
      org={org}
      season={season}
      section="news"
      title={intl.formatMessage({ id: 'competition.siteNews.title', defaultMessage: 'News' })}
      data={list}
      newItem={{
        href: paths.create(),
        label: <FormattedMessage id="competition.siteNews.newArticle" defaultMessage="New article" />,
      }}
      hasItems={({ news }) => news.total > 0}
      loadingLabel={intl.formatMessage({ id: 'competition.siteNews.loading', defaultMessage: 'Loading the news' })}
      errorTitle={
        <FormattedMessage id="competition.siteNews.errorTitle" defaultMessage="The news could not be loaded" />
      }
    >
      {({ news }) =>
        news.total === 0 ? (
          <NoArticles pageRef={pageRef} />
        ) : (
          <div className="flex flex-col gap-6">
            <ul
              className="flex flex-col gap-3"
              aria-label={intl.formatMessage({ id: 'competition.siteNews.listLabel', defaultMessage: 'Articles' })}
            >
              {news.items.map((article) => (
                <ArticleRow key={article.id} article={article} pageRef={pageRef} />
              ))}
            </ul>
            {news.total > news.page_size ? (
              <Pagination
                aria-label={intl.formatMessage({
                  id: 'competition.siteNews.pagination',
                  defaultMessage: 'Pages of articles',
                })}
                pageCount={Math.ceil(news.total / news.page_size)}
                page={news.page}
                onPageChange={setPage}
                previousLabel={intl.formatMessage({
                  id: 'competition.siteNews.previousPage',
                  defaultMessage: 'Previous page',
                })}
                nextLabel={intl.formatMessage({ id: 'competition.siteNews.nextPage', defaultMessage: 'Next page' })}
                getPageLabel={(number) =>
                  intl.formatMessage(
                    { id: 'competition.siteNews.pageLabel', defaultMessage: 'Page {page}' },
                    { page: number },
                  )
                }
              />
            ) : null}
          </div>
        )
      }
    </SiteContentListPage>
  )
}
