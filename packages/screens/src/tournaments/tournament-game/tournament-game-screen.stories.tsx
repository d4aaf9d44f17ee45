import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTournamentHandlers, handlers, mockError, mockPending } from '@oche/mocks'
import { expect, waitFor, within } from 'storybook/test'
import { storyTournaments, unknownTournamentId } from '../story-helpers/tournament.story-helpers'
import { TournamentGameScreen } from './tournament-game-screen'

const { groupsRunning, finished, knockoutOnly, knockoutsRunning } = storyTournaments
const gameOf = (detail: typeof finished, test: (game: (typeof finished.games)[number]) => boolean) => {
  const game = detail.games.find(test)
  if (!game) throw new Error('No such story game')
  return game
}
const liveGame = gameOf(groupsRunning, (game) => game.state === 'live')
const final = gameOf(finished, (game) => game.stage === 'winnersKo' && game.round_code === 'final')
const walkover = gameOf(knockoutOnly, (game) => game.state === 'walkover')
const waitingFinal = gameOf(knockoutsRunning, (game) => game.stage === 'winnersKo' && game.round_code === 'final')

const meta = {
  title: 'screens/Tournaments/Game',
  component: TournamentGameScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { tournamentId: groupsRunning.tournament.id, id: liveGame.id },
} satisfies Meta<typeof TournamentGameScreen>

export default meta
type Story = StoryObj<typeof meta>

const sides = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="game-side"]')]

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

/** A group game being scored on a board: the live score and the way to the live match. */
export const Live: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Groups · Group A')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: /^Round 3, game \d$/ })).toBeVisible()
    await expect(canvas.getByText('Live', { selector: '[data-game-state]' })).toBeVisible()
    await expect(canvas.getByText('Played over first to 3 legs')).toBeVisible()
    await expect(
      sides(canvasElement).map((side) => side.querySelector('[data-slot="game-side-score"]')?.textContent),
    ).toEqual([String(liveGame.sides[0].score), String(liveGame.sides[1].score)])
    await expect(canvas.getByRole('link', { name: 'Follow the match live' })).toHaveAttribute(
      'href',
      `/live/${liveGame.match_id}`,
    )
    await expect(canvas.getByRole('link', { name: 'All games' })).toHaveAttribute(
      'href',
      `/tournaments/${groupsRunning.tournament.id}/games`,
    )
  },
}

/** The final of a finished tournament: winner marked, 180s, 171s and high checkouts of both sides. */
export const Finished: Story = {
  args: { tournamentId: finished.tournament.id, id: final.id },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Final' })).toBeVisible()
    await expect(canvas.getByText(/^Played over first to 5 legs · finished at/)).toBeVisible()
    const winner = sides(canvasElement).find((side) => side.dataset.winner) as HTMLElement
    await expect(within(winner).getByText('Winner')).toBeVisible()
    await expect(winner).toHaveTextContent(finished.champion ?? '')
    const statistics = canvas.getByRole('table', { name: 'Statistics' })
    const [first, second] = final.sides
    await expect(within(statistics).getByRole('row', { name: /^180s/ })).toHaveTextContent(
      `180s${first.one_eighties}${second.one_eighties}`,
    )
    await expect(within(statistics).getByRole('row', { name: /High checkouts/ })).toHaveTextContent(
      first.high_checkouts || 'none',
    )
  },
}

/** A final still waiting for its players: where they come from, no score and no statistics. */
export const Waiting: Story = {
  args: { tournamentId: knockoutsRunning.tournament.id, id: waitingFinal.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting')).toBeVisible()
    await expect(canvas.getByText('Winner of SF 2')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Statistics' })).not.toBeInTheDocument()
  },
}

/** A game given to one side because the other withdrew. */
export const Walkover: Story = {
  args: { tournamentId: knockoutOnly.tournament.id, id: walkover.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Walkover')).toBeVisible()
    await expect(canvas.getByText(/^Decided without play: .+ was given the game\.$/)).toBeVisible()
  },
}

export const GameNotFound: Story = {
  args: { id: unknownTournamentId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This game is not part of the tournament' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All games' })).toBeVisible()
  },
}

export const TournamentNotFound: Story = {
  args: { tournamentId: unknownTournamentId },
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

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { tournamentId: finished.tournament.id, id: final.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Final' })
    // The sides stack on a phone.
    const [first, second] = sides(canvasElement)
    await expect((second as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(
      (first as HTMLElement).getBoundingClientRect().bottom - 1,
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { tournamentId: finished.tournament.id, id: final.id },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('table', { name: 'Statistics' })).toBeVisible()
  },
}
