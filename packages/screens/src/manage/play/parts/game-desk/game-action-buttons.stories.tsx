import type { Game, GameState, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GameActionButtons } from './game-action-buttons'

const { groupsRunning, knockoutsRunning } = tournamentDetailFixtures

/** The first game of `detail` in `state`. */
function gameIn(detail: TournamentDetail, state: GameState): Game {
  const game = detail.games.find((each) => each.state === state)
  if (!game) throw new Error(`${detail.tournament.name} has no ${state} game`)
  return game
}

const meta = {
  title: 'screens/Manage/Play/Game action buttons',
  component: GameActionButtons,
  args: { game: gameIn(groupsRunning, 'ready'), onAction: fn() },
} satisfies Meta<typeof GameActionButtons>

export default meta
type Story = StoryObj<typeof meta>

const buttonNames = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('button')
    .map((button) => button.textContent)

/** Ready: calling it to a board is the main action, filled. */
export const Ready: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Call to board', 'Score live', 'Enter result'])
    await expect(canvas.getByRole('button', { name: 'Call to board' })).toHaveClass('bg-primary')
    await userEvent.click(canvas.getByRole('button', { name: 'Score live' }))
    await expect(args.onAction).toHaveBeenCalledWith('score')
  },
}

/** Called: scoring first; it can be moved to another board or called off, by keyboard too. */
export const Called: Story = {
  args: { game: gameIn(groupsRunning, 'called') },
  play: async ({ args, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Score live', 'Enter result', 'Change board', 'Call off'])
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(args.onAction).toHaveBeenCalledWith('call')
  },
}

/** Live: scoring continues here, or the result is typed in. */
export const Live: Story = {
  args: { game: gameIn(groupsRunning, 'live') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Continue scoring', 'Enter result'])
    await userEvent.click(canvas.getByRole('button', { name: 'Enter result' }))
    await expect(args.onAction).toHaveBeenCalledWith('enterResult')
  },
}

/** Finished: correcting is outlined (it is not a next step), removing is quiet. */
export const Finished: Story = {
  args: { game: gameIn(groupsRunning, 'finished') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual(['Correct result', 'Remove result'])
    await expect(canvas.getByRole('button', { name: 'Correct result' })).not.toHaveClass('bg-primary')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove result' }))
    await expect(args.onAction).toHaveBeenCalledWith('removeResult')
  },
}

/** Waiting for its players: nothing to do, no buttons at all. */
export const Waiting: Story = {
  args: { game: gameIn(knockoutsRunning, 'waiting') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="game-actions"]')).toBeNull()
  },
}

/** While its live match is being opened, every button waits. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Call to board' }), { pointerEventsCheck: 0 })
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { game: gameIn(groupsRunning, 'called') },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('button', { name: 'Call off' })).toBeVisible()
  },
}
