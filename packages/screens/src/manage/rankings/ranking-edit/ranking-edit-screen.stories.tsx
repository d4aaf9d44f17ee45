import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  mockError,
  mockJson,
  mockPending,
  mockValidationError,
  rankingSnapshotFixtures,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { buildRankingDetail } from '@oche/api'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { rankingHandlers } from '../story-helpers/rankings.story-helpers'
import { RankingEditScreen } from './ranking-edit-screen'

const { club } = rankingSnapshotFixtures
const ranking = club.ranking
const rankingPath = `/rankings/${ranking.id}`
const [newest] = club.tournaments
if (!newest) throw new Error('The club ranking fixture needs a tournament')

const meta = {
  title: 'screens/Manage/Rankings/Edit',
  component: RankingEditScreen,
  args: { id: ranking.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/rankings/${ranking.id}/edit`,
    msw: { handlers: rankingHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof RankingEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('patch', rankingPath)
const deleteCalls = recordRequests('delete', rankingPath)

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: ranking.name })).toBeVisible()
    // The heading comes with the ranking; the form waits for the organiser's tournaments too.
    await expect(await canvas.findByLabelText('Name')).toHaveValue(ranking.name)
    await expect(canvas.getByLabelText('Description (optional)')).toHaveValue(ranking.description)
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'The ones I choose' })).toBeChecked()
    const mine = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    const chosen = mine.getByRole('checkbox', { name: newest.name })
    await expect(chosen).toBeChecked()
    await expect(chosen).toHaveAccessibleDescription(/Finished$/)
    await expect(canvas.getByLabelText('Number of months')).toHaveValue('12')
    await expect(canvas.getByRole('radio', { name: 'Only the best results' })).toBeChecked()
    await expect(canvas.getByLabelText('Number of best results')).toHaveValue('3')
    await expect(within(canvas.getByRole('group', { name: 'Points table' })).getAllByRole('listitem')).toHaveLength(7)
  },
}

/** The organiser turns the ranking into a season with every result counting, and lands on its page. */
export const SaveChanges: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...rankingHandlers()] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Club season 2026–27')
    await userEvent.click(canvas.getByRole('radio', { name: 'A season' }))
    await userEvent.type(canvas.getByLabelText('First day'), '2026-09-01')
    await userEvent.type(canvas.getByLabelText('Last day'), '2027-06-30')
    await userEvent.click(canvas.getByRole('radio', { name: 'All results' }))
    const table = within(canvas.getByRole('group', { name: 'Points table' }))
    await userEvent.clear(table.getByLabelText('Points (row 1)'))
    await userEvent.type(table.getByLabelText('Points (row 1)'), '120')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`/manage/rankings/${ranking.id}`))
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      name: 'Club season 2026–27',
      window: { kind: 'fixed', from: '2026-09-01', to: '2027-06-30' },
      count_best: null,
      selection: 'chosen',
      tournament_ids: club.tournaments.map((tournament) => tournament.id),
      points: expect.arrayContaining([{ from: 1, points: 120 }]) as unknown,
    })
  },
}

/** A season that ends before it starts is refused on its last day, by the form or by the server. */
export const SeasonRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', rankingPath, { 'window.to': ['The season ends on or after the day it starts.'] }),
        ...rankingHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'A season' }))
    await userEvent.type(canvas.getByLabelText('First day'), '2026-09-01')
    await userEvent.type(canvas.getByLabelText('Last day'), '2026-08-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    const lastDay = canvas.getByLabelText('Last day')
    await waitFor(() => expect(lastDay).toHaveAccessibleDescription('The season ends on or after the day it starts.'))
    await userEvent.clear(lastDay)
    await userEvent.type(lastDay, '2027-06-30')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(lastDay).toHaveFocus())
    await expect(lastDay).toHaveAccessibleDescription('The season ends on or after the day it starts.')
    await expect(lastDay).toHaveValue('2027-06-30')
  },
}

export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...rankingHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this ranking' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: `Delete ${ranking.name}?` }))
    await expect(dialog.getByText(/The tournaments and their results stay/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/manage/rankings'))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${ranking.name} is deleted`)).toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', rankingPath), ...rankingHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the ranking')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit ranking' })).toBeVisible()
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

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This ranking cannot be found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your rankings' })).toHaveAttribute('href', '/manage/rankings')
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockError('get', rankingPath, 403, { message: 'Forbidden' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not manage this ranking')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  },
}

/** Someone else's public ranking: no form, but its public page. */
export const NotTheOrganiser: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', rankingPath, buildRankingDetail(club, false)), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not manage this ranking')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      `/rankings/${ranking.id}`,
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Delete this ranking' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start from the template' })).toBeVisible()
  },
}
