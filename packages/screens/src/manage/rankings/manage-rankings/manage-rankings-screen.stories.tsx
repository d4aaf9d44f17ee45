import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockJson, mockPending, rankingSnapshotFixtures, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { rankingHandlers } from '../story-helpers/rankings.story-helpers'
import { ManageRankingsScreen } from './manage-rankings-screen'

const { club, empty } = rankingSnapshotFixtures

const meta = {
  title: 'screens/Manage/Rankings/List',
  component: ManageRankingsScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/rankings',
    msw: { handlers: rankingHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ManageRankingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Your rankings' }))
    await expect(table.getAllByRole('row')).toHaveLength(3)
    const clubRow = within(table.getByRole('link', { name: club.ranking.name }).closest('tr') as HTMLElement)
    await expect(table.getByRole('link', { name: club.ranking.name })).toHaveAttribute(
      'href',
      `/manage/rankings/${club.ranking.id}`,
    )
    await expect(clubRow.getByText('Public')).toBeVisible()
    await expect(clubRow.getByText('The last 12 months')).toBeVisible()
    await expect(clubRow.getByText('The best 3 results count')).toBeVisible()
    await expect(clubRow.getByText(/^Anna de Boer, \d+ points$/)).toBeVisible()
    const emptyRow = within(table.getByRole('link', { name: empty.ranking.name }).closest('tr') as HTMLElement)
    await expect(emptyRow.getByText('Private')).toBeVisible()
    await expect(emptyRow.getByText('No results yet')).toBeVisible()
    await expect(emptyRow.getByText('Every result counts')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New ranking' })).toHaveAttribute('href', '/manage/rankings/create')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: [mockJson('get', '/me/rankings', []), ...rankingHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rankings yet')).toBeVisible()
    await expect(canvas.getByText(/adds up the points your players earn/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New ranking' })).toHaveAttribute('href', '/manage/rankings/create')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/rankings'), ...rankingHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your rankings')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/me/rankings', 500, { message: 'Server Error' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your rankings could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/me/rankings', 403, { message: 'Forbidden' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You cannot manage rankings')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the public rankings' })).toHaveAttribute('href', '/rankings')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: club.ranking.name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New ranking' })).toBeVisible()
  },
}
