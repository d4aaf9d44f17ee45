import { SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../app/page-states'
import { useSiteNewsPaths, type SiteNewsPageRef } from './site-news-paths'

/** The article does not exist (a mistyped link, or it was deleted): the way to the site's news. */
export function SiteNewsNotFoundState({ pageRef }: { pageRef: SiteNewsPageRef }) {
  const paths = useSiteNewsPaths(pageRef)
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage id="competition.siteNews.notFoundTitle" defaultMessage="This article cannot be found" />}
      description={
        <FormattedMessage
          id="competition.siteNews.notFoundBody"
          defaultMessage="The link may be mistyped, or the article was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={paths.list()}>
          <FormattedMessage id="competition.siteNews.toList" defaultMessage="Go to the news" />
        </PageStateLink>
      }
    />
  )
}
