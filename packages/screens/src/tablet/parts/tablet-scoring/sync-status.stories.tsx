import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { playingMatchId } from '../../story-helpers/tablet-fixtures.story-helpers'
import { SyncConflictAlert, SyncStatus } from './sync-status'

const meta = {
  title: 'screens/Tablet/Board tablet/Sync status',
  component: SyncStatus,
  args: { sync: { pending: 0, isOffline: false } },
} satisfies Meta<typeof SyncStatus>

export default meta
type Story = StoryObj<typeof meta>

/** Every visit scored here reached Oche. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('data-sync', 'saved')
    await expect(status).toHaveTextContent('Online · all visits saved')
  },
}

/** Visits on their way. */
export const Sending: Story = {
  args: { sync: { pending: 2, isOffline: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('data-sync', 'sending')
    await expect(status).toHaveTextContent('Sending 2 visits…')
  },
}

/** No connection: scoring goes on, the visits wait on the tablet. */
export const Offline: Story = {
  args: { sync: { pending: 3, isOffline: true } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('data-sync', 'offline')
    await expect(status).toHaveTextContent('Offline · 3 visits waiting')
  },
}

/** No connection, nothing scored meanwhile. */
export const OfflineNothingWaiting: Story = {
  args: { sync: { pending: 0, isOffline: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline · no visits waiting')
  },
}

/** The players close the conflict message with "OK". */
const dismissConflict = fn()

/** The game was scored on another device (409): the tablet shows Oche's score; the players close the message. */
export const Conflict: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SyncStatus sync={args.sync} />
      <SyncConflictAlert sync={{ conflict: { kind: 'conflict', matchId: playingMatchId }, dismissConflict }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Online · all visits saved')
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(/This game was scored on another device/)
    await expect(alert).toHaveTextContent(/check the last visits with the players/)
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }))
    await expect(dismissConflict).toHaveBeenCalledTimes(1)
  },
}

/** Oche refused a visit from this tablet: the same message, with its own reason. */
export const Refused: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SyncStatus sync={args.sync} />
      <SyncConflictAlert sync={{ conflict: { kind: 'refused', matchId: playingMatchId }, dismissConflict }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Oche refused a visit from this tablet/)
    canvas.getByRole('button', { name: 'OK' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(dismissConflict).toHaveBeenCalledTimes(1)
  },
}

/** No conflict: no message at all. */
export const NoConflict: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SyncStatus sync={args.sync} />
      <SyncConflictAlert sync={{ conflict: null, dismissConflict }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}
