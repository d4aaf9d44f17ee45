import type { SiteNewsItem } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { ItemNotFoundState } from '../parts/item-not-found'
import { richTextClasses } from '../parts/rich-text-editor'
import { siteNewsNotFound } from './site-news-not-found'
import { useSiteNewsPaths, type SiteNewsPageRef } from './site-news-paths'
import { SiteNewsStatusBadge, SiteNewsWhen } from './site-news-status'
import { useDeleteSiteNews, useSiteNewsDetail } from './use-site-news'

export type SiteNewsScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The article's slug (a former one still leads to it). */
  slug: string
}

/** Deletes the article after a confirmation; a failure keeps the confirmation open and says why. */
function DeleteArticle({ article, pageRef }: { article: SiteNewsItem; pageRef: SiteNewsPageRef }) {
  const intl = useIntl()
  const remove = useDeleteSiteNews(pageRef, article)
  return (
    <ConfirmDialog
      variant="danger"
      title={intl.formatMessage(
        { id: 'competition.siteNews.deleteConfirmTitle', defaultMessage: 'Delete “{title}”?' },
        { title: article.title },
      )}
      description={intl.formatMessage({
        id: 'competition.siteNews.deleteConfirmBody',
        defaultMessage: 'The article leaves the public site and goes for good. This cannot be undone.',
      })}
      confirmLabel={intl.formatMessage({ id: 'competition.siteNews.deleteConfirm', defaultMessage: 'Delete for good' })}
      cancelLabel={intl.formatMessage({ id: 'competition.siteNews.deleteCancel', defaultMessage: 'Keep it' })}
      onConfirm={async () => {
        await remove.mutateAsync(article.slug)
      }}
    >
      <Button variant="outline">
        <Trash2 aria-hidden />
        <FormattedMessage id="competition.siteNews.delete" defaultMessage="Delete" />
      </Button>
    </ConfirmDialog>
  )
}

/** The article as the admins read it: state and date, cover, text, and where the public finds it. */
function ArticleView({ article, domains }: { article: SiteNewsItem; domains: readonly string[] }) {
  const [domain] = domains
  return (
    <article className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <SiteNewsStatusBadge article={article} />
        <span>
          <SiteNewsWhen article={article} />
        </span>
        {article.author ? (
          <span>
            <FormattedMessage
              id="competition.siteNews.author"
              defaultMessage="Written by {name}"
              values={{ name: article.author.name }}
            />
          </span>
        ) : null}
      </div>
      {article.cover ? (
        <img src={article.cover.url} alt="" className="max-h-96 w-full rounded-md object-cover" />
      ) : null}
      {/* The server keeps only the sanitised HTML the editor makes (ADR 018): safe to show as it is. */}
      <div className={richTextClasses} dangerouslySetInnerHTML={{ __html: article.html }} />
      {domain && article.visible ? (
        <p className="text-sm">
          <a
            href={`http://${domain}/news/${article.slug}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            <FormattedMessage id="competition.siteNews.viewOnSite" defaultMessage="View on the public site" />
            <span className="sr-only">
              <FormattedMessage id="competition.siteNews.newTab" defaultMessage="(opens in a new tab)" />
            </span>
          </a>
        </p>
      ) : null}
    </article>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/news/{slug}` (the organisation's admins): one article of the
 * public site as it reads, whether it is a draft, scheduled or published, with editing and deleting it.
 */
export function SiteNewsScreen({ org, season, slug }: SiteNewsScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const pageRef = { org, season }
  const page = useSiteNewsDetail(org, season, slug)
  const paths = useSiteNewsPaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        ready?.article.title ??
        intl.formatMessage({ id: 'competition.siteNews.articleLoading', defaultMessage: 'Article' })
      }
      description={ready?.organisation.name}
      actions={
        ready ? (
          <>
            <Button asChild variant="outline">
              <Link href={paths.edit(ready.article.slug)}>
                <Pencil aria-hidden />
                <FormattedMessage id="competition.siteNews.edit" defaultMessage="Edit" />
              </Link>
            </Button>
            <DeleteArticle article={ready.article} pageRef={pageRef} />
          </>
        ) : undefined
      }
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.siteNews.backToList', defaultMessage: 'News' })}
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
        {({ article, organisation }) => <ArticleView article={article} domains={organisation.domains} />}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
