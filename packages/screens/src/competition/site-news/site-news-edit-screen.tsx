import type { Organisation, SiteNewsItem } from '@oche/api'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { ItemNotFoundState } from '../parts/item-not-found'
import { SiteNewsForm } from './site-news-form'
import { siteNewsFormValues, toSiteNewsInput } from './site-news-form-values'
import { siteNewsNotFound } from './site-news-not-found'
import { useSiteNewsPaths, type SiteNewsPageRef } from './site-news-paths'
import { useSiteNewsDetail, useUpdateSiteNews } from './use-site-news'

export type SiteNewsEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The article's slug. */
  slug: string
}

function SiteNewsEditor({
  article,
  organisation,
  pageRef,
}: {
  article: SiteNewsItem
  organisation: Organisation
  pageRef: SiteNewsPageRef
}) {
  const paths = useSiteNewsPaths(pageRef)
  const update = useUpdateSiteNews(pageRef, article.slug)
  // The form starts again from the saved article when it changes (saved by another admin), not while typing.
  const defaultValues = useMemo(() => siteNewsFormValues(article), [article])
  return (
    <SiteNewsForm
      key={article.updated_at}
      org={organisation.slug}
      domain={organisation.domains[0] ?? null}
      defaultValues={defaultValues}
      cancelHref={paths.article(article.slug)}
      submitLabel={<FormattedMessage id="competition.siteNewsForm.save" defaultMessage="Save changes" />}
      onSubmit={(values) => update.mutateAsync(toSiteNewsInput(values))}
    />
  )
}

/** `/competition/{org_slug}/season/{season_slug}/site/news/{slug}/edit` (the organisation's admins): an article to change. */
export function SiteNewsEditScreen({ org, season, slug }: SiteNewsEditScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useSiteNewsDetail(org, season, slug)
  const paths = useSiteNewsPaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.siteNewsForm.editTitle', defaultMessage: 'Edit “{title}”' },
              { title: ready.article.title },
            )
          : intl.formatMessage({ id: 'competition.siteNewsForm.editTitleLoading', defaultMessage: 'Edit article' })
      }
      description={ready?.organisation.name}
      backHref={ready ? paths.article(ready.article.slug) : paths.list()}
      backLabel={
        ready?.article.title ?? intl.formatMessage({ id: 'competition.siteNews.backToList', defaultMessage: 'News' })
      }
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteNews.loadingArticle',
          defaultMessage: 'Loading the article',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteNews.articleErrorTitle"
            defaultMessage="The article could not be loaded"
          />
        }
        itemNotFound={<ItemNotFoundState messages={siteNewsNotFound} listHref={paths.list()} />}
      >
        {({ article, organisation }) => (
          <SiteNewsEditor article={article} organisation={organisation} pageRef={pageRef} />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
