import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../dropdown-menu'
import { ConfirmDialog } from './confirm-dialog'

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Withdraw Luke Humphries?',
    description: 'His remaining matches in the Spring Open 2025 are awarded to his opponents as walkovers.',
    confirmLabel: 'Withdraw player',
    cancelLabel: 'Keep player',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    children: <Button variant="danger">Withdraw</Button>,
  },
  argTypes: { variant: { control: 'select', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    await expect(dialog).toHaveAccessibleDescription(
      'His remaining matches in the Spring Open 2025 are awarded to his opponents as walkovers.',
    )
    await expect(dialog).toHaveAttribute('data-variant', 'danger')
    // Focus starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep player' })).toHaveFocus())
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw player' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

export const CancelByKeyboard: Story = {
  args: { variant: 'default', title: 'Start the knockout stage?', description: undefined, confirmLabel: 'Start' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' })
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the knockout stage?' })
    await expect(dialog).toHaveAttribute('data-variant', 'default')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep player' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(trigger).toHaveFocus()
  },
}

export const Escape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const AsyncPending: Story = {
  args: { defaultOpen: true, children: undefined, onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    const confirm = screen.getByRole('button', { name: 'Withdraw player' })
    await userEvent.click(confirm)
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'))
    await expect(dialog).toHaveAttribute('data-pending')
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(screen.getByRole('button', { name: 'Keep player' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm, { pointerEventsCheck: 0 })
    await userEvent.click(screen.getByRole('button', { name: 'Keep player' }), { pointerEventsCheck: 0 })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeInTheDocument()
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const AsyncResolves: Story = {
  args: { defaultOpen: true, children: undefined, onConfirm: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw player' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const AsyncRejects: Story = {
  args: { defaultOpen: true, children: undefined, onConfirm: fn(() => Promise.reject(new Error('Board offline'))) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    const confirm = screen.getByRole('button', { name: 'Withdraw player' })
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await expect(dialog).toBeInTheDocument()
    await expect(dialog).not.toHaveAttribute('aria-busy')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const Controlled: Story = {
  args: { children: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Delete tournament
        </Button>
        <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
        <ConfirmDialog
          {...args}
          title="Delete Spring Open 2025?"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next)
            setOpen(next)
          }}
        />
      </>
    )
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete tournament' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring Open 2025?' })
    await expect(canvas.getByText('Dialog open')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(canvas.getByText('Dialog closed')).toBeInTheDocument()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

/** Opened from a menu item, without a trigger: closing gives focus back to the menu's button (issue 27). */
export const ReturnsFocusToTheMenu: Story = {
  args: { children: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">Actions for Luke Humphries</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => setOpen(true)}>Withdraw</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    )
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Luke Humphries' })
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Luke Humphries?' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep player' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
