import { Lock, SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../../app/page-states'

/** A captain or player on a page only the organisation's admins use: who runs divisions, and the way back. */
export function DivisionsAdminOnlyState({ seasonHref }: { seasonHref: string }) {
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage
          id="competition.divisions.adminOnlyTitle"
          defaultMessage="Only the organisation’s admins manage divisions"
        />
      }
      description={
        <FormattedMessage
          id="competition.divisions.adminOnlyBody"
          defaultMessage="Divisions, their teams and their fixture lists are set up by the admins. The season overview shows what you can see."
        />
      }
      actions={
        <PageStateLink variant="outline" href={seasonHref}>
          <FormattedMessage id="competition.divisions.toSeason" defaultMessage="Go to the season" />
        </PageStateLink>
      }
    />
  )
}

/** The division of the link does not exist in this season (mistyped, or deleted). */
export function DivisionNotFoundState({ listHref }: { listHref: string }) {
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={
        <FormattedMessage id="competition.divisions.notFoundTitle" defaultMessage="This division cannot be found" />
      }
      description={
        <FormattedMessage
          id="competition.divisions.notFoundBody"
          defaultMessage="The link may be mistyped, or the division was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={listHref}>
          <FormattedMessage id="competition.divisions.toList" defaultMessage="Go to the divisions" />
        </PageStateLink>
      }
    />
  )
}
