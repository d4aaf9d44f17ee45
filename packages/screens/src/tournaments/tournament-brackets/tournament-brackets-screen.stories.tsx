import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTournamentHandlers, handlers, mockError, mockPending } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyTournaments, unknownTournamentId } from '../story-helpers/tournament.story-helpers'
import { TournamentBracketsScreen } from './tournament-brackets-screen'

const { draft, groupsRunning, knockoutsRunning, finished, knockoutOnly, doubleElimination, pairs } = storyTournaments

const meta = {
  title: 'screens/Tournaments/Brackets',
  component: TournamentBracketsScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { id: knockoutsRunning.tournament.id, kind: 'winners' },
} satisfies Meta<typeof TournamentBracketsScreen>

export default meta
type Story = StoryObj<typeof meta>

const cards = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="bracket-game"]')]

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

export const NotDrawnYet: Story = {
  args: { id: draft.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The bracket is not drawn yet' })).toBeVisible()
  },
}

/** While the groups run, the winners knockout waits for its group places ("A1", "B2"). */
export const GroupsRunning: Story = {
  args: { id: groupsRunning.tournament.id },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Bracket of the winners knockout' })
    await expect(within(region).getAllByText(/^[AB][12]$/)).toHaveLength(4)
  },
}

/** The winners knockout under way: a live semi-final outlined, every game a link to its page. */
export const WinnersKnockout: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Winners knockout' })).toBeVisible()
    const live = cards(canvasElement).filter((card) => card.dataset.state === 'live')
    await expect(live).toHaveLength(1)
    await expect(live[0]?.tagName).toBe('A')
    await expect(live[0]?.getAttribute('href')).toBe(
      `/tournaments/${knockoutsRunning.tournament.id}/games/${live[0]?.dataset.gameId}`,
    )
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getByRole('link', { name: 'Winners knockout' })).toHaveAttribute('aria-current', 'page')
    // Zooming out shows more of the bracket at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }))
    await expect(canvas.getByRole('button', { name: 'Reset zoom 80%' })).toBeVisible()
  },
}

export const ConsolationKnockout: Story = {
  args: { kind: 'consolation' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Consolation knockout' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Bracket of the consolation knockout' })).toBeVisible()
    await expect(canvas.getByText('Board 3')).toBeVisible()
  },
}

/** Finished: the champion above the bracket, the third-place match apart from it. */
export const Finished: Story = {
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: `Champion ${finished.champion}` })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Match for third place' })).toBeVisible()
  },
}

/** A straight knockout is drawn on the winners page; its tab is called "Bracket". */
export const Knockout: Story = {
  args: { id: knockoutOnly.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Knockout' })
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getByRole('link', { name: 'Bracket' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument()
    await expect(cards(canvasElement).filter((card) => card.dataset.state === 'bye')).toHaveLength(3)
  },
}

export const DoubleElimination: Story = {
  args: { id: doubleElimination.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Double elimination' })
    await expect(canvas.getByRole('heading', { level: 3, name: 'Losers bracket' })).toBeVisible()
  },
}

/** A consolation page for a format without one (a link typed by hand). */
export const NoConsolation: Story = {
  args: { id: knockoutOnly.tournament.id, kind: 'consolation' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This tournament has no consolation knockout' }),
    ).toBeVisible()
  },
}

export const RoundRobinHasNoBracket: Story = {
  args: { id: pairs.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament has no bracket' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: unknownTournamentId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament cannot be found' })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/tournaments/:id', 500, { message: 'Server error.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The tournament could not be loaded',
    )
  },
}

/** On a phone the bracket scrolls sideways inside the page; the page itself does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { id: knockoutOnly.tournament.id },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Bracket of the knockout' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { id: doubleElimination.tournament.id },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Bracket of the double elimination' })
    await userEvent.click(canvas.getByRole('button', { name: 'Fit to width' }))
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Bracket of the winners knockout' })).toBeVisible()
  },
}
