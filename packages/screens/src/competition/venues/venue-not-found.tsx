import { SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../app/page-states'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

/** The venue does not exist (a mistyped link, or it was deleted): the way to the organisation's venues. */
export function VenueNotFoundState({ pageRef }: { pageRef: VenuePageRef }) {
  const paths = useVenuePaths(pageRef)
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage id="competition.venues.notFoundTitle" defaultMessage="This venue cannot be found" />}
      description={
        <FormattedMessage
          id="competition.venues.notFoundBody"
          defaultMessage="The link may be mistyped, or the venue was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={paths.list()}>
          <FormattedMessage id="competition.venues.toList" defaultMessage="Go to the venues" />
        </PageStateLink>
      }
    />
  )
}
