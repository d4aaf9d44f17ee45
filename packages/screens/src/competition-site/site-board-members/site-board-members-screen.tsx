import type { SiteBoardMember } from '@oche/api'
import { Avatar } from '@oche/ui'
import { Mail, Phone, Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { SitePage } from '../parts/site-page'
import { telHref, useSiteBoardMembers } from './use-site-board-members'

export type SiteBoardMembersScreenProps = {
  /** The `{season}` of the path; the board is the league's whatever the season. */
  season?: string
}

function NoBoardYet() {
  return (
    <PageState
      icon={<Users />}
      title={<FormattedMessage id="competitionSite.boardMembers.emptyTitle" defaultMessage="No board members yet" />}
      description={
        <FormattedMessage
          id="competitionSite.boardMembers.emptyBody"
          defaultMessage="Who runs the league shows here once it adds its board."
        />
      }
    />
  )
}

const contactLink =
  'inline-flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** A board member: photo (or initials), name, role and the contact details they show. */
function BoardMemberCard({ member }: { member: SiteBoardMember }) {
  return (
    <li
      data-slot="site-board-member"
      className="flex min-w-0 items-start gap-4 rounded-md border bg-surface-raised px-4 py-3"
    >
      {/* The name is written beside it: the photo adds nothing for a screen reader. */}
      <Avatar name={member.name} src={member.photo?.url} size="xl" decorative />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{member.name}</h2>
        <p className="text-muted-foreground break-words">{member.role}</p>
        {member.email ? (
          <a href={`mailto:${member.email}`} className={contactLink}>
            <Mail aria-hidden className="size-4 shrink-0" />
            {member.email}
          </a>
        ) : null}
        {member.phone ? (
          <a href={telHref(member.phone)} className={contactLink}>
            <Phone aria-hidden className="size-4 shrink-0" />
            {member.phone}
          </a>
        ) : null}
      </div>
    </li>
  )
}

/**
 * `/{season?}/board-members` of a league's site: who runs the league, in its order, each with a photo (or their
 * initials), role, and the e-mail address and phone number they chose to show. Not there when the league does not
 * show its board.
 */
export function SiteBoardMembersScreen({ season }: SiteBoardMembersScreenProps) {
  const intl = useIntl()
  const state = useSiteBoardMembers(season)
  return (
    <SitePage
      season={season}
      state={state}
      title={intl.formatMessage({ id: 'competitionSite.boardMembers.title', defaultMessage: 'Board' })}
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.boardMembers.loading',
        defaultMessage: 'Loading the board',
      })}
      errorTitle={
        <FormattedMessage id="competitionSite.boardMembers.errorTitle" defaultMessage="The board could not be loaded" />
      }
      notFoundTitle={
        <FormattedMessage
          id="competitionSite.boardMembers.notShownTitle"
          defaultMessage="This league has no board page"
        />
      }
    >
      {({ members }) =>
        members.length === 0 ? (
          <NoBoardYet />
        ) : (
          <ul data-slot="site-board-members" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <BoardMemberCard key={member.id} member={member} />
            ))}
          </ul>
        )
      }
    </SitePage>
  )
}
