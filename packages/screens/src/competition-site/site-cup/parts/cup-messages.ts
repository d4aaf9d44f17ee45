import { defineMessage } from 'react-intl'

/** Words the cup pages of the site say alike. */
export const siteCupMessages = {
  title: defineMessage({ id: 'competitionSite.cup.title', defaultMessage: 'Cup' }),
  loading: defineMessage({ id: 'competitionSite.cup.loading', defaultMessage: 'Loading the cup' }),
  errorTitle: defineMessage({ id: 'competitionSite.cup.errorTitle', defaultMessage: 'The cup could not be loaded' }),
  notFound: defineMessage({ id: 'competitionSite.cup.notFoundTitle', defaultMessage: 'This cup cannot be found' }),
}
