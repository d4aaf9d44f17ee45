import type { Participant } from '@oche/api'
import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@oche/ui'
import { Ellipsis } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

/** What the organiser does to one participant; the screen opens the matching dialog. */
export type ParticipantAction = 'edit' | 'merge' | 'link' | 'unlink' | 'delete'

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
    <Table aria-label={label} scrollAreaLabel={label} stackOnMobile>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.name}</TableHead>
          <TableHead>{columns.account}</TableHead>
          <TableHead className="text-end">{columns.tournaments}</TableHead>
          <TableHead className="text-end">{columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
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
              ) : (
                <Badge variant="outline">
                  <FormattedMessage id="manage.participants.guest" defaultMessage="Guest" />
                </Badge>
              )}
            </TableCell>
            <TableCell label={columns.tournaments} className="text-end tabular-nums">
              {participant.tournaments_count}
            </TableCell>
            <TableCell label={columns.actions} className="text-end">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <IconButton
                    variant="ghost"
                    label={intl.formatMessage(
                      { id: 'manage.participants.actionsOf', defaultMessage: 'Actions for {name}' },
                      { name: participant.name },
                    )}
                  >
                    <Ellipsis aria-hidden />
                  </IconButton>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => onAction('edit', participant)}>
                    <FormattedMessage id="manage.participants.edit" defaultMessage="Edit name" />
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => onAction('merge', participant)}>
                    <FormattedMessage id="manage.participants.merge" defaultMessage="Merge with a duplicate…" />
                  </DropdownMenuItem>
                  {participant.user ? (
                    <DropdownMenuItem onSelect={() => onAction('unlink', participant)}>
                      <FormattedMessage id="manage.participants.unlink" defaultMessage="Unlink the account" />
                    </DropdownMenuItem>
                  ) : (
                    <DropdownMenuItem onSelect={() => onAction('link', participant)}>
                      <FormattedMessage id="manage.participants.linkAction" defaultMessage="Link to an account…" />
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    variant="danger"
                    disabled={participant.tournaments_count > 0}
                    onSelect={() => onAction('delete', participant)}
                  >
                    {participant.tournaments_count > 0 ? (
                      <FormattedMessage
                        id="manage.participants.deleteUsed"
                        defaultMessage="Delete (not possible: has played; merge instead)"
                      />
                    ) : (
                      <FormattedMessage id="manage.participants.delete" defaultMessage="Delete" />
                    )}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
