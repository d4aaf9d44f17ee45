import type { Entry, TournamentDetail } from '@oche/api'
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@oche/ui'
import { Trash2 } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { orderEntries } from './entry-order'
import { SeedInput } from './seed-input'
import type { EntryMutations } from './use-entry-mutations'

export type EntriesTableProps = {
  detail: TournamentDetail
  mutations: EntryMutations
}

/**
 * The entries: seed, name, check-in, group and withdrawal. Before the draw seeds are typed in place, check-in is
 * ticked and entries are removed; after it a player can only withdraw.
 */
export function EntriesTable({ detail, mutations }: EntriesTableProps) {
  const intl = useIntl()
  const { tournament } = detail
  const isDraft = tournament.status === 'draft'
  const isOver = tournament.status === 'finished'
  const entries = orderEntries(detail.entries)
  const columns = {
    seed: intl.formatMessage({ id: 'manage.players.seed', defaultMessage: 'Seed' }),
    name: intl.formatMessage({ id: 'manage.players.name', defaultMessage: 'Player' }),
    checkedIn: intl.formatMessage({ id: 'manage.players.checkedIn', defaultMessage: 'Checked in' }),
    group: intl.formatMessage({ id: 'manage.players.group', defaultMessage: 'Group' }),
    actions: intl.formatMessage({ id: 'manage.players.actions', defaultMessage: 'Actions' }),
  }
  const label = intl.formatMessage({ id: 'manage.players.tableLabel', defaultMessage: 'Entries' })
  const hasGroups = entries.some((entry) => entry.group !== null)
  const update = (entry: Entry, input: Parameters<typeof mutations.update.mutate>[0]['input']) =>
    mutations.update.mutate({ entryId: entry.id, input })

  return (
    <Table aria-label={label} scrollAreaLabel={label} stackOnMobile>
      <TableHeader>
        <TableRow>
          <TableHead className="w-20">{columns.seed}</TableHead>
          <TableHead>{columns.name}</TableHead>
          <TableHead>{columns.checkedIn}</TableHead>
          {hasGroups ? <TableHead>{columns.group}</TableHead> : null}
          {isOver ? null : <TableHead className="text-end">{columns.actions}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow
            key={entry.id}
            data-entry={entry.id}
            data-checked-in={entry.checked_in}
            data-withdrawn={entry.withdrawn}
          >
            <TableCell label={columns.seed} className="tabular-nums">
              {isDraft ? <SeedInput entry={entry} onSeedChange={(seed) => update(entry, { seed })} /> : entry.seed}
            </TableCell>
            <TableCell label={columns.name} className="@max-lg:text-start @max-lg:before:hidden">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{entry.name}</span>
                {entry.members.length === 1 && entry.members[0]?.nickname ? (
                  <span className="text-sm text-muted-foreground">{entry.members[0].nickname}</span>
                ) : null}
                {entry.withdrawn ? (
                  <Badge variant="warning">
                    <FormattedMessage id="manage.players.withdrawn" defaultMessage="Withdrawn" />
                  </Badge>
                ) : null}
              </div>
            </TableCell>
            <TableCell label={columns.checkedIn}>
              <Checkbox
                checked={entry.checked_in}
                disabled={!isDraft}
                onCheckedChange={(checked) => update(entry, { checked_in: checked === true })}
                aria-label={intl.formatMessage(
                  { id: 'manage.players.checkInOf', defaultMessage: '{name} checked in' },
                  { name: entry.name },
                )}
              />
            </TableCell>
            {hasGroups ? <TableCell label={columns.group}>{entry.group}</TableCell> : null}
            {isOver ? null : (
              <TableCell label={columns.actions} className="text-end">
                {isDraft ? (
                  <RemoveEntry entry={entry} onRemove={() => mutations.remove.mutateAsync(entry.id)} />
                ) : entry.withdrawn ? null : (
                  <WithdrawEntry
                    entry={entry}
                    onWithdraw={() => mutations.update.mutateAsync({ entryId: entry.id, input: { withdrawn: true } })}
                  />
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function RemoveEntry({ entry, onRemove }: { entry: Entry; onRemove: () => Promise<unknown> }) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      variant="danger"
      title={intl.formatMessage(
        { id: 'manage.players.removeTitle', defaultMessage: 'Remove {name}?' },
        { name: entry.name },
      )}
      description={intl.formatMessage({
        id: 'manage.players.removeBody',
        defaultMessage: 'The entry is removed from this tournament; the player stays on your participant list.',
      })}
      confirmLabel={intl.formatMessage({ id: 'manage.players.removeConfirm', defaultMessage: 'Remove' })}
      cancelLabel={intl.formatMessage({ id: 'manage.players.keep', defaultMessage: 'Keep' })}
      onConfirm={onRemove}
    >
      <IconButton
        variant="ghost"
        label={intl.formatMessage(
          { id: 'manage.players.removeOf', defaultMessage: 'Remove {name}' },
          { name: entry.name },
        )}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </ConfirmDialog>
  )
}

function WithdrawEntry({ entry, onWithdraw }: { entry: Entry; onWithdraw: () => Promise<unknown> }) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      variant="danger"
      title={intl.formatMessage(
        { id: 'manage.players.withdrawTitle', defaultMessage: 'Withdraw {name}?' },
        { name: entry.name },
      )}
      description={intl.formatMessage({
        id: 'manage.players.withdrawBody',
        defaultMessage: 'Their games not played yet are given to their opponents as walkovers. This cannot be undone.',
      })}
      confirmLabel={intl.formatMessage({ id: 'manage.players.withdrawConfirm', defaultMessage: 'Withdraw' })}
      cancelLabel={intl.formatMessage({ id: 'manage.players.keep', defaultMessage: 'Keep' })}
      onConfirm={onWithdraw}
    >
      {/* Every row has one: the name says whose, as "Remove {name}" does before the draw. */}
      <Button
        variant="outline"
        size="sm"
        aria-label={intl.formatMessage(
          { id: 'manage.players.withdrawOf', defaultMessage: 'Withdraw {name}' },
          { name: entry.name },
        )}
      >
        <FormattedMessage id="manage.players.withdraw" defaultMessage="Withdraw" />
      </Button>
    </ConfirmDialog>
  )
}
