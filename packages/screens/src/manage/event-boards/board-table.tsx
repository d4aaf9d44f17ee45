import type { Board } from '@oche/api'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@oche/ui'
import { Ellipsis } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

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
    <Table aria-label={label} scrollAreaLabel={label} stackOnMobile>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.number}</TableHead>
          <TableHead>{columns.name}</TableHead>
          <TableHead className="text-end">{columns.tablets}</TableHead>
          <TableHead>{columns.enabled}</TableHead>
          <TableHead className="text-end">{columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
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
                <Switch
                  checked={board.enabled}
                  disabled={pending.has(board.id)}
                  onCheckedChange={(checked) => onToggle(board, checked)}
                  aria-label={intl.formatMessage(
                    { id: 'manage.boards.enabledOf', defaultMessage: '{board} in use' },
                    { board: boardLabel },
                  )}
                />
              </TableCell>
              <TableCell label={columns.actions} className="text-end">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <IconButton
                      variant="ghost"
                      label={intl.formatMessage(
                        { id: 'manage.boards.actionsOf', defaultMessage: 'Actions for {board}' },
                        { board: boardLabel },
                      )}
                    >
                      <Ellipsis aria-hidden />
                    </IconButton>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => onAction('rename', board)}>
                      <FormattedMessage id="manage.boards.rename" defaultMessage="Rename" />
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => onAction('newCode', board)}>
                      <FormattedMessage id="manage.boards.newCode" defaultMessage="New code" />
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem variant="danger" onSelect={() => onAction('delete', board)}>
                      <FormattedMessage id="manage.boards.delete" defaultMessage="Delete" />
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
