import type { SiteBoardMember } from '@oche/api'
import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { UsersRound } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { ConfirmActionDialog } from '../../manage/parts/confirm-action'
import { movedOrder } from '../parts/moved-order'
import { MoveAnnouncement, NewItemLink, useOrderedMoves } from '../parts/ordered-list'
import { SiteContentListPage } from '../parts/site-content-list-page'
import { useSiteBoardMemberPaths, type SiteBoardMemberPageRef } from './site-board-member-paths'
import { SiteBoardMemberRow } from './site-board-member-row'
import { useDeleteSiteBoardMember, useOrderSiteBoardMembers, useSiteBoardMemberList } from './use-site-board-members'

export type SiteBoardMemberListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

function NoMembers({ pageRef }: { pageRef: SiteBoardMemberPageRef }) {
  const paths = useSiteBoardMemberPaths(pageRef)
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <UsersRound />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.siteBoardMembers.emptyTitle" defaultMessage="No board members yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.siteBoardMembers.emptyBody"
          defaultMessage="Show who runs the league on the public site: the chair, the secretary, the treasurer and how to reach them."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewItemLink href={paths.create()}>
          <FormattedMessage id="competition.siteBoardMembers.addFirst" defaultMessage="Add the first board member" />
        </NewItemLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

/** The board in the site's order, with moving and deleting its members. */
function Members({ members, pageRef }: { members: SiteBoardMember[]; pageRef: SiteBoardMemberPageRef }) {
  const intl = useIntl()
  const paths = useSiteBoardMemberPaths(pageRef)
  const order = useOrderSiteBoardMembers(pageRef.org)
  const remove = useDeleteSiteBoardMember(pageRef.org)
  const [deleting, setDeleting] = useState<SiteBoardMember | null>(null)
  const last = members.length - 1
  const { moved, move, focusAfterMove } = useOrderedMoves({
    isPending: order.isPending,
    movedIds: (member: SiteBoardMember, direction) => movedOrder(members, member.id, direction),
    save: (ids) => order.mutateAsync({ ids }),
    announce: (member, ids) =>
      intl.formatMessage(
        { id: 'competition.siteBoardMembers.moved', defaultMessage: '{name} is now number {position} of {count}.' },
        { name: member.name, position: ids.indexOf(member.id) + 1, count: ids.length },
      ),
  })

  return (
    <div className="flex flex-col gap-4">
      <ol
        className="flex flex-col gap-3"
        aria-label={intl.formatMessage({
          id: 'competition.siteBoardMembers.listLabel',
          defaultMessage: 'Board members, in the site’s order',
        })}
      >
        {members.map((member, index) => (
          <SiteBoardMemberRow
            key={member.id}
            member={member}
            editHref={paths.edit(member.id)}
            isFirst={index === 0}
            isLast={index === last}
            focusAfterMove={focusAfterMove(member.id)}
            onMove={(direction) => void move(member, direction)}
            onDelete={() => setDeleting(member)}
          />
        ))}
      </ol>
      <MoveAnnouncement moved={moved} />
      {deleting ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.siteBoardMembers.deleteTitle', defaultMessage: 'Delete {name}?' },
            { name: deleting.name },
          )}
          description={intl.formatMessage(
            {
              id: 'competition.siteBoardMembers.deleteBody',
              defaultMessage:
                '{name} ({role}) goes from the public site at once, with the photo. This cannot be undone.',
            },
            { name: deleting.name, role: deleting.role },
          )}
          confirmLabel={intl.formatMessage({
            id: 'competition.siteBoardMembers.deleteConfirm',
            defaultMessage: 'Delete the board member',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => remove.mutateAsync(deleting.id)}
          successMessage={() =>
            intl.formatMessage(
              { id: 'competition.siteBoardMembers.deleted', defaultMessage: '{name} is deleted' },
              { name: deleting.name },
            )
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/board-members` (the organisation's admins): the league's board
 * as the public site shows it, in order, with photo, role and contact details (and whether the site shows them);
 * its admins add, move, edit and delete members.
 */
export function SiteBoardMemberListScreen({ org, season }: SiteBoardMemberListScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const paths = useSiteBoardMemberPaths(pageRef)
  return (
    <SiteContentListPage
      org={org}
      season={season}
      section="board-members"
      title={intl.formatMessage({ id: 'competition.siteBoardMembers.title', defaultMessage: 'Board members' })}
      data={useSiteBoardMemberList(org, season)}
      newItem={{
        href: paths.create(),
        label: <FormattedMessage id="competition.siteBoardMembers.newMember" defaultMessage="New board member" />,
      }}
      hasItems={({ members }) => members.length > 0}
      loadingLabel={intl.formatMessage({
        id: 'competition.siteBoardMembers.loading',
        defaultMessage: 'Loading the board members',
      })}
      errorTitle={
        <FormattedMessage
          id="competition.siteBoardMembers.errorTitle"
          defaultMessage="The board members could not be loaded"
        />
      }
    >
      {({ members }) =>
        members.length === 0 ? <NoMembers pageRef={pageRef} /> : <Members members={members} pageRef={pageRef} />
      }
    </SiteContentListPage>
  )
}
