import type { TeamMember } from '@oche/api'
import { TableCell } from '@oche/ui'
import { useIntl } from 'react-intl'
import { MemberBadges, MemberContactLinks, MemberName, MemberPeriod } from './member-labels'

/** The columns of the member tables; `team` only on the season's list. */
export type MemberColumn = 'name' | 'team' | 'role' | 'contact' | 'since' | 'actions'

export type MemberColumnsOptions = {
  /** The season's list names each player's team. */
  withTeam: boolean
  /** The caller sees some player's contact (admins, a captain). */
  hasContact: boolean
  /** The caller may act on some player. */
  hasActions: boolean
}

/** The headings of a member table, in order; a column left out has none. */
export function useMemberColumns({ withTeam, hasContact, hasActions }: MemberColumnsOptions) {
  const intl = useIntl()
  return {
    name: intl.formatMessage({ id: 'competition.members.column.player', defaultMessage: 'Player' }),
    ...(withTeam ? { team: intl.formatMessage({ id: 'competition.seasonMembers.team', defaultMessage: 'Team' }) } : {}),
    role: intl.formatMessage({ id: 'competition.members.column.role', defaultMessage: 'Role' }),
    ...(hasContact
      ? { contact: intl.formatMessage({ id: 'competition.members.column.contact', defaultMessage: 'Contact' }) }
      : {}),
    since: intl.formatMessage({ id: 'competition.members.column.since', defaultMessage: 'In the team' }),
    ...(hasActions
      ? { actions: intl.formatMessage({ id: 'competition.members.column.actions', defaultMessage: 'Actions' }) }
      : {}),
  } as Record<MemberColumn, string>
}

/** The first cell of a member's row: the name (the card's title on phones). */
export function MemberNameCell({ member }: { member: Pick<TeamMember, 'name' | 'nickname'> }) {
  return (
    <TableCell className="@max-lg:text-start @max-lg:before:hidden">
      <MemberName member={member} />
    </TableCell>
  )
}

export type MemberDetailCellsProps = {
  member: Pick<TeamMember, 'role' | 'is_user' | 'contact' | 'joined_on' | 'left_on'>
  columns: Record<MemberColumn, string>
  hasContact: boolean
}

/** A member's role and guest badges, contact (when the table shows contacts) and days in the team. */
export function MemberDetailCells({ member, columns, hasContact }: MemberDetailCellsProps) {
  return (
    <>
      <TableCell label={columns.role}>
        <MemberBadges member={member} />
      </TableCell>
      {hasContact ? (
        <TableCell label={columns.contact}>
          <MemberContactLinks contact={member.contact} />
        </TableCell>
      ) : null}
      <TableCell label={columns.since} className="text-sm text-muted-foreground">
        <MemberPeriod member={member} />
      </TableCell>
    </>
  )
}
