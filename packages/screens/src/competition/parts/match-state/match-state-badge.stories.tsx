import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MatchStateBadge } from './match-state-badge'

const meta = {
  title: 'screens/Competition/Parts/Match state badge',
  component: MatchStateBadge,
  args: { state: 'scheduled' },
} satisfies Meta<typeof MatchStateBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Not played yet. */
export const Scheduled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled')).toHaveAttribute('data-state', 'scheduled')
  },
}

/** Games are being thrown. */
export const Live: Story = {
  args: { state: 'live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toHaveAttribute('data-state', 'live')
  },
}

/** Every game has a result; the captains still have to confirm the match report. */
export const AwaitingConfirmation: Story = {
  args: { state: 'played' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting confirmation')).toBeVisible()
  },
}

/** Signed off, in Dutch. */
export const ConfirmedInDutch: Story = {
  args: { state: 'confirmed' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bevestigd')).toHaveAttribute('data-state', 'confirmed')
  },
}

/** A captain disputed the match report: the admins decide. */
export const Disputed: Story = {
  args: { state: 'disputed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Disputed')).toHaveAttribute('data-state', 'disputed')
  },
}
