import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { TournamentCreateScreen } from './tournament-create-screen'

const meta = {
  title: 'screens/Manage/Create tournament',
  component: TournamentCreateScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/manage/tournaments/create',
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TournamentCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = (name: string) => within(screen.getByRole('region', { name }))
const createCalls = recordRequests('post', '/tournaments')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible()
    for (const name of ['Tournament', 'When and where', 'Visibility and sign-up', 'Format', 'Game settings', 'Tables'])
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Groups, then knockout' })).toBeChecked()
    await expect(region('Format').getByText(/Groups of up to 4, best 2 to the winners knockout/)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Test tournament' })).toHaveAccessibleDescription(
      'To try things out: it is hidden from public lists and deleted automatically 24 hours after it was made.',
    )
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription(
      'Only you and the other organisers can see it.',
    )
  },
}

export const FillAndSubmit: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...manageHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday Night Darts')
    await userEvent.clear(canvas.getByLabelText('Date'))
    await userEvent.type(canvas.getByLabelText('Date'), '2026-12-04')
    await userEvent.clear(canvas.getByLabelText('Start time'))
    await userEvent.type(canvas.getByLabelText('Start time'), '19:30')
    await userEvent.type(canvas.getByLabelText('Venue'), 'The Oche Bar, Ghent')
    await userEvent.click(canvas.getByRole('radio', { name: 'Teal' }))
    await userEvent.type(canvas.getByLabelText('Most entries'), '16')
    await userEvent.click(canvas.getByRole('radio', { name: 'Knockout' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Match for third place' }))
    await expect(region('Format').getByText('16 players: 16 games.')).toBeVisible()
    const knockout = region('Knockout')
    const wonBy = within(knockout.getByRole('radiogroup', { name: 'A game is won by' }))
    await userEvent.click(wonBy.getByRole('radio', { name: 'Best of' }))
    await userEvent.clear(knockout.getByLabelText('Legs to play'))
    await userEvent.type(knockout.getByLabelText('Legs to play'), '5')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))

    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(/\/manage\/tournaments\/.+\/players/),
    )
    await expect(await screen.findByText('Friday Night Darts is created. Add the players next.')).toBeInTheDocument()
    const body = createCalls.requests.at(-1)?.body as Record<string, unknown>
    await expect(body).toMatchObject({
      name: 'Friday Night Darts',
      colour: 'teal',
      venue: 'The Oche Bar, Ghent',
      entry_limit: 16,
      format: { kind: 'knockout', third_place: true },
      phases: { knockout: { start_score: 501, format: { kind: 'bestOf', legs: 5 } } },
    })
    await expect(String(body.starts_at)).toMatch(/^2026-12-04T19:30:00[+-]\d\d:\d\d$/)
    await expect(canvas.queryByRole('region', { name: 'Tables' })).not.toBeInTheDocument()
  },
}

export const CheckedBeforeSending: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...manageHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Go through from each group'))
    await userEvent.type(canvas.getByLabelText('Go through from each group'), '4')
    const winnersKo = region('Knockout')
    const wonBy = within(winnersKo.getByRole('radiogroup', { name: 'A game is won by' }))
    await userEvent.click(wonBy.getByRole('radio', { name: 'Best of' }))
    await userEvent.clear(winnersKo.getAllByLabelText('Legs to play')[0] as HTMLElement)
    await userEvent.type(winnersKo.getAllByLabelText('Legs to play')[0] as HTMLElement, '4')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))

    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.'))
    await expect(canvas.getByLabelText('Go through from each group')).toHaveAccessibleDescription(
      'Fewer than the smallest group has. Fewer players must go through than a group has.',
    )
    await expect(
      winnersKo.getByRole('radiogroup', { name: 'A game is won by', description: /cannot end in a draw/ }),
    ).toBeVisible()
    await expect(createCalls.requests).toHaveLength(0)
  },
}

export const ServerValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', '/tournaments', {
          name: ['A tournament with this name starts at the same time.'],
          starts_at: ['The start must be in the future.'],
          'phases.winnersKo.rounds.final.legs': ['Too many legs for one evening.'],
        }),
        ...manageHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Club Night')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
        'A tournament with this name starts at the same time.',
      ),
    )
    await expect(canvas.getByLabelText('Name')).toHaveValue('Club Night')
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription('The start must be in the future.')
    const settings = region('Game settings')
    await expect(
      settings.getByLabelText('Legs to win', { selector: '[aria-invalid="true"]' }),
    ).toHaveAccessibleDescription('Too many legs for one evening.')
  },
}

export const ReorderTieBreakers: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...manageHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const tables = region('Tables')
    const moveUp = tables.getByRole('button', { name: 'Move Legs won up' })
    moveUp.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    await expect(tables.getByRole('status')).toHaveTextContent('Legs won: now number 2.')
    await expect(tables.getByRole('button', { name: 'Move Legs won up' })).toHaveFocus()
    await userEvent.click(tables.getByRole('checkbox', { name: '3-dart average' }))
    await userEvent.type(canvas.getByLabelText('Name'), 'League night')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(createCalls.requests).toHaveLength(1))
    await expect(createCalls.requests[0]?.body).toMatchObject({
      standings: { tie_breakers: ['points', 'legsWon', 'legDifference', 'headToHead'] },
    })
  },
}
