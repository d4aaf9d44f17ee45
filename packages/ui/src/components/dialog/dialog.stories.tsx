import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../dropdown-menu'
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

function BoardNameDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Board 3</DialogTitle>
          <DialogDescription>Change the name shown on the tablet at the oche.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Closing a dialog its screen opened (no DialogTrigger) puts focus back on the button that did (issue 27). */
export const ReturnsFocusWithoutTrigger: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Rename board
        </Button>
        <BoardNameDialog open={open} onOpenChange={setOpen} />
      </>
    )
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Rename board' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Board 3' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

/** A dialog opened from a menu item gives focus back to the menu's button: the item is gone by then (issue 27). */
export const ReturnsFocusToTheMenu: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">Actions for board 3</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => setOpen(true)}>Rename</DropdownMenuItem>
            <DropdownMenuItem>Delete</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <BoardNameDialog open={open} onOpenChange={setOpen} />
      </>
    )
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for board 3' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Board 3' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/**
 * A dialog that takes another's place (a saved form showing its result) gives focus back to what opened the first:
 * the control inside the first one is gone (issue 27).
 */
export const ReturnsFocusAfterAReplacedDialog: Story = {
  render: function Render() {
    const [open, setOpen] = useState<'form' | 'code' | null>(null)
    const close = (next: boolean) => (next ? undefined : setOpen(null))
    return (
      <>
        <Button onClick={() => setOpen('form')}>Add a board</Button>
        <Dialog open={open === 'form'} onOpenChange={close}>
          <DialogContent closeLabel="Close">
            <DialogHeader>
              <DialogTitle>Add a board</DialogTitle>
              <DialogDescription>Its tablet logs in with the code shown next.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={() => setOpen('code')}>Save</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Dialog open={open === 'code'} onOpenChange={close}>
          <DialogContent closeLabel="Close">
            <DialogHeader>
              <DialogTitle>Login code of board 4</DialogTitle>
              <DialogDescription>Type this code on the board’s tablet.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      </>
    )
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add a board' })
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Add a board' })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const code = await screen.findByRole('dialog', { name: 'Login code of board 4' })
    await waitFor(() => expect(code).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

/**
 * When what opened the dialog is gone by the time it closes (a saved game's "Enter result" turns into "Correct
 * result"), focus goes to the first control of the nearest container still there, not to the top of the page.
 */
export const ReturnsFocusNearAControlThatIsGone: Story = {
  render: function Render() {
    const [isSaved, setSaved] = useState(false)
    const [open, setOpen] = useState(false)
    return (
      <section aria-label="Danny Hughes v Sanne de Vries" className="flex gap-2">
        {isSaved ? (
          <Button key="correct" variant="outline">
            Correct result
          </Button>
        ) : (
          <Button key="enter" onClick={() => setOpen(true)}>
            Enter result
          </Button>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent closeLabel="Close">
            <DialogHeader>
              <DialogTitle>Enter the result</DialogTitle>
              <DialogDescription>Danny Hughes v Sanne de Vries</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button
                onClick={() => {
                  setSaved(true)
                  setOpen(false)
                }}
              >
                Save result
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </section>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Correct result' })).toHaveFocus())
  },
}
