import type { SiteNewsSummary } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedDate, FormattedMessage } from 'react-intl'

type Article = Pick<SiteNewsSummary, 'status' | 'visible' | 'published_at'>

/** Where an article stands: a draft, scheduled (published, its moment to come) or published (the public sees it). */
export function siteNewsState(article: Article): 'draft' | 'scheduled' | 'published' {
  if (article.status === 'draft') return 'draft'
  return article.visible ? 'published' : 'scheduled'
}

/** The article's state as a badge. */
export function SiteNewsStatusBadge({ article }: { article: Article }) {
  const state = siteNewsState(article)
  if (state === 'draft')
    return (
      <Badge variant="neutral">
        <FormattedMessage id="competition.siteNews.statusDraft" defaultMessage="Draft" />
      </Badge>
    )
  if (state === 'scheduled')
    return (
      <Badge variant="info">
        <FormattedMessage id="competition.siteNews.statusScheduled" defaultMessage="Scheduled" />
      </Badge>
    )
  return (
    <Badge variant="success">
      <FormattedMessage id="competition.siteNews.statusPublished" defaultMessage="Published" />
    </Badge>
  )
}

/** When the public sees (or saw) the article, in the reader's time zone; a draft is not shown. */
export function SiteNewsWhen({ article }: { article: Article }) {
  const state = siteNewsState(article)
  if (state === 'draft' || article.published_at === null)
    return <FormattedMessage id="competition.siteNews.notPublished" defaultMessage="Not on the public site" />
  const when = <FormattedDate value={article.published_at} dateStyle="medium" timeStyle="short" />
  return state === 'scheduled' ? (
    <FormattedMessage id="competition.siteNews.showsFrom" defaultMessage="Shows from {when}" values={{ when }} />
  ) : (
    <FormattedMessage id="competition.siteNews.publishedOn" defaultMessage="Published {when}" values={{ when }} />
  )
}
