import type { SiteBoardMember } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { Plus, UsersRound } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { usePlatform } from '../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../manage/parts/confirm-action'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { movedOrder, type MoveDirection } from '../parts/moved-order'
import { useSiteBoardMemberPaths, type SiteBoardMemberPageRef } from './site-board-member-paths'
import { SiteBoardMemberRow } from './site-board-member-row'
import { useDeleteSiteBoardMember, useOrderSiteBoardMembers, useSiteBoardMemberList } from './use-site-board-members'

export type SiteBoardMemberListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

function NewMemberLink({ pageRef, children }: { pageRef: SiteBoardMemberPageRef; children: ReactNode }) {
  const { Link } = usePlatform()
  const paths = useSiteBoardMemberPaths(pageRef)
  return (
    <Button asChild>
      <Link href={paths.create()}>
        <Plus aria-hidden />
        {children}
      </Link>
    </Button>
  )
}

function NoMembers({ pageRef }: { pageRef: SiteBoardMemberPageRef }) {
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <UsersRound />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h2>
          <FormattedMessage id="competition.siteBoardMembers.emptyTitle" defaultMessage="No board members yet" />
        </h2>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.siteBoardMembers.emptyBody"
          defaultMessage="Show who runs the league on the public site: the chair, the secretary, the treasurer and how to reach them."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewMemberLink pageRef={pageRef}>
          <FormattedMessage id="competition.siteBoardMembers.addFirst" defaultMessage="Add the first board member" />
        </NewMemberLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

type Moved = { id: string; direction: MoveDirection; announcement: string }

/** The board in the site's order, with moving and deleting its members. */
function Members({ members, pageRef }: { members: SiteBoardMember[]; pageRef: SiteBoardMemberPageRef }) {
  const intl = useIntl()
  const paths = useSiteBoardMemberPaths(pageRef)
  const order = useOrderSiteBoardMembers(pageRef.org)
  const remove = useDeleteSiteBoardMember(pageRef.org)
  const [moved, setMoved] = useState<Moved | null>(null)
  const [deleting, setDeleting] = useState<SiteBoardMember | null>(null)
  const last = members.length - 1

  const handleMove = async (member: SiteBoardMember, direction: MoveDirection) => {
    // The buttons stay enabled (a disabled button drops the focus): a second press waits for the first.
    if (order.isPending) return
    const ids = movedOrder(members, member.id, direction)
    if (!ids) return
    try {
      await order.mutateAsync({ ids })
      const announcement = intl.formatMessage(
        { id: 'competition.siteBoardMembers.moved', defaultMessage: '{name} is now number {position} of {count}.' },
        { name: member.name, position: ids.indexOf(member.id) + 1, count: ids.length },
      )
      setMoved({ id: member.id, direction, announcement })
    } catch {
      // The toast says what went wrong (useOrderSiteBoardMembers).
    }
  }

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
            focusAfterMove={moved?.id === member.id ? moved.direction : null}
            onMove={(direction) => void handleMove(member, direction)}
            onDelete={() => setDeleting(member)}
          />
        ))}
      </ol>
      <p role="status" className="sr-only">
        {moved?.announcement}
      </p>
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
  const list = useSiteBoardMemberList(org, season)
  const pageRef = { org, season }
  const paths = useSiteBoardMemberPaths(pageRef)
  const ready = list.status === 'ready' ? list : null
  return (
    <AdminPageFrame
      title={intl.formatMessage({ id: 'competition.siteBoardMembers.title', defaultMessage: 'Board members' })}
      description={ready?.organisation.name}
      actions={
        ready && ready.members.length > 0 ? (
          <NewMemberLink pageRef={pageRef}>
            <FormattedMessage id="competition.siteBoardMembers.newMember" defaultMessage="New board member" />
          </NewMemberLink>
        ) : undefined
      }
      backHref={paths.season()}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.siteBoardMembers.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.siteBoardMembers.backToSeasonLoading', defaultMessage: 'Season' })
      }
    >
      <AdminPageBody
        data={list}
        org={org}
        season={season}
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
      </AdminPageBody>
    </AdminPageFrame>
  )
}
