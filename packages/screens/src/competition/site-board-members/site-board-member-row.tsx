import type { SiteBoardMember } from '@oche/api'
import { Avatar, Badge } from '@oche/ui'
import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MoveDirection } from '../parts/moved-order'
import { MoveButtons, OrderedRow, RowDeleteButton, RowEditLink } from '../parts/ordered-list'

export type SiteBoardMemberRowProps = {
  member: SiteBoardMember
  editHref: string
  /** Whether it is the first or last of the board: it cannot move further that way. */
  isFirst: boolean
  isLast: boolean
  /** The move button to focus once this member has moved (it changes place in the list), or null. */
  focusAfterMove: MoveDirection | null
  onMove: (direction: MoveDirection) => void
  onDelete: () => void
}

/** An e-mail address or phone number with whether the public site shows it; or that there is none. */
function Contact({
  icon,
  value,
  isShown,
  none,
}: {
  icon: ReactNode
  value: string | null
  isShown: boolean
  none: ReactNode
}) {
  // The icon keeps to the first line; a long address wraps at its dots and hyphens beside it, the badge after it.
  return (
    <span data-slot="board-member-contact" className="flex items-start gap-2 text-sm">
      <span aria-hidden className="flex h-5 shrink-0 items-center text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      {value ? (
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 wrap-anywhere">{value}</span>
          <Badge variant={isShown ? 'success' : 'outline'} data-shown={isShown}>
            {isShown ? (
              <FormattedMessage id="competition.siteBoardMembers.shown" defaultMessage="shown on the site" />
            ) : (
              <FormattedMessage id="competition.siteBoardMembers.hidden" defaultMessage="hidden" />
            )}
          </Badge>
        </span>
      ) : (
        <span className="text-muted-foreground">{none}</span>
      )}
    </span>
  )
}

/** One board member: photo or initials, name and role, contact details and whether the site shows them, actions. */
export function SiteBoardMemberRow({
  member,
  editHref,
  isFirst,
  isLast,
  focusAfterMove,
  onMove,
  onDelete,
}: SiteBoardMemberRowProps) {
  const intl = useIntl()
  const name = member.name
  return (
    <OrderedRow
      data-slot="site-board-member-row"
      actions={
        <>
          <MoveButtons
            upLabel={intl.formatMessage(
              { id: 'competition.siteBoardMembers.moveUp', defaultMessage: 'Move {name} up' },
              { name },
            )}
            downLabel={intl.formatMessage(
              { id: 'competition.siteBoardMembers.moveDown', defaultMessage: 'Move {name} down' },
              { name },
            )}
            isFirst={isFirst}
            isLast={isLast}
            focusAfterMove={focusAfterMove}
            position={member.position}
            onMove={onMove}
          />
          <RowEditLink
            href={editHref}
            label={intl.formatMessage(
              { id: 'competition.siteBoardMembers.editLabel', defaultMessage: 'Edit {name}' },
              { name },
            )}
          >
            <FormattedMessage id="competition.siteBoardMembers.edit" defaultMessage="Edit" />
          </RowEditLink>
          <RowDeleteButton
            label={intl.formatMessage(
              { id: 'competition.siteBoardMembers.deleteLabel', defaultMessage: 'Delete {name}' },
              { name },
            )}
            onClick={onDelete}
          >
            <FormattedMessage id="competition.siteBoardMembers.delete" defaultMessage="Delete" />
          </RowDeleteButton>
        </>
      }
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={name} src={member.photo?.url} size="lg" decorative />
        <div className="flex min-w-0 flex-col gap-1">
          <span data-slot="board-member-name" className="font-semibold break-words">
            {name}
          </span>
          <span className="text-sm break-words text-muted-foreground">{member.role}</span>
          <Contact
            icon={<Mail />}
            value={member.email}
            isShown={member.show_email}
            none={<FormattedMessage id="competition.siteBoardMembers.noEmail" defaultMessage="No e-mail address" />}
          />
          <Contact
            icon={<Phone />}
            value={member.phone}
            isShown={member.show_phone}
            none={<FormattedMessage id="competition.siteBoardMembers.noPhone" defaultMessage="No phone number" />}
          />
        </div>
      </div>
    </OrderedRow>
  )
}
