import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit board</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Board 3</DialogTitle>
          <DialogDescription>Change the name shown on the tablet at the oche.</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm">
          Board name
          <input className="h-10 rounded-md border border-input bg-background px-3" defaultValue="Board 3" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit board' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Board 3' })
    await expect(dialog).toHaveAccessibleDescription('Change the name shown on the tablet at the oche.')
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit board' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Board 3' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Board name' })).toHaveFocus())
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard(' ')
    await screen.findByRole('dialog', { name: 'Board 3' })
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Board 3' })
    await expect(dialog).toHaveAttribute('data-state', 'open')
    await expect(dialog).toHaveAttribute('data-size', 'md')
  },
}

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent closeLabel="Close" size="lg">
        <DialogHeader>
          <DialogTitle>Withdraw Michael van Gerwen from the Grand Slam of Darts Qualifier Group Stage</DialogTitle>
          <DialogDescription>
            Every match he has not yet played will be awarded to his opponent as a walkover. Matches already finished
            stay in the standings, and his averages remain in the tournament statistics. Board assignments for the
            remaining rounds are recalculated, and the affected players are notified on their tablets.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep player</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw Michael van Gerwen from the Grand Slam of Darts Qualifier Group Stage',
    })
    await expect(dialog).toHaveAttribute('data-size', 'lg')
    await userEvent.click(screen.getByRole('button', { name: 'Keep player' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}
