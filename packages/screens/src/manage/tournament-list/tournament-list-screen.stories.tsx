import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockJson, mockPending, myTournamentsFixture, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { TournamentListScreen } from './tournament-list-screen'

const meta = {
  title: 'screens/Manage/Tournaments',
  component: TournamentListScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TournamentListScreen>

export default meta
type Story = StoryObj<typeof meta>

const organising = myTournamentsFixture.organising

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Tournaments you organise' })
    await expect(within(table).getAllByRole('row')).toHaveLength(organising.length + 1)
    const first = organising[0]
    if (!first) throw new Error('The fixtures have no tournament')
    await expect(within(table).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/manage/tournaments/${first.id}`,
    )
    await expect(canvas.getByRole('link', { name: 'New tournament' })).toHaveAttribute(
      'href',
      '/manage/tournaments/create',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${organising.length} tournaments of ${organising.length}`,
    )
  },
}

export const SearchAndFilter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Tournaments you organise' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or venue' }), 'winter')
    const table = canvas.getByRole('table', { name: 'Tournaments you organise' })
    await expect(within(table).getAllByRole('row')).toHaveLength(2)
    await expect(within(table).getByRole('link', { name: 'Winter Open 2026' })).toBeVisible()

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by name or venue' }))
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Live' }))
    const live = organising.filter((item) => item.status === 'running')
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(live.length + 1))
    for (const row of within(canvas.getByRole('table')).getAllByRole('row').slice(1))
      await expect(within(row).getByText('Live')).toBeVisible()

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or venue' }), 'no such thing')
    await expect(canvas.getByText('No tournament matches')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tournaments' }))
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(organising.length + 1)
  },
}

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/me/tournaments', { organising: [], playing: [] }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tournaments yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New tournament' })).toHaveAttribute(
      'href',
      '/manage/tournaments/create',
    )
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/tournaments'), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tournaments')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/me/tournaments', 500, { message: 'Server Error' }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tournaments could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jouw toernooien' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Nieuw toernooi' })).toHaveAttribute(
      'href',
      '/nl/manage/tournaments/create',
    )
  },
}
