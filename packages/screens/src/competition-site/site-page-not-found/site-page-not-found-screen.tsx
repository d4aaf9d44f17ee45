import { FormattedMessage, useIntl } from 'react-intl'
import { SiteFrame, SiteNotFound } from '../parts/site-frame'

/**
 * A path of a league's site that is no page of it (a mistyped link, an app page asked on the league's domain): the
 * 404 in the league's own frame, name and colours, with the way back to its home, not the platform's app frame.
 */
export function SitePageNotFoundScreen() {
  const intl = useIntl()
  return (
    <SiteFrame
      season={undefined}
      isNotFound
      title={intl.formatMessage({ id: 'competitionSite.notFound.title', defaultMessage: 'Page not found' })}
    >
      <SiteNotFound
        season={undefined}
        title={
          <FormattedMessage
            id="competitionSite.notFound.heading"
            defaultMessage="This page is not on the league’s site"
          />
        }
        description={
          <FormattedMessage
            id="competitionSite.notFound.body"
            defaultMessage="Error 404: the link may be mistyped, or the page was removed."
          />
        }
      />
    </SiteFrame>
  )
}
