import { defineMessage } from 'react-intl'

/** Words the division pages of the site say alike. */
export const siteDivisionMessages = {
  notFound: defineMessage({
    id: 'competitionSite.division.notFoundTitle',
    defaultMessage: 'This division cannot be found',
  }),
}
