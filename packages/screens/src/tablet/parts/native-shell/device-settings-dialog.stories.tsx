import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DeviceSettingsDialog } from './device-settings-dialog'
import { storySettings } from './native-shell.story-helpers'

const meta = {
  title: 'screens/Tablet/Native app/Server settings',
  component: DeviceSettingsDialog,
  args: { store: storySettings(), open: true, onOpenChange: fn() },
  parameters: { shell: 'tablet' },
} satisfies Meta<typeof DeviceSettingsDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Server settings' }))

/** What the app runs with, and its version. */
export const Current: Story = {
  play: async () => {
    const settings = await dialog()
    await expect(settings.getByLabelText('Oche API address')).toHaveValue('https://oche.example.org/api')
    await expect(settings.getByLabelText('Realtime server')).toHaveValue('')
    await expect(settings.getByText('App version: 2026.11.26-1')).toBeVisible()
  },
}

/** An organiser points the tablet at the club's own Oche: stored, and the app restarts. */
export const Save: Story = {
  args: { store: storySettings() },
  play: async ({ args }) => {
    const settings = await dialog()
    await userEvent.clear(settings.getByLabelText('Oche API address'))
    await userEvent.type(settings.getByLabelText('Oche API address'), 'https://darts.club.example/api')
    await userEvent.type(settings.getByLabelText('Realtime server'), 'ws.club.example:6001')
    await userEvent.click(settings.getByRole('button', { name: 'Save and restart' }))
    await waitFor(() => expect(args.store.save).toHaveBeenCalledOnce())
    await waitFor(() =>
      expect(args.store.save).toHaveBeenCalledWith({
        apiUrl: 'https://darts.club.example/api',
        realtimeHost: 'ws.club.example:6001',
      }),
    )
  },
}

/** Not an address, and a realtime host with a scheme: each field says what it needs; nothing is stored. */
export const Invalid: Story = {
  args: { store: storySettings() },
  play: async ({ args }) => {
    const settings = await dialog()
    await userEvent.clear(settings.getByLabelText('Oche API address'))
    await userEvent.type(settings.getByLabelText('Oche API address'), 'oche dot example')
    await userEvent.type(settings.getByLabelText('Realtime server'), 'https://ws.club.example')
    await userEvent.click(settings.getByRole('button', { name: 'Save and restart' }))
    await expect(settings.getByLabelText('Oche API address')).toHaveAccessibleDescription(
      /Enter the full address of the Oche API/,
    )
    await expect(settings.getByLabelText('Realtime server')).toHaveAccessibleDescription(/Enter a host name/)
    await expect(args.store.save).not.toHaveBeenCalled()
  },
}

/** Back to what the app was built with. */
export const Reset: Story = {
  args: {
    store: storySettings({ current: { apiUrl: 'https://darts.club.example/api', realtimeHost: 'ws.club.example' } }),
  },
  play: async ({ args }) => {
    const settings = await dialog()
    await userEvent.click(settings.getByRole('button', { name: 'Use the app’s own settings' }))
    await waitFor(() => expect(args.store.save).toHaveBeenCalledWith(args.store.defaults))
  },
}

/** The device could not store them: the dialog says so and stays. */
export const SaveFailed: Story = {
  args: { store: storySettings({ save: fn(() => Promise.reject(new Error('storage full'))) }) },
  play: async () => {
    const settings = await dialog()
    await userEvent.click(settings.getByRole('button', { name: 'Save and restart' }))
    await expect(await settings.findByRole('alert')).toHaveTextContent('The settings could not be stored')
  },
}
