import { defineMessages } from 'react-intl'

/** The document does not exist (a mistyped link, or it was deleted): the way to the site's documents. */
export const siteDocumentNotFound = defineMessages({
  title: { id: 'competition.siteDocuments.notFoundTitle', defaultMessage: 'This document cannot be found' },
  body: {
    id: 'competition.siteDocuments.notFoundBody',
    defaultMessage: 'The link may be mistyped, or the document was deleted.',
  },
  toList: { id: 'competition.siteDocuments.toList', defaultMessage: 'Go to the documents' },
})
