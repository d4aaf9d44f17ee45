import { SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../app/page-states'
import { useSiteBoardMemberPaths, type SiteBoardMemberPageRef } from './site-board-member-paths'

/** The board member does not exist (a mistyped link, or deleted): the way to the board members. */
export function SiteBoardMemberNotFoundState({ pageRef }: { pageRef: SiteBoardMemberPageRef }) {
  const paths = useSiteBoardMemberPaths(pageRef)
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={
        <FormattedMessage
          id="competition.siteBoardMembers.notFoundTitle"
          defaultMessage="This board member cannot be found"
        />
      }
      description={
        <FormattedMessage
          id="competition.siteBoardMembers.notFoundBody"
          defaultMessage="The link may be mistyped, or the board member was deleted."
        />
      }
      actions={
        <PageStateLink variant="outline" href={paths.list()}>
          <FormattedMessage id="competition.siteBoardMembers.toList" defaultMessage="Go to the board members" />
        </PageStateLink>
      }
    />
  )
}
