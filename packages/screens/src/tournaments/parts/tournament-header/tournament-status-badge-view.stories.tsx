import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect } from 'storybook/test'
import { TournamentStatusBadgeView } from './tournament-status-badge-view'

/** Every status, formatted with the `intl` it is given. */
function EveryStatus() {
  const intl = useIntl()
  return (
    <div className="flex gap-2 p-4">
      {(['draft', 'drawn', 'running', 'finished'] as const).map((status) => (
        <TournamentStatusBadgeView key={status} status={status} intl={intl} />
      ))}
    </div>
  )
}

const meta = {
  title: 'screens/Tournaments/Status badge view',
  component: EveryStatus,
} satisfies Meta<typeof EveryStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="badge"]')]
    await expect(badges.map((badge) => badge.textContent)).toEqual(['Upcoming', 'Drawn', 'Live', 'Finished'])
    await expect(badges[2]).toHaveAttribute('data-variant', 'live')
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('[data-slot="badge"]')]
    await expect(badges.map((badge) => badge.textContent)).not.toContain('Finished')
  },
}
