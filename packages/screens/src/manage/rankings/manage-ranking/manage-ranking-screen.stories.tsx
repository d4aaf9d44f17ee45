import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, rankingSnapshotFixtures, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { rankingHandlers } from '../story-helpers/rankings.story-helpers'
import { ManageRankingScreen } from './manage-ranking-screen'

const { club, empty } = rankingSnapshotFixtures
const rankingPath = `/rankings/${club.ranking.id}`

const meta = {
  title: 'screens/Manage/Rankings/Ranking',
  component: ManageRankingScreen,
  args: { id: club.ranking.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/rankings/${club.ranking.id}`,
    msw: { handlers: rankingHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ManageRankingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: club.ranking.name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit ranking' })).toHaveAttribute(
      'href',
      `/manage/rankings/${club.ranking.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'View the public page' })).toHaveAttribute(
      'href',
      `/rankings/${club.ranking.id}`,
    )
    await expect(canvas.getByRole('heading', { name: 'Order of merit' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'How it is ranked' })).toBeVisible()
    const tournaments = within(canvas.getByRole('region', { name: 'Its tournaments' }))
    await expect(tournaments.getAllByRole('listitem')).toHaveLength(club.tournaments.length)
    await expect(tournaments.getByText(/Outside the period/)).toBeVisible()
  },
}

/** A private ranking without results: no public link, and what fills it in. */
export const Empty: Story = {
  args: { id: empty.ranking.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: empty.ranking.name })).toBeVisible()
    await expect(canvas.getByText('No results yet')).toBeVisible()
    await expect(canvas.getByText('Private')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'View the public page' })).not.toBeInTheDocument()
    await expect(canvas.getByText(/each singles tournament you finish joins the ranking/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', rankingPath), ...rankingHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the ranking')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', rankingPath, 500, { message: 'Server Error' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ranking could not be loaded')
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockError('get', rankingPath, 403, { message: 'Forbidden' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not manage this ranking')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit ranking' })).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This ranking cannot be found')).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit ranking' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Order of merit' })).toBeVisible()
  },
}
