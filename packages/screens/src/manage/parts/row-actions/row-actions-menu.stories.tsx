import { Table, TableBody, TableCell, TableRow } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { RowActionsCell, RowActionsMenu, type RowAction } from './row-actions-menu'

type ClubAction = 'edit' | 'merge' | 'delete'

const actions: readonly RowAction<ClubAction>[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'merge', label: 'Merge with a duplicate…' },
  { action: 'delete', label: 'Delete', variant: 'danger', separated: true },
]

const meta = {
  title: 'screens/Manage/Row actions menu',
  component: RowActionsMenu<ClubAction>,
  args: { label: 'Actions for De Pijl', actions, onAction: fn() },
} satisfies Meta<typeof RowActionsMenu<ClubAction>>

export default meta
type Story = StoryObj<typeof meta>

/** The “…” button names its row; the menu lists the actions, the dangerous one apart at the end. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actions for De Pijl' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    const menu = within(await screen.findByRole('menu'))
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Merge with a duplicate…',
      'Delete',
    ])
    await expect(menu.getAllByRole('separator')).toHaveLength(1)
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger')
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Choosing an item reports its action and closes the menu. */
export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for De Pijl' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Merge with a duplicate…' }))
    await expect(args.onAction).toHaveBeenCalledTimes(1)
    await expect(args.onAction).toHaveBeenCalledWith('merge')
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  },
}

/** The keyboard works: Enter opens the menu, arrows move, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Actions for De Pijl' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onAction).toHaveBeenCalledTimes(1)
    await expect(args.onAction).toHaveBeenCalledWith('delete')
  },
}

/** A disabled item is shown (its label says why) but cannot be chosen. */
export const DisabledItem: Story = {
  args: {
    actions: [
      { action: 'edit', label: 'Edit' },
      {
        action: 'delete',
        label: 'Delete (not possible: has played)',
        variant: 'danger',
        disabled: true,
        separated: true,
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for De Pijl' }))
    const item = await screen.findByRole('menuitem', { name: 'Delete (not possible: has played)' })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(item, { pointerEventsCheck: 0 })
    await expect(item).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

/** In a table row: the cell is labelled with the actions column's heading and holds the menu. */
export const InTableRow: Story = {
  render: (args) => (
    <Table aria-label="Clubs">
      <TableBody>
        <TableRow>
          <TableCell>De Pijl</TableCell>
          <RowActionsCell columnLabel="Actions" {...args} />
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ args, canvas }) => {
    const row = within(canvas.getByRole('row'))
    await expect(row.getAllByRole('cell')).toHaveLength(2)
    await userEvent.click(row.getByRole('button', { name: 'Actions for De Pijl' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    await expect(args.onAction).toHaveBeenCalledTimes(1)
    await expect(args.onAction).toHaveBeenCalledWith('edit')
  },
}
