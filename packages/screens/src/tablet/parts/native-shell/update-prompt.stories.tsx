import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { UpdatePrompt } from './update-prompt'

const meta = {
  title: 'screens/Tablet/Native app/Update prompt',
  component: UpdatePrompt,
  args: { version: '1.5.0', onUpdate: fn(async () => undefined), onLater: fn() },
  parameters: { page: true, shell: 'tablet' },
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

const prompt = async () => within(await screen.findByRole('alertdialog', { name: 'Update Available' }))

/** A newer version was published: the spec's title and message; "Update now" installs it. */
export const Accept: Story = {
  play: async ({ args }) => {
    const dialog = await prompt()
    await expect(dialog.getByText('Version 1.5.0 is available. Would you like to update now?')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Update now' }))
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledOnce())
    await expect(args.onLater).not.toHaveBeenCalled()
  },
}

/** "Later": nothing is installed. */
export const Decline: Story = {
  play: async ({ args }) => {
    const dialog = await prompt()
    await userEvent.click(dialog.getByRole('button', { name: 'Later' }))
    await expect(args.onLater).toHaveBeenCalledOnce()
    await expect(args.onUpdate).not.toHaveBeenCalled()
  },
}

/** The install failed: the prompt stays and a toast says the tablet keeps its version. */
export const Failed: Story = {
  args: { onUpdate: fn(() => Promise.reject(new Error('checksum mismatch'))) },
  play: async () => {
    const dialog = await prompt()
    await userEvent.click(dialog.getByRole('button', { name: 'Update now' }))
    await expect(
      await screen.findByText('The update could not be installed. The tablet keeps running this version.'),
    ).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog', { name: 'Update Available' })).toBeVisible()
  },
}

/** In Dutch, with the version. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Update beschikbaar' }))
    await expect(dialog.getByText('Versie 1.5.0 is beschikbaar. Wil je nu bijwerken?')).toBeVisible()
  },
}

/** No version offered: no prompt. */
export const Closed: Story = {
  args: { version: null },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
}
