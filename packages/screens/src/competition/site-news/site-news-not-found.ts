import { defineMessages } from 'react-intl'

/** The article does not exist (a mistyped link, or it was deleted): the way to the site's news. */
export const siteNewsNotFound = defineMessages({
  title: { id: 'competition.siteNews.notFoundTitle', defaultMessage: 'This article cannot be found' },
  body: {
    id: 'competition.siteNews.notFoundBody',
    defaultMessage: 'The link may be mistyped, or the article was deleted.',
  },
  toList: { id: 'competition.siteNews.toList', defaultMessage: 'Go to the news' },
})
