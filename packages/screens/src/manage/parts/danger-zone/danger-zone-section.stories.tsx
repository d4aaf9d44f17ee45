import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DangerZoneSection } from './danger-zone-section'

const meta = {
  title: 'screens/Manage/Danger zone/Danger zone section',
  component: DangerZoneSection,
  args: {
    title: 'Remove board 7',
    description: 'Its tablet is logged out and its login code stops working. This cannot be undone.',
    openLabel: 'Remove this board',
    confirm: {
      title: 'Remove board 7?',
      description: 'The game on it goes back to the queue.',
      confirmLabel: 'Remove for good',
      cancelLabel: 'Keep it',
    },
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof DangerZoneSection>

export default meta
type Story = StoryObj<typeof meta>

/** Outlined in the danger colour; nothing happens until the confirmation is answered with the action. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Remove board 7' })
    await expect(region).toHaveAttribute('data-tone', 'danger')
    await expect(within(region).getByText(/This cannot be undone\./)).toBeVisible()

    await userEvent.click(within(region).getByRole('button', { name: 'Remove this board' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove board 7?' })
    await expect(within(dialog).getByText('The game on it goes back to the queue.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onConfirm).not.toHaveBeenCalled()

    await userEvent.click(within(region).getByRole('button', { name: 'Remove this board' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove for good' }),
    )
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

/** The action fails: the confirmation stays open, so the page can say what went wrong. */
export const Failing: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove this board' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove board 7?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove for good' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(await screen.findByRole('alertdialog', { name: 'Remove board 7?' })).toBeVisible()
  },
}

/** The keyboard opens it, and focus starts on the answer that keeps things as they are. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Remove this board' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove board 7?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Remove board 7' })).toHaveClass('border-danger')
  },
}
