import { ApiRequestError } from '@oche/api'
import { Toaster } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmActionDialog } from './confirm-action-dialog'

type Club = { name: string }

const meta = {
  title: 'screens/Manage/Confirm action dialog',
  component: ConfirmActionDialog<Club>,
  /** The screens' shell shows the toasts; here a toaster of its own does. */
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster containerAriaLabel="Notifications" closeButtonLabel="Close" />
      </>
    ),
  ],
  args: {
    variant: 'danger',
    title: 'Delete De Pijl?',
    description: 'The club goes from your list.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    action: fn(async () => ({ name: 'De Pijl' })),
    successMessage: (club: Club) => `${club.name} is deleted`,
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmActionDialog<Club>>

export default meta
type Story = StoryObj<typeof meta>

const confirmDialog = async () => within(await screen.findByRole('alertdialog', { name: 'Delete De Pijl?' }))

/** The question, what follows from it, and cancel focused first so a stray Enter never confirms. */
export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = await confirmDialog()
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('The club goes from your list.')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(args.action).not.toHaveBeenCalled()
  },
}

/** Confirmed: the action runs, a toast says it is done and the dialog closes. */
export const Done: Story = {
  play: async ({ args }) => {
    const dialog = await confirmDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('De Pijl is deleted')).toBeInTheDocument()
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await expect(args.action).toHaveBeenCalledTimes(1)
  },
}

/** While the action runs the dialog is busy and cannot be closed. */
export const Running: Story = {
  args: { action: fn(() => new Promise<Club>(() => {})) },
  play: async ({ args }) => {
    const dialog = await confirmDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true'))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** It failed: a toast says why and the dialog stays, to try again or cancel. */
export const Failed: Story = {
  args: {
    action: fn(async (): Promise<Club> => {
      throw new ApiRequestError(500, 'Something went wrong on our side.')
    }),
  },
  play: async ({ args }) => {
    const dialog = await confirmDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** A failure the screen shows itself (a 409 here): no toast, and the dialog closes. */
export const FailureShownByScreen: Story = {
  args: {
    action: fn(async (): Promise<Club> => {
      throw new ApiRequestError(409, 'An event takes place at De Pijl.')
    }),
    onFailure: fn((error: unknown) => error instanceof ApiRequestError && error.status === 409),
  },
  play: async ({ args }) => {
    const dialog = await confirmDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await expect(args.onFailure).toHaveBeenCalledTimes(1)
    await expect(screen.queryByText('An event takes place at De Pijl.')).not.toBeInTheDocument()
  },
}
