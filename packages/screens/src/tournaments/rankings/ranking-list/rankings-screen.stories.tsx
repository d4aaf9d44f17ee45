import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRankingHandlers, handlers, mockError, mockPending, rankingSnapshotFixtures } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { RankingsScreen } from './rankings-screen'

const meta = {
  title: 'screens/Rankings/Rankings',
  component: RankingsScreen,
  parameters: {
    page: true,
    pathname: '/rankings',
    layout: 'fullscreen',
    msw: { handlers: [...createRankingHandlers(), ...handlers] },
  },
} satisfies Meta<typeof RankingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/rankings'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading rankings')
  },
}

/** The public rankings: the private one is not listed. Each card links to its ranking and names the leader. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Club order of merit' })
    await expect(link).toHaveAttribute('href', `/rankings/${rankingSnapshotFixtures.club.ranking.id}`)
    const card = link.closest('li') as HTMLElement
    await expect(card).toHaveTextContent('Olly Organiser · The last 12 months · The best 3 results count')
    await expect(within(card).getByText('Leader: Anna de Boer, 270 pts')).toBeVisible()
    await expect(card).toHaveTextContent('3 tournaments · 8 players')
    await expect(canvas.queryByText('Winter league ranking')).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [...createRankingHandlers({ rankings: [] }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No rankings yet' })).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [mockError('get', '/rankings', 500, { message: 'Server error' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The rankings could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
