import type { Season, Team, TeamMember } from '@oche/api'
import { TableCell, TableRow } from '@oche/ui'
import { useIntl } from 'react-intl'
import { ListTable } from '../../../manage/parts/list-table/list-table'
import { MemberActions } from '../parts/member-actions'
import { MemberDetailCells, MemberNameCell, useMemberColumns } from '../parts/member-cells'
import type { TeamRef } from '../parts/member-links'

export type TeamMemberTableProps = {
  members: readonly TeamMember[]
  team: TeamRef & { name: string }
  /** The caller changes the team's players (its captain or an admin, in a season not archived). */
  canEdit: boolean
  /** The caller moves players to other teams (an admin, in a season not archived). */
  canTransfer: boolean
  teams: readonly Pick<Team, 'slug' | 'name'>[]
  season: Pick<Season, 'starts_on' | 'ends_on'>
}

/**
 * A team's current players: name, role and guest badges, contact where the caller may see it, since when, and the
 * actions on each. The contact column shows only when the API sent a contact (admins, the team's captain).
 */
export function TeamMemberTable({ members, team, canEdit, canTransfer, teams, season }: TeamMemberTableProps) {
  const intl = useIntl()
  const hasContact = members.some((member) => member.contact !== null)
  const hasActions = canEdit || canTransfer
  const columns = useMemberColumns({ withTeam: false, hasContact, hasActions })
  return (
    <ListTable
      label={intl.formatMessage(
        { id: 'competition.teamMembers.tableLabel', defaultMessage: 'Players of {team}' },
        { team: team.name },
      )}
      columns={columns}
      alignEnd={['actions']}
    >
      {members.map((member) => (
        <TableRow key={member.id} data-member={member.id} data-role={member.role}>
          <MemberNameCell member={member} />
          <MemberDetailCells member={member} columns={columns} hasContact={hasContact} />
          {hasActions ? (
            <TableCell label={columns.actions} className="text-end">
              <MemberActions
                member={member}
                team={team}
                canEdit={canEdit}
                canTransfer={canTransfer}
                teams={teams}
                season={season}
              />
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </ListTable>
  )
}
