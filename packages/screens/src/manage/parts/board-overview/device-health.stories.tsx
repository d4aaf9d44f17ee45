import type { Meta, StoryObj } from '@storybook/react-vite'
import type { BoardDevice } from '@oche/api'
import { tournamentFixtureNow } from '@oche/mocks'
import { expect } from 'storybook/test'
import { DeviceHealth } from './device-health'
import { ClockContext } from './use-clock'

/** The fixtures' "now" (20:30 UTC), for the last contacts. */
const now = Date.parse(tournamentFixtureNow)
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

const device = (n: number, changes: Partial<BoardDevice> = {}): BoardDevice => ({
  id: `4a5b6c7d-8e9f-4a0b-9c1d-${String(n).padStart(12, '0')}`,
  paired_at: at(-120),
  last_seen_at: at(0),
  online: true,
  pending_visits: 0,
  app_version: '1.4.0',
  ...changes,
})

const meta = {
  title: 'screens/Manage/Board overview/Device health',
  component: DeviceHealth,
  decorators: [
    (Story) => (
      <ClockContext value={() => now}>
        <Story />
      </ClockContext>
    ),
  ],
  args: { devices: [device(1)] },
} satisfies Meta<typeof DeviceHealth>

export default meta
type Story = StoryObj<typeof meta>

/** One tablet, heard from just now. */
export const Online: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('list', { name: 'Tablets' }).querySelector('li')
    await expect(item).toHaveAttribute('data-online', 'true')
    await expect(item).toHaveTextContent('Tablet 1: online')
    await expect(canvas.queryByText(/not yet sent/)).not.toBeInTheDocument()
  },
}

/** Offline since its last contact, and a tablet that never reached the server. */
export const Offline: Story = {
  args: {
    devices: [device(1, { online: false, last_seen_at: at(-55) }), device(2, { online: false, last_seen_at: null })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tablet 1: offline, last contact 55 minutes ago')).toBeVisible()
    await expect(canvas.getByText('Tablet 2: offline, never in contact')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Tablets' }).querySelectorAll('[data-online="true"]')).toHaveLength(0)
  },
}

/** Said online by the server but silent too long since: shown offline. */
export const SilentTooLong: Story = {
  args: { devices: [device(1, { online: true, last_seen_at: at(-10) })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tablet 1: offline, last contact 10 minutes ago')).toBeVisible()
  },
}

/** Visits entered on the tablets that have not reached the server yet, as a warning. */
export const PendingVisits: Story = {
  args: {
    devices: [device(1), device(2, { online: false, last_seen_at: at(-3), pending_visits: 4 })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tablet 1: online')).toBeVisible()
    await expect(canvas.getByText('Tablet 2: offline, last contact 3 minutes ago')).toBeVisible()
    await expect(canvas.getByText('4 visits not yet sent')).toBeVisible()
  },
}

/** No tablet logged in to the board. */
export const NoTablet: Story = {
  args: { devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tablet logged in')).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}
