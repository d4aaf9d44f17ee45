import type { Season, SeasonMember, Team } from '@oche/api'
import { TableCell, TableRow } from '@oche/ui'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { ListTable } from '../../../manage/parts/list-table/list-table'
import { MemberActions } from '../parts/member-actions'
import { MemberDetailCells, MemberNameCell, useMemberColumns } from '../parts/member-cells'
import { teamMembersHref, type SeasonRef } from '../parts/member-links'

export type SeasonMemberTableProps = {
  members: readonly SeasonMember[]
  seasonRef: SeasonRef
  season: Pick<Season, 'starts_on' | 'ends_on' | 'is_archived'>
  isAdmin: boolean
  /** The season's teams, for a transfer (admins). */
  teams: readonly Pick<Team, 'slug' | 'name'>[]
  /** Show the contact column: the caller sees a contact of some player of the season (not only of those shown). */
  hasContact: boolean
}

/**
 * Whether the caller manages this player's team: an admin, or its captain. The API sends a contact exactly to them
 * (`canSeeMemberContact` is `canEditTeam`), so a contact in the row says the caller captains that team.
 */
const managesTeamOf = (member: SeasonMember, isAdmin: boolean) => isAdmin || member.contact !== null

/** The season's players: name, team, role, contact where the caller may see it, their days in the team, actions. */
export function SeasonMemberTable({ members, seasonRef, season, isAdmin, teams, hasContact }: SeasonMemberTableProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const hasActions = !season.is_archived && (isAdmin || hasContact)
  const columns = useMemberColumns({ withTeam: true, hasContact, hasActions })
  return (
    <ListTable
      label={intl.formatMessage({
        id: 'competition.seasonMembers.tableLabel',
        defaultMessage: 'Players of the season',
      })}
      columns={columns}
      alignEnd={['actions']}
    >
      {members.map((member) => {
        const manages = managesTeamOf(member, isAdmin)
        const team = { ...seasonRef, team: member.team.slug, name: member.team.name }
        return (
          <TableRow key={member.id} data-member={member.id} data-left={member.left_on !== null || undefined}>
            <MemberNameCell member={member} />
            <TableCell label={columns.team}>
              {manages ? (
                <Link
                  href={teamMembersHref(team, locale)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {member.team.name}
                </Link>
              ) : (
                member.team.name
              )}
            </TableCell>
            <MemberDetailCells member={member} columns={columns} hasContact={hasContact} />
            {hasActions ? (
              <TableCell label={columns.actions} className="text-end">
                {manages && member.left_on === null ? (
                  <MemberActions
                    member={member}
                    team={team}
                    canEdit
                    canTransfer={isAdmin}
                    teams={teams}
                    season={season}
                  />
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        )
      })}
    </ListTable>
  )
}
