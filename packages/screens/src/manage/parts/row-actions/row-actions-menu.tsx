import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  TableCell,
} from '@oche/ui'
import { Ellipsis } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'

/** One item of a row's menu. */
export type RowAction<A extends string> = {
  /** What choosing it reports to `onAction`. */
  action: A
  label: ReactNode
  /** `danger` paints it red, for what cannot be undone (delete). */
  variant?: 'default' | 'danger'
  /** Shown but not choosable; say why in the label. */
  disabled?: boolean
  /** A line above it sets it apart from the items before (the dangerous ones at the end). */
  separated?: boolean
}

export type RowActionsMenuProps<A extends string> = {
  /** The accessible name of the menu button, naming the row: “Actions for Café De Pijl”. */
  label: string
  actions: readonly RowAction<A>[]
  onAction: (action: A) => void
}

/** The “…” button at the end of a list row that opens the menu of what the organiser can do to that row. */
export function RowActionsMenu<A extends string>({ label, actions, onAction }: RowActionsMenuProps<A>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton variant="ghost" label={label}>
          <Ellipsis aria-hidden />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ action, label: itemLabel, variant, disabled, separated }) => (
          <Fragment key={action}>
            {separated ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem variant={variant} disabled={disabled} onSelect={() => onAction(action)}>
              {itemLabel}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export type RowActionsCellProps<A extends string> = RowActionsMenuProps<A> & {
  /** The actions column's heading, shown beside the button when the table stacks on phones. */
  columnLabel: string
}

/** The last cell of a list row: the row's actions menu, lined up at the end. */
export function RowActionsCell<A extends string>({ columnLabel, ...menu }: RowActionsCellProps<A>) {
  return (
    <TableCell label={columnLabel} className="text-end">
      <RowActionsMenu {...menu} />
    </TableCell>
  )
}
