import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  mockError,
  mockJson,
  mockPending,
  mockValidationError,
  myTournamentsFixture,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { rankingPointsTemplate } from '@oche/api'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { rankingHandlers } from '../story-helpers/rankings.story-helpers'
import { RankingCreateScreen } from './ranking-create-screen'

const [first, second, third] = myTournamentsFixture.organising
if (!first || !second || !third) throw new Error('The fixtures need three tournaments of the demo organiser')

const meta = {
  title: 'screens/Manage/Rankings/Create',
  component: RankingCreateScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/rankings/create',
    msw: { handlers: rankingHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof RankingCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', '/rankings')
const pointsTable = () => screen.getByRole('group', { name: 'Points table' })

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Name')).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Every finished tournament of mine' })).toBeChecked()
    await expect(canvas.getByLabelText('Number of months')).toHaveValue('12')
    await expect(canvas.getByRole('radio', { name: 'All results' })).toBeChecked()
    const table = within(pointsTable())
    await expect(table.getAllByRole('listitem')).toHaveLength(7)
    await expect(table.getByText('1st: 100 points')).toBeVisible()
    await expect(table.getByText('3rd–4th: 50 points')).toBeVisible()
    await expect(table.getByText('33rd and below: 0 points')).toBeVisible()
    await expect(canvas.getByText(/more best results first/)).toBeVisible()
  },
}

/** The organiser makes a ranking of three chosen tournaments over a season where their best three results count. */
export const CreateChosenBestThree: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...rankingHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Brabant order of merit')
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'The ones I choose' }))
    const mine = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    await expect(mine.getAllByRole('checkbox')).toHaveLength(myTournamentsFixture.organising.length)
    await userEvent.click(mine.getByRole('checkbox', { name: first.name }))
    await userEvent.click(mine.getByRole('checkbox', { name: third.name }))
    await userEvent.click(canvas.getByRole('radio', { name: 'A season' }))
    await userEvent.type(canvas.getByLabelText('First day'), '2026-09-01')
    await userEvent.type(canvas.getByLabelText('Last day'), '2027-06-30')
    await userEvent.click(canvas.getByRole('radio', { name: 'Only the best results' }))
    await userEvent.clear(canvas.getByLabelText('Number of best results'))
    await userEvent.type(canvas.getByLabelText('Number of best results'), '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))

    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(/\/manage\/rankings\/[0-9a-f-]{36}$/),
    )
    await expect(await screen.findByText('Brabant order of merit is created')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Brabant order of merit',
      description: '',
      visibility: 'unlisted',
      selection: 'chosen',
      tournament_ids: [first.id, third.id],
      window: { kind: 'fixed', from: '2026-09-01', to: '2027-06-30' },
      count_best: 3,
      points: rankingPointsTemplate,
    })
  },
}

/** The server refuses the points table: its message shows on the table and everything typed stays. */
export const PointsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/rankings', { points: ['The first band starts at place 1.'] }),
        ...rankingHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Pub league ranking')
    const table = within(pointsTable())
    await userEvent.click(table.getByRole('button', { name: 'Remove row 7' }))
    await userEvent.clear(table.getByLabelText('Points (row 2)'))
    await userEvent.type(table.getByLabelText('Points (row 2)'), '75')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a row' }))
    await userEvent.clear(table.getByLabelText('From place (row 7)'))
    await userEvent.type(table.getByLabelText('From place (row 7)'), '40')
    await expect(table.getByText('17th–39th: 5 points')).toBeVisible()
    await expect(table.getByText('40th and below: 0 points')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))

    await waitFor(() => expect(pointsTable()).toHaveAccessibleDescription('The first band starts at place 1.'))
    await expect(canvas.getByLabelText('Name')).toHaveValue('Pub league ranking')
    await expect(table.getByLabelText('Points (row 2)')).toHaveValue('75')
    await expect(table.getByLabelText('From place (row 7)')).toHaveValue('40')
    await expect(table.getAllByRole('listitem')).toHaveLength(7)
    await expect(canvas.getByTestId('navigation')).not.toHaveTextContent(/\/manage\/rankings\/[0-9a-f-]{36}/)
  },
}

/** The form checks the table before sending: rows in order and whole numbers. */
export const PointsChecked: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...rankingHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Club ranking')
    const table = within(pointsTable())
    await userEvent.clear(table.getByLabelText('From place (row 3)'))
    await userEvent.type(table.getByLabelText('From place (row 3)'), '2')
    await userEvent.clear(table.getByLabelText('Points (row 4)'))
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await expect(await table.findByLabelText('From place (row 3)')).toHaveAccessibleDescription(
      'Each row starts at a later place than the row above it.',
    )
    await expect(table.getByLabelText('Points (row 4)')).toHaveAccessibleDescription(
      'Enter a whole number from 0 to 100000.',
    )
    await userEvent.click(table.getByRole('button', { name: 'Start from the template' }))
    await expect(table.getByLabelText('From place (row 3)')).toHaveValue('3')
    await expect(table.getByText('3rd–4th: 50 points')).toBeVisible()
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** Choosing tournaments but ticking none is caught before sending. */
export const NoTournamentChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Cup ranking')
    await userEvent.click(canvas.getByRole('radio', { name: 'The ones I choose' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await expect(await canvas.findByRole('group', { name: 'Your tournaments' })).toHaveAccessibleDescription(
      'Choose at least one tournament, or take every finished tournament of yours.',
    )
  },
}

export const NoTournamentsYet: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/me/tournaments', { organising: [], playing: [] }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'The ones I choose' }))
    await expect(canvas.getByText(/You have no tournaments yet/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/tournaments'), ...rankingHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tournaments')
    await expect(canvas.getByRole('heading', { level: 1, name: 'New ranking' })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/me/tournaments', 500, { message: 'Server Error' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tournaments could not be loaded')
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/rankings', 403, { message: 'You may not create rankings.' }),
        ...rankingHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Club ranking')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not create rankings.')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Club ranking')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove row 1' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create ranking' })).toBeVisible()
  },
}
