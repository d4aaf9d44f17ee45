import type { Participant } from '@oche/api'
import { Badge, TableCell, TableRow } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListTable } from '../parts/list-table/list-table'
import { RowActionsCell } from '../parts/row-actions/row-actions-menu'

/** What the organiser does to one participant; the screen opens the matching dialog. */
export type ParticipantAction = 'edit' | 'merge' | 'link' | 'unlink' | 'withdraw' | 'delete'

export type ParticipantTableProps = {
  participants: readonly Participant[]
  onAction: (action: ParticipantAction, participant: Participant) => void
}

/** The participant list: name and nickname, account or guest, tournaments played, and a menu of actions. */
export function ParticipantTable({ participants, onAction }: ParticipantTableProps) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'manage.participants.tableLabel', defaultMessage: 'Participants' })
  const columns = {
    name: intl.formatMessage({ id: 'manage.participants.name', defaultMessage: 'Name' }),
    account: intl.formatMessage({ id: 'manage.participants.account', defaultMessage: 'Account' }),
    tournaments: intl.formatMessage({ id: 'manage.participants.tournaments', defaultMessage: 'Tournaments' }),
    actions: intl.formatMessage({ id: 'manage.players.actions', defaultMessage: 'Actions' }),
  }
  return (
    <ListTable label={label} columns={columns} alignEnd={['tournaments', 'actions']}>
      {participants.map((participant) => (
        <TableRow key={participant.id} data-participant={participant.id}>
          <TableCell className="@max-lg:text-start @max-lg:before:hidden">
            <div className="flex flex-col">
              <span className="font-medium">{participant.name}</span>
              {participant.nickname ? (
                <span className="text-sm text-muted-foreground">{participant.nickname}</span>
              ) : null}
            </div>
          </TableCell>
          <TableCell label={columns.account}>
            {participant.user ? (
              <Badge variant="info">{participant.user.name}</Badge>
            ) : participant.invitation ? (
              <div className="flex flex-col items-start gap-1" data-invited="true">
                <Badge variant="warning">
                  <FormattedMessage id="manage.participants.invited" defaultMessage="Invited" />
                </Badge>
                <span className="text-sm break-all text-muted-foreground">{participant.invitation.email}</span>
              </div>
            ) : (
              <Badge variant="outline">
                <FormattedMessage id="manage.participants.guest" defaultMessage="Guest" />
              </Badge>
            )}
          </TableCell>
          <TableCell label={columns.tournaments} className="text-end tabular-nums">
            {participant.tournaments_count}
          </TableCell>
          <RowActionsCell
            columnLabel={columns.actions}
            label={intl.formatMessage(
              { id: 'manage.participants.actionsOf', defaultMessage: 'Actions for {name}' },
              { name: participant.name },
            )}
            actions={[
              {
                action: 'edit',
                label: <FormattedMessage id="manage.participants.edit" defaultMessage="Edit name" />,
              },
              {
                action: 'merge',
                label: <FormattedMessage id="manage.participants.merge" defaultMessage="Merge with a duplicate…" />,
              },
              participant.user
                ? {
                    action: 'unlink',
                    label: <FormattedMessage id="manage.participants.unlink" defaultMessage="Unlink the account" />,
                  }
                : {
                    action: 'link',
                    label: participant.invitation ? (
                      <FormattedMessage id="manage.participants.inviteAgain" defaultMessage="Invite another address…" />
                    ) : (
                      <FormattedMessage id="manage.participants.linkAction" defaultMessage="Link to an account…" />
                    ),
                  },
              ...(participant.invitation && !participant.user
                ? [
                    {
                      action: 'withdraw' as const,
                      label: (
                        <FormattedMessage id="manage.participants.withdraw" defaultMessage="Withdraw the invitation" />
                      ),
                    },
                  ]
                : []),
              {
                action: 'delete',
                label:
                  participant.tournaments_count > 0 ? (
                    <FormattedMessage
                      id="manage.participants.deleteUsed"
                      defaultMessage="Delete (not possible: has played; merge instead)"
                    />
                  ) : (
                    <FormattedMessage id="manage.participants.delete" defaultMessage="Delete" />
                  ),
                variant: 'danger',
                disabled: participant.tournaments_count > 0,
                separated: true,
              },
            ]}
            onAction={(action) => onAction(action, participant)}
          />
        </TableRow>
      ))}
    </ListTable>
  )
}
