import { SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../app/page-states'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'

/** The document does not exist (a mistyped link, or it was deleted): the way to the site's documents. */
export function SiteDocumentNotFoundState({ pageRef }: { pageRef: SiteDocumentPageRef }) {
  const paths = useSiteDocumentPaths(pageRef)
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={
        <FormattedMessage id="competition.siteDocuments.notFoundTitle" defaultMessage="This document cannot be found" />
      }
      description={
        <FormattedMessage
          id="competition.siteDocuments.notFoundBody"
          defaultMessage="The link may be mistyped, or the document was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={paths.list()}>
          <FormattedMessage id="competition.siteDocuments.toList" defaultMessage="Go to the documents" />
        </PageStateLink>
      }
    />
  )
}
