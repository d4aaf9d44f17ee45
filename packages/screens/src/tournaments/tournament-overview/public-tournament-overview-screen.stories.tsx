import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createTournamentHandlers,
  handlers,
  mockError,
  mockPending,
  recordRequests,
  tournamentSnapshotFixtures,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyTournaments, unknownTournamentId } from '../story-helpers/tournament.story-helpers'
import { PublicTournamentOverviewScreen } from './public-tournament-overview-screen'

const { draft, groupsRunning, finished, pairs } = storyTournaments
// The draft as a pairs tournament: sign-up asks for the partner.
const pairsDraft = (() => {
  const snapshot = structuredClone(tournamentSnapshotFixtures.draft)
  snapshot.tournament = { ...snapshot.tournament, type: 'pairs', name: 'Winter Pairs 2026' }
  return snapshot
})()
const cologneId = '7c0e000a-0000-4000-8000-000000000001'

const meta = {
  title: 'screens/Tournaments/Overview',
  component: PublicTournamentOverviewScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { id: draft.tournament.id },
} satisfies Meta<typeof PublicTournamentOverviewScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

/** Before the draw, seen by a visitor: description with its line breaks, format in one sentence, sign-in to register. */
export const Draft: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter Open 2026' })).toBeVisible()
    await expect(canvas.getByText('Upcoming', { selector: '[data-slot="badge"]' })).toBeVisible()
    await expect(canvas.getByText('Café De Kroon, Gent')).toBeVisible()
    const description = canvasElement.querySelector('[data-slot="tournament-description"]') as HTMLElement
    await expect(description.textContent).toContain('\nCheck in at the bar.')
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line')
    await expect(canvasElement.querySelector('[data-slot="format-summary"]')).toHaveTextContent(
      '2 groups of 5, best 2 to the winners knockout, the rest to a consolation knockout',
    )
    await expect(canvas.getByText('Olly Organiser')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Entries (10 of 24)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/tournaments/${draft.tournament.id}`)}`,
    )
    // The start in the reader's language and time zone, with the zone named.
    const start = canvasElement.querySelector('time') as HTMLElement
    await expect(start).toHaveAttribute('dateTime', draft.tournament.starts_at)
    await expect(start.textContent).toMatch(/2026/)
    // The sub-navigation: links, the overview marked, only the pages this format has.
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Games',
      'Groups',
      'Winners knockout',
      'Consolation knockout',
      'Results',
    ])
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'href',
      `/tournaments/${draft.tournament.id}/groups`,
    )
  },
}

const registerCalls = recordRequests('post', '/tournaments/:id/register')

/** In Dutch: the format, dates and the sub-navigation in the reader's language. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter Open 2026' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="format-summary"]')).toHaveTextContent(
      '2 poules van 5, de beste 2 naar de hoofdtabel, de rest naar de troosttabel',
    )
    await expect(canvas.getByText('Binnenkort', { selector: '[data-slot="badge"]' })).toBeVisible()
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/zaterdag 14 november 2026/)
    const nav = canvas.getByRole('navigation', { name: 'Toernooipagina’s' })
    await expect(within(nav).getByRole('link', { name: 'Overzicht' })).toHaveAttribute('aria-current', 'page')
  },
}

/** A signed-in player registers; the entry list and the panel follow. */
export const Register: Story = {
  parameters: {
    user: userFixture,
    msw: { handlers: [registerCalls.handler, ...createTournamentHandlers(), ...handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Winter Open 2026' })
    // The organiser sees the way to their management page too.
    await expect(canvas.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      `/manage/tournaments/${draft.tournament.id}`,
    )
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }))
    await expect(await canvas.findByText('You are registered.')).toBeVisible()
    await expect(registerCalls.requests.at(-1)?.body).toEqual({})
    await expect(await screen.findByText('You are registered for Winter Open 2026')).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Entries (11 of 24)' })).toBeVisible()
    const own = canvasElement.querySelector('[data-slot="entry-list"] [aria-current="true"]')
    await expect(own).toHaveTextContent(`${userFixture.name}You`)
  },
}

/** The player withdraws their entry before the draw, after confirming. */
export const Withdraw: Story = {
  args: { id: cologneId },
  parameters: { user: userFixture, msw: { handlers: [...createTournamentHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are registered.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this tournament?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await expect(await canvas.findByRole('button', { name: 'Register' })).toBeVisible()
    await expect(await screen.findByText('You have withdrawn')).toBeInTheDocument()
  },
}

/** Pairs register with the partner's name; leaving it out is refused before anything is sent. */
export const RegisterPair: Story = {
  args: { id: pairsDraft.tournament.id },
  parameters: {
    user: userFixture,
    msw: {
      handlers: [registerCalls.handler, ...createTournamentHandlers({ tournaments: [pairsDraft] }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Register our pair' })
    const sent = registerCalls.requests.length
    await userEvent.click(submit)
    await expect(canvas.getByLabelText('Your partner’s name')).toHaveAccessibleDescription(
      'Fill in the name of your partner.',
    )
    await expect(registerCalls.requests).toHaveLength(sent)
    await userEvent.type(canvas.getByLabelText('Your partner’s name'), 'Jan Peeters')
    await userEvent.click(submit)
    await expect(await canvas.findByText(`You play as ${userFixture.name} & Jan Peeters.`)).toBeVisible()
    await expect(registerCalls.requests.at(-1)?.body).toEqual({ partner_name: 'Jan Peeters' })
  },
}

/** The groups under way: the games on the boards come first. */
export const GroupsRunning: Story = {
  args: { id: groupsRunning.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live', { selector: '[data-status]' })).toBeVisible()
    const boards = canvas.getByRole('region', { name: 'Now on the boards' })
    await expect(within(boards).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(boards).getByText('Called: board 4')).toBeVisible()
    await expect(within(boards).getByText('Live')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument()
  },
}

/** Finished: the champion on top, the longer final in the game settings. */
export const Finished: Story = {
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    const champion = await canvas.findByRole('heading', { name: `Champion ${finished.champion}` })
    await expect(champion).toBeVisible()
    await expect(canvas.getByText('Final: first to 5 legs')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Now on the boards' })).not.toBeInTheDocument()
  },
}

/** An unknown id and a private tournament both answer 404. */
export const NotFound: Story = {
  args: { id: unknownTournamentId },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This tournament cannot be found' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all tournaments' })).toHaveAttribute('href', '/tournaments')
  },
}

export const Private: Story = {
  args: { id: '7c0e000b-0000-4000-8000-000000000001' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This tournament cannot be found' }),
    ).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/tournaments/:id', 500, { message: 'Server error.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    // Two retries first: a server error may pass.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The tournament could not be loaded',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  args: { id: pairs.tournament.id },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pairs Night at De Pijl' })).toBeVisible()
    await expect(canvas.getByText('Pairs')).toBeVisible()
    // The sub-navigation scrolls instead of wrapping.
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(4)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { name: `Champion ${finished.champion}` })).toBeVisible()
  },
}
