import type { Board } from '@oche/api'
import { Switch, TableCell, TableRow } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListTable } from '../list-table/list-table'
import { RowActionsCell } from '../row-actions/row-actions-menu'

/** What the organiser does to one board; the screen opens the matching dialog. */
export type BoardAction = 'rename' | 'newCode' | 'delete'

export type BoardTableProps = {
  boards: readonly Board[]
  /** Ids of the boards whose switch is being saved. */
  pending: ReadonlySet<string>
  onToggle: (board: Board, enabled: boolean) => void
  onAction: (action: BoardAction, board: Board) => void
}

/** The event's boards by number: name, tablets logged in, an on/off switch and a menu of actions. */
export function BoardTable({ boards, pending, onToggle, onAction }: BoardTableProps) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'manage.boards.tableLabel', defaultMessage: 'Boards' })
  const columns = {
    number: intl.formatMessage({ id: 'manage.boards.number', defaultMessage: 'Number' }),
    name: intl.formatMessage({ id: 'manage.boards.name', defaultMessage: 'Name' }),
    tablets: intl.formatMessage({ id: 'manage.boards.tablets', defaultMessage: 'Tablets' }),
    enabled: intl.formatMessage({ id: 'manage.boards.enabled', defaultMessage: 'In use' }),
    actions: intl.formatMessage({ id: 'manage.players.actions', defaultMessage: 'Actions' }),
  }
  return (
    <ListTable label={label} columns={columns} alignEnd={['tablets', 'actions']}>
      {boards.map((board) => {
        const boardLabel = intl.formatMessage(
          { id: 'manage.boards.label', defaultMessage: 'Board {number}' },
          { number: board.number },
        )
        return (
          <TableRow key={board.id} data-board={board.id}>
            <TableCell className="text-2xl font-bold tabular-nums @max-lg:text-start @max-lg:before:hidden">
              {board.number}
            </TableCell>
            <TableCell label={columns.name}>
              {board.name || (
                <span className="text-muted-foreground">
                  <FormattedMessage id="manage.boards.noName" defaultMessage="No name" />
                </span>
              )}
            </TableCell>
            <TableCell label={columns.tablets} className="text-end tabular-nums">
              {board.devices_count}
            </TableCell>
            <TableCell label={columns.enabled}>
              {/* Busy while saving, but never `disabled`: that would drop the keyboard focus to the page (#27). */}
              <Switch
                checked={board.enabled}
                aria-disabled={pending.has(board.id) || undefined}
                className="aria-disabled:cursor-progress aria-disabled:opacity-50"
                onCheckedChange={(checked) => (pending.has(board.id) ? undefined : onToggle(board, checked))}
                aria-label={intl.formatMessage(
                  { id: 'manage.boards.enabledOf', defaultMessage: '{board} in use' },
                  { board: boardLabel },
                )}
              />
            </TableCell>
            <RowActionsCell
              columnLabel={columns.actions}
              label={intl.formatMessage(
                { id: 'manage.boards.actionsOf', defaultMessage: 'Actions for {board}' },
                { board: boardLabel },
              )}
              actions={[
                { action: 'rename', label: <FormattedMessage id="manage.boards.rename" defaultMessage="Rename" /> },
                {
                  action: 'newCode',
                  label: <FormattedMessage id="manage.boards.newCode" defaultMessage="New code" />,
                },
                {
                  action: 'delete',
                  label: <FormattedMessage id="manage.boards.delete" defaultMessage="Delete" />,
                  variant: 'danger',
                  separated: true,
                },
              ]}
              onAction={(action) => onAction(action, board)}
            />
          </TableRow>
        )
      })}
    </ListTable>
  )
}
