import { ApiRequestError } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DeciderDialog, type DeciderDialogProps } from './decider-dialog'

const [group] = tournamentDetailFixtures.groupsRunning.groups
if (!group) throw new Error('The fixture needs a group')
const [first, second, third] = group.rows
if (!first || !second || !third) throw new Error('The group needs three players')

const saved = fn((_input: Parameters<DeciderDialogProps['onSubmit']>[0]) => Promise.resolve())
const openChanged = fn()

/** The dialog as the groups screen opens it: closing it closes it. */
function OpenDeciderDialog(args: DeciderDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <DeciderDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        args.onOpenChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Play/Groups/Decider dialog',
  component: DeciderDialog,
  args: {
    group,
    tie: [first.entry_id, second.entry_id],
    open: true,
    onOpenChange: openChanged,
    onSubmit: saved,
  },
  render: (args) => <OpenDeciderDialog {...args} />,
  beforeEach: () => {
    saved.mockReset()
    saved.mockImplementation(() => Promise.resolve())
    openChanged.mockClear()
  },
} satisfies Meta<typeof DeciderDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog', { name: `Decide the tie in group ${group.id}` }))
const order = () =>
  within(dialog().getByRole('list', { name: 'Order, best first' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-entry-id'))

/** Two players level: a bull-off by default, in the table's order. */
export const TwoTied: Story = {
  play: async () => {
    await expect(dialog().getByRole('radio', { name: 'Bull-off' })).toBeChecked()
    await expect(order()).toEqual([first.entry_id, second.entry_id])
    await expect(dialog().getByRole('button', { name: `Move ${first.name} up` })).toBeDisabled()
  },
}

/** By keyboard: the second player is moved up; the focus follows and the move is announced, then it is saved. */
export const ReorderAndSave: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('radio', { name: 'Play-off game' }))
    dialog()
      .getByRole('button', { name: `Move ${second.name} up` })
      .focus()
    await userEvent.keyboard('{Enter}')
    await expect(order()).toEqual([second.entry_id, first.entry_id])
    await expect(dialog().getByRole('status')).toHaveTextContent(`${second.name} is now place 1 of 2.`)
    // At the top, the focus turns to the player's down button.
    await waitFor(() => expect(dialog().getByRole('button', { name: `Move ${second.name} down` })).toHaveFocus())
    await userEvent.click(dialog().getByRole('button', { name: 'Save decider' }))
    await expect(saved).toHaveBeenCalledWith({ method: 'playOff', order: [second.entry_id, first.entry_id] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(openChanged).toHaveBeenCalledWith(false)
  },
}

/** Three tied: the middle one moves down, the focus stays on the moving player's button. */
export const ThreeTied: Story = {
  args: { tie: [first.entry_id, second.entry_id, third.entry_id] },
  play: async () => {
    const down = dialog().getByRole('button', { name: `Move ${second.name} down` })
    down.focus()
    await userEvent.keyboard(' ')
    await expect(order()).toEqual([first.entry_id, third.entry_id, second.entry_id])
    await waitFor(() => expect(dialog().getByRole('button', { name: `Move ${second.name} up` })).toHaveFocus())
    await userEvent.click(dialog().getByRole('radio', { name: 'Drawing lots' }))
    await expect(dialog().getByRole('radio', { name: 'Drawing lots' })).toBeChecked()
  },
}

/** Lots are Oche's to draw: no order to set by hand, the tie goes to the server, which draws it. */
export const DrawLots: Story = {
  args: { tie: [first.entry_id, second.entry_id, third.entry_id] },
  play: async () => {
    await userEvent.click(dialog().getByRole('radio', { name: 'Drawing lots' }))
    await expect(dialog().queryByRole('list', { name: 'Order, best first' })).toBeNull()
    await expect(dialog().getByText(/draws the order of these players at random/)).toBeVisible()
    await userEvent.click(dialog().getByRole('button', { name: 'Draw lots' }))
    await expect(saved).toHaveBeenCalledWith({
      method: 'lot',
      order: [first.entry_id, second.entry_id, third.entry_id],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** The server refuses: its message is shown and the dialog stays open with the order kept. */
export const SaveFails: Story = {
  beforeEach: () => {
    saved.mockImplementation(() =>
      Promise.reject(new ApiRequestError(409, 'The group has changed: a result was corrected.')),
    )
  },
  play: async () => {
    dialog()
      .getByRole('button', { name: `Move ${second.name} up` })
      .focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(dialog().getByRole('button', { name: 'Save decider' }))
    await expect(await dialog().findByRole('alert')).toHaveTextContent('The group has changed: a result was corrected.')
    await expect(order()).toEqual([second.entry_id, first.entry_id])
    await expect(openChanged).not.toHaveBeenCalled()
  },
}

/** Cancel closes it without saving. */
export const Cancel: Story = {
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(saved).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Save decider' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(dialog().getByRole('list', { name: 'Order, best first' })).toBeVisible()
  },
}
