import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  buildMatchFixture,
  createMatchHandlers,
  finishedMatchFixture,
  handlers,
  invitedMatchFixture,
  matchInvitationFixture,
  mockError,
  mockJson,
  mockPending,
  newBotMatchFixture,
  playedMatchFixtures,
  playedTournamentMatchFixture,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { MyMatchesScreen } from './my-matches-screen'

/** Fresh in-memory matches per story: the user's own four (a tournament game among them), and invitations if asked. */
const withMatches = (options: Parameters<typeof createMatchHandlers>[0] = {}) => ({
  msw: { handlers: [...createMatchHandlers({ matches: playedMatchFixtures, ...options }), ...handlers] },
})

const meta = {
  title: 'screens/Accounts/My matches',
  component: MyMatchesScreen,
  args: { searchParams: {} },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/profile/my-matches',
    ...withMatches(),
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MyMatchesScreen>

export default meta
type Story = StoryObj<typeof meta>

const historyOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Match history' }))
const rowsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="my-match"]')]
const navigations = (element: HTMLElement) =>
  element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? ''
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** Every match the user played, newest first: the opponents, kind, format, their result, score and average. */
export const History: Story = {
  play: async ({ canvas, canvasElement }) => {
    await historyOf(canvas)
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    await expect(canvas.getByRole('status')).toHaveTextContent('4 matches')
    const tournament = rowsOf(canvasElement)[3]
    if (!tournament) throw new Error('No tournament row')
    const row = within(tournament)
    await expect(row.getByRole('link', { name: 'Against Bram Bullseye' })).toHaveAttribute(
      'href',
      `/profile/my-matches?match=${playedTournamentMatchFixture.id}`,
    )
    await expect(tournament).toHaveTextContent('Tournament')
    await expect(tournament).toHaveTextContent('501 double out')
    await expect(tournament).toHaveTextContent('First to 1 leg')
    await expect(row.getByText('Lost')).toBeVisible()
    await expect(tournament.querySelector('[data-slot="my-match-score"]')).toHaveTextContent('0–1')
    // Olly's 81 and 60 in six darts.
    await expect(row.getByText('Average 70.50')).toBeVisible()
    const won = rowsOf(canvasElement)[2]
    await expect(won).toHaveTextContent('Won')
    await expect(won).toHaveTextContent('Local play')
    // The bot game has no dart yet: live, without an average.
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Live')
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Average –')
  },
}

/** Choosing a kind and a result narrows the list and writes the filters into the address. */
export const Filtered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await historyOf(canvas)
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    await choose('Kind', 'Local play')
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2))
    await expect(navigations(canvasElement)).toContain('/profile/my-matches?kind=local')
    await choose('Result', 'Won')
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1))
    await expect(navigations(canvasElement)).toContain('/profile/my-matches?kind=local&result=won')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
  },
}

/** Filters from a shared address: only the tournament game. */
export const FromAddress: Story = {
  args: { searchParams: { kind: 'tournament', period: 'year' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1))
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Tournament')
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 12 months')
  },
}

/** Nothing for these filters: say so, and offer every match. */
export const NoneForFilters: Story = {
  args: { searchParams: { kind: 'league' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No matches for these filters')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show every match' }))
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
  },
}

/** More matches than a page holds: the pages, kept in the address. */
export const Paged: Story = {
  parameters: withMatches({
    matches: Array.from({ length: 23 }, (_, index) =>
      buildMatchFixture({
        ...newBotMatchFixture,
        id: `7a3e9b1c-2d4f-4e6a-8b0c-${String(index + 100).padStart(12, '0')}`,
        created_at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      }),
    ),
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(20))
    await expect(canvas.getByRole('status')).toHaveTextContent('23 matches')
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3))
    await expect(navigations(canvasElement)).toContain('/profile/my-matches?page=2')
  },
}

