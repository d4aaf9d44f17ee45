import { ConfirmDialog } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { RowDeleteButton, RowEditLink } from './row-actions'

type RowActionsStoryProps = {
  /** Deletes the item, once the admin has confirmed. */
  onDelete: () => void
}

/**
 * Stories only: a row's edit link and delete button, with the question the admin lists ask before deleting (the
 * button only asks; the list owns the dialog).
 */
function RowActionsStory({ onDelete }: RowActionsStoryProps) {
  const [isAsking, setIsAsking] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RowEditLink href="/board/chair/edit" label="Edit Chair">
        Edit
      </RowEditLink>
      <RowDeleteButton label="Delete Chair" onClick={() => setIsAsking(true)}>
        Delete
      </RowDeleteButton>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        variant="danger"
        title="Delete Chair?"
        description="The chair leaves the board on the site."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onDelete}
      />
    </div>
  )
}

const meta = {
  title: 'screens/Competition/Parts/Ordered list/Row actions',
  component: RowActionsStory,
  args: { onDelete: fn() },
} satisfies Meta<typeof RowActionsStory>

export default meta
type Story = StoryObj<typeof meta>

/** "Edit" and "Delete" on screen; screen readers hear which item each is for, and edit opens the item's form. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const edit = canvas.getByRole('link', { name: 'Edit Chair' })
    await expect(edit).toHaveAttribute('href', '/board/chair/edit')
    await expect(edit).toHaveTextContent('Edit')
    await expect(canvas.getByRole('button', { name: 'Delete Chair' })).toHaveTextContent('Delete')
  },
}

/**
 * Delete asks first. By keyboard: Enter on "Delete" opens the question with the focus on "Cancel", so a second Enter
 * cannot delete; Escape keeps the item and gives the focus back to "Delete".
 */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete Chair' })
    remove.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Chair?' })
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(remove).toHaveFocus())
    await expect(args.onDelete).not.toHaveBeenCalled()
  },
}

/** Confirmed: the item is deleted. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Chair' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Chair?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

/** On a phone both are 40 px high touch targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    for (const control of [
      canvas.getByRole('link', { name: 'Edit Chair' }),
      canvas.getByRole('button', { name: 'Delete Chair' }),
    ])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
  },
}
