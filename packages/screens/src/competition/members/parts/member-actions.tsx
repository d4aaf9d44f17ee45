import type { Season, Team, TeamMember } from '@oche/api'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../../manage/parts/confirm-action/confirm-action-dialog'
import { RowActionsMenu, type RowAction } from '../../../manage/parts/row-actions/row-actions-menu'
import { memberEditHref, type TeamRef } from './member-links'
import { TransferDialog } from './transfer-dialog'
import { useMemberMutations } from './use-member-mutations'

/** What may be done to a current member of a team. */
export type MemberAction = 'edit' | 'captain' | 'transfer' | 'remove'

export type MemberActionsProps = {
  member: Pick<TeamMember, 'id' | 'name' | 'role'>
  team: TeamRef & { name: string }
  /** The caller changes this team's players: its captain, or an admin. */
  canEdit: boolean
  /** The caller moves players between teams: an admin. */
  canTransfer: boolean
  /** The season's teams, for a transfer. */
  teams: readonly Pick<Team, 'slug' | 'name'>[]
  season: Pick<Season, 'starts_on' | 'ends_on'>
}

/** The menu of one current member of a team, with its dialogs: edit, make captain, transfer, remove. */
export function MemberActions({ member, team, canEdit, canTransfer, teams, season }: MemberActionsProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const mutations = useMemberMutations(team)
  const [open, setOpen] = useState<Exclude<MemberAction, 'edit'> | null>(null)
  const close = () => setOpen(null)
  const actions: RowAction<MemberAction>[] = [
    ...(canEdit
      ? [
          {
            action: 'edit' as const,
            label: <FormattedMessage id="competition.members.actions.edit" defaultMessage="Edit" />,
          },
        ]
      : []),
    ...(canEdit && member.role !== 'captain'
      ? [
          {
            action: 'captain' as const,
            label: <FormattedMessage id="competition.members.actions.captain" defaultMessage="Make captain" />,
          },
        ]
      : []),
    ...(canTransfer
      ? [
          {
            action: 'transfer' as const,
            label: (
              <FormattedMessage id="competition.members.actions.transfer" defaultMessage="Transfer to another team…" />
            ),
          },
        ]
      : []),
    ...(canEdit
      ? [
          {
            action: 'remove' as const,
            label: <FormattedMessage id="competition.members.actions.remove" defaultMessage="Remove from the team…" />,
            variant: 'danger' as const,
            separated: true,
          },
        ]
      : []),
  ]
  if (actions.length === 0) return null

  return (
    <>
      <RowActionsMenu
        label={intl.formatMessage(
          { id: 'competition.members.actions.label', defaultMessage: 'Actions for {name}' },
          { name: member.name },
        )}
        actions={actions}
        onAction={(action) => (action === 'edit' ? navigate(memberEditHref(team, member.id, locale)) : setOpen(action))}
      />
      {open === 'transfer' ? (
        <TransferDialog member={member} from={team} teams={teams} season={season} onClose={close} />
      ) : null}
      {open === 'captain' ? (
        <ConfirmActionDialog
          title={intl.formatMessage(
            { id: 'competition.members.captain.title', defaultMessage: 'Make {name} the captain of {team}?' },
            { name: member.name, team: team.name },
          )}
          description={intl.formatMessage({
            id: 'competition.members.captain.body',
            defaultMessage: 'A team has one captain: the present captain becomes a player of the team.',
          })}
          confirmLabel={intl.formatMessage({
            id: 'competition.members.captain.confirm',
            defaultMessage: 'Make captain',
          })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.setCaptain.mutateAsync(member.id)}
          successMessage={(captain) =>
            intl.formatMessage(
              { id: 'competition.members.captain.done', defaultMessage: '{name} is the captain now' },
              { name: captain.name },
            )
          }
          onClose={close}
        />
      ) : null}
      {open === 'remove' ? (
        <ConfirmActionDialog
          variant="danger"
          title={intl.formatMessage(
            { id: 'competition.members.remove.title', defaultMessage: 'Remove {name} from {team}?' },
            { name: member.name, team: team.name },
          )}
          description={intl.formatMessage({
            id: 'competition.members.remove.body',
            defaultMessage:
              'They leave the team today. Their games stay, and the team’s page keeps them among its former players.',
          })}
          confirmLabel={intl.formatMessage({ id: 'competition.members.remove.confirm', defaultMessage: 'Remove' })}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => mutations.remove.mutateAsync({ member: member.id })}
          successMessage={() =>
            intl.formatMessage(
              { id: 'competition.members.remove.done', defaultMessage: '{name} has left {team}' },
              { name: member.name, team: team.name },
            )
          }
          onClose={close}
        />
      ) : null}
    </>
  )
}