/** A match opened in place: the live view's result, statistics and every leg's visits, and back to the list. */
export const MatchDetail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    const won = rowsOf(canvasElement)[2]
    if (!won) throw new Error('No finished row')
    await userEvent.click(within(won).getByRole('link', { name: 'Against Bram Bullseye' }))
    const detail = within(await canvas.findByRole('region', { name: 'Match detail' }))
    await expect(navigations(canvasElement)).toContain(`?match=${finishedMatchFixture.id}`)
    await expect(await detail.findByRole('heading', { name: 'Olly Organiser wins the match' })).toBeVisible()
    await expect(detail.getByRole('table', { name: 'Match statistics' })).toBeVisible()
    await expect(detail.getByRole('heading', { name: 'Leg history' })).toBeVisible()
    await userEvent.click(detail.getByRole('tab', { name: /Leg 1/ }))
    await expect(detail.getAllByRole('table', { name: /Olly Organiser, Leg 1/ })[0]).toBeVisible()
    await expect(detail.getByRole('link', { name: 'Open the live view' })).toHaveAttribute(
      'href',
      `/live/${finishedMatchFixture.id}`,
    )
    await userEvent.click(detail.getByRole('button', { name: 'Back to my matches' }))
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
  },
}

export const MatchDetailError: Story = {
  args: { searchParams: { match: finishedMatchFixture.id } },
  parameters: {
    msw: {
      handlers: [mockError('get', '/matches/:id', 500, { message: 'Server Error' }), ...withMatches().msw.handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This match could not be loaded')
  },
}

export const InvitationAccepted: Story = {
  parameters: withMatches({ invitations: [matchInvitationFixture] }),
  play: async ({ canvas, canvasElement }) => {
    const invitation = within(
      await canvas.findByRole('group', { name: 'Mia Checkout put you in their match as “Olly Organiser”' }),
    )
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    await userEvent.click(invitation.getByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('Accepted: the match is in your history')).toBeInTheDocument()
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(5))
    await expect(
      canvasElement.querySelector(`[data-slot="my-match"] a[href$="${invitedMatchFixture.id}"]`),
    ).toHaveTextContent('Against Mia Checkout')
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
  },
}

export const InvitationDeclined: Story = {
  parameters: withMatches({ invitations: [matchInvitationFixture] }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }))
    await expect(await canvas.findByText('Invitation declined')).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
    await expect(canvasElement.querySelector(`a[href$="${invitedMatchFixture.id}"]`)).toBeNull()
  },
}

export const InvitationNoLongerOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/matches/:id/invitation', 404, { message: 'Not found.' }),
        ...withMatches({ invitations: [matchInvitationFixture] }).msw.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('This invitation is no longer open.')).toBeInTheDocument()
  },
}

export const RemovedFromHistory: Story = {
  // Its own store: the removal stays out of the other stories.
  parameters: withMatches(),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    const tournament = rowsOf(canvasElement)[3]
    if (!tournament) throw new Error('No tournament row')
    await userEvent.click(within(tournament).getByRole('button', { name: 'Remove the match against Bram Bullseye' }))
    // The toast can take a while on a busy machine: the removal itself is checked on the list below.
    await expect(await screen.findByText('Removed from your history', {}, { timeout: 10_000 })).toBeInTheDocument()
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3))
    await expect(canvas.queryByText('Tournament')).not.toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: withMatches({ matches: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No matches yet')).toBeVisible()
    await expect(canvas.getByText(/in tournaments and leagues, against the bot/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/user/matches'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your matches')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/user/matches', 500, { message: 'Server Error' }),
        mockJson('get', '/matches/invitations', []),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your matches could not be loaded')
  },
}

/** At phone width the filters stack and each match wraps under its opponents. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    await expect(canvas.getByRole('combobox', { name: 'Result' })).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(4))
    await expect(canvas.getByRole('combobox', { name: 'Soort' })).toHaveTextContent('Elke soort')
    await expect(rowsOf(canvasElement)[3]).toHaveTextContent('Verloren')
  },
}
