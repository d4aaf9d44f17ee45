import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  allTournamentSnapshotFixtures,
  mockError,
  mockPending,
  mockValidationError,
  recordRequests,
  tournamentDetailFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { TournamentOverviewScreen } from './tournament-overview-screen'

const draft = tournamentDetailFixtures.draft.tournament
const drawn = tournamentDetailFixtures.drawn.tournament
const cologne = allTournamentSnapshotFixtures.find(({ tournament }) => tournament.name === 'Kölner Dart-Nacht')
if (!cologne) throw new Error('The fixtures have no tournament of another organiser')

const meta = {
  title: 'screens/Manage/Tournament overview',
  component: TournamentOverviewScreen,
  args: { id: draft.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/manage/tournaments/${draft.id}`,
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TournamentOverviewScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = (name: string) => within(screen.getByRole('region', { name }))
const updateCalls = recordRequests('patch', '/tournaments/:id')
const deleteCalls = recordRequests('delete', '/tournaments/:id')

export const Draft: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: draft.name })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Tournament management' })
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'href',
      `/manage/tournaments/${draft.id}/players`,
    )
    const glance = region('At a glance')
    await expect(glance.getByText('Being set up')).toBeVisible()
    await expect(glance.getByRole('link', { name: 'Players and check-in' })).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveValue(draft.name)
    await expect(canvas.getByRole('radio', { name: 'Knockout' })).toBeEnabled()
    await expect(region('Format').getByText(/10 players/)).toBeVisible()
  },
}

export const DrawnFormatLocked: Story = {
  args: { id: drawn.id },
  parameters: { pathname: `/manage/tournaments/${drawn.id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: drawn.name })).toBeVisible()
    await expect(
      region('Format').getByText('The draw has been made: the format and the game settings can no longer be changed.'),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Knockout' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Pairs (two players per entry)' })).toBeDisabled()
    await expect(canvas.getByLabelText('Players per group (at most)')).toBeDisabled()
    await expect(canvas.getByLabelText('Name')).toBeEnabled()
    await expect(region('At a glance').getByRole('link', { name: 'Run the games' })).toHaveAttribute(
      'href',
      `/manage/tournaments/${drawn.id}/play/list`,
    )
  },
}

export const SaveChanges: Story = {
  args: { id: drawn.id },
  parameters: {
    pathname: `/manage/tournaments/${drawn.id}`,
    msw: { handlers: [updateCalls.handler, ...manageHandlers()] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Club Night December')
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    const body = updateCalls.requests.at(-1)?.body as Record<string, unknown>
    await expect(body).toMatchObject({ name: 'Club Night December', visibility: 'unlisted' })
    await expect(body).not.toHaveProperty('format')
    await expect(body).not.toHaveProperty('phases')
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Club Night December' })).toBeVisible())
  },
}

export const ServerValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', '/tournaments/:id', {
          format: ['The draw has been made: this can no longer be changed.'],
          entry_limit: ['More players have already entered than this limit allows.'],
        }),
        ...manageHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const limit = await canvas.findByLabelText('Most entries')
    await userEvent.clear(limit)
    await userEvent.type(limit, '4')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Most entries')).toHaveAccessibleDescription(
        'Leave it empty for no limit. Sign-ups beyond it are refused. More players have already entered than this limit allows.',
      ),
    )
    await expect(canvas.getByLabelText('Most entries')).toHaveValue('4')
    await expect(region('Format').getByRole('alert')).toHaveTextContent(
      'The draw has been made: this can no longer be changed.',
    )
  },
}

export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...manageHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this tournament' }))
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${draft.name}?` })
    await expect(dialog).toHaveAccessibleDescription(/Its 10 entries, the draw and the results go with it./)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await expect(deleteCalls.requests).toHaveLength(0)

    await userEvent.click(canvas.getByRole('button', { name: 'Delete this tournament' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    )
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent('/manage/tournaments'))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${draft.name} is deleted`)).toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { id: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This tournament cannot be found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your tournaments' })).toHaveAttribute(
      'href',
      '/manage/tournaments',
    )
    await expect(canvas.queryByRole('navigation', { name: 'Tournament management' })).not.toBeInTheDocument()
  },
}

export const Forbidden: Story = {
  args: { id: cologne.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not organise this tournament')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      `/tournaments/${cologne.tournament.id}`,
    )
    await expect(canvas.queryByLabelText('Name')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/tournaments/:id', 500, { message: 'Server Error' }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The tournament could not be loaded')
  },
}
