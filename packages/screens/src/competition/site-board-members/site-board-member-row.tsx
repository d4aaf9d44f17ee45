import type { SiteBoardMember } from '@oche/api'
import { Avatar, Badge, Button, IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp, Mail, Pencil, Phone, Trash2 } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import type { MoveDirection } from '../parts/moved-order'

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
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span aria-hidden className="text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      {value ? (
        <>
          <span className="break-all">{value}</span>
          <Badge variant={isShown ? 'success' : 'outline'} data-shown={isShown}>
            {isShown ? (
              <FormattedMessage id="competition.siteBoardMembers.shown" defaultMessage="shown on the site" />
            ) : (
              <FormattedMessage id="competition.siteBoardMembers.hidden" defaultMessage="hidden" />
            )}
          </Badge>
        </>
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
  const { Link } = usePlatform()
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)
  const name = member.name

  // A moved row changes place in the DOM and loses focus: give it back to the button pressed, or to the other one
  // when the row has reached the top or bottom (the pressed one is then disabled).
  useEffect(() => {
    if (!focusAfterMove) return
    const pressed = focusAfterMove === 'up' ? upRef.current : downRef.current
    const other = focusAfterMove === 'up' ? downRef.current : upRef.current
    ;(pressed && !pressed.disabled ? pressed : other)?.focus()
  }, [focusAfterMove, member.position])

  return (
    <li
      data-slot="site-board-member-row"
      className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4 sm:flex-row sm:items-center"
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
      <div className="flex flex-wrap items-center gap-2">
        <IconButton
          ref={upRef}
          variant="outline"
          size="sm"
          label={intl.formatMessage(
            { id: 'competition.siteBoardMembers.moveUp', defaultMessage: 'Move {name} up' },
            { name },
          )}
          disabled={isFirst}
          onClick={() => onMove('up')}
        >
          <ArrowUp />
        </IconButton>
        <IconButton
          ref={downRef}
          variant="outline"
          size="sm"
          label={intl.formatMessage(
            { id: 'competition.siteBoardMembers.moveDown', defaultMessage: 'Move {name} down' },
            { name },
          )}
          disabled={isLast}
          onClick={() => onMove('down')}
        >
          <ArrowDown />
        </IconButton>
        <Button asChild variant="outline" size="sm">
          <Link
            href={editHref}
            aria-label={intl.formatMessage(
              { id: 'competition.siteBoardMembers.editLabel', defaultMessage: 'Edit {name}' },
              { name },
            )}
          >
            <Pencil aria-hidden />
            <FormattedMessage id="competition.siteBoardMembers.edit" defaultMessage="Edit" />
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-danger"
          aria-label={intl.formatMessage(
            { id: 'competition.siteBoardMembers.deleteLabel', defaultMessage: 'Delete {name}' },
            { name },
          )}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          <FormattedMessage id="competition.siteBoardMembers.delete" defaultMessage="Delete" />
        </Button>
      </div>
    </li>
  )
}
