import type { Game, GameState, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GameCard } from './game-card'

const { groupsRunning, knockoutsRunning, knockoutOnly } = tournamentDetailFixtures

/** The first game of `detail` in `state`. */
function gameIn(detail: TournamentDetail, state: GameState): Game {
  const game = detail.games.find((each) => each.state === state)
  if (!game) throw new Error(`${detail.tournament.name} has no ${state} game`)
  return game
}

const meta = {
  title: 'screens/Manage/Play/Game card',
  component: GameCard,
  args: { game: gameIn(groupsRunning, 'ready'), games: groupsRunning.games, onAction: fn() },
} satisfies Meta<typeof GameCard>

export default meta
type Story = StoryObj<typeof meta>

/** A button's or link's accessible name in a list of games: its words, then whose game it is (#27). */
const named = (action: string, game: Game) => `${action}: ${game.sides[0].name} v ${game.sides[1].name}`

const actionNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent)

/** Ready: call to a board (the main action), score live here, or type the result in. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    // Group rounds have several games: the heading's name says whose this one is, its text stays short.
    const card = canvas.getByRole('article', { name: 'Group A, round 4: Lukas Becker v Jeroen Smit' })
    await expect(
      within(card).getByRole('heading', { name: 'Group A, round 4: Lukas Becker v Jeroen Smit' }),
    ).toHaveTextContent(/^Group A, round 4$/)
    await expect(card).toHaveAttribute('data-state', 'ready')
    await expect(within(card).getByText('Ready')).toBeVisible()
    await expect(within(card).getByText('Lukas Becker')).toBeVisible()
    await expect(within(card).getByText('Jeroen Smit')).toBeVisible()
    await expect(actionNames(card)).toEqual(['Call to board', 'Score live', 'Enter result'])
    await expect(within(card).getByRole('button', { name: named('Score live', args.game) })).toBeVisible()
    await userEvent.click(within(card).getByRole('button', { name: named('Call to board', args.game) }))
    await expect(args.onAction).toHaveBeenCalledWith('call')
    await userEvent.click(within(card).getByRole('button', { name: named('Enter result', args.game) }))
    await expect(args.onAction).toHaveBeenLastCalledWith('enterResult')
  },
}

/** Called to board 4: the board is shown; it can be scored, entered, moved or called off. */
export const Called: Story = {
  args: { game: gameIn(groupsRunning, 'called') },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'called')
    await expect(within(card).getByText('Board 4')).toBeVisible()
    await expect(actionNames(card)).toEqual(['Score live', 'Enter result', 'Change board', 'Call off'])
    await expect(within(card).getByRole('button', { name: named('Change board', args.game) })).toBeVisible()
    await userEvent.click(within(card).getByRole('button', { name: named('Call off', args.game) }))
    await expect(args.onAction).toHaveBeenCalledWith('uncall')
  },
}

/** Live on board 2: scoring continues here, and the live page is a link away. */
export const Live: Story = {
  args: { game: gameIn(groupsRunning, 'live') },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article')
    await expect(within(card).getByText('Board 2')).toBeVisible()
    await expect(within(card).getByText('Live')).toBeVisible()
    await expect(within(card).getByRole('link', { name: named('Watch live', args.game) })).toHaveAttribute(
      'href',
      expect.stringContaining(`/live/${args.game.match_id}`),
    )
    await userEvent.click(within(card).getByRole('button', { name: named('Continue scoring', args.game) }))
    await expect(args.onAction).toHaveBeenCalledWith('score')
  },
}

/** Finished: the score, the winner marked; the result can be corrected or removed. */
export const Finished: Story = {
  args: { game: gameIn(groupsRunning, 'finished') },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'finished')
    await expect(
      within(card)
        .getAllByText(/^[0-9]$/)
        .map((score) => score.textContent),
    ).toEqual(['2', '3'])
    await expect(actionNames(card)).toEqual(['Correct result', 'Remove result'])
    await userEvent.click(within(card).getByRole('button', { name: named('Correct result', args.game) }))
    await expect(args.onAction).toHaveBeenCalledWith('correctResult')
    await userEvent.click(within(card).getByRole('button', { name: named('Remove result', args.game) }))
    await expect(args.onAction).toHaveBeenLastCalledWith('removeResult')
  },
}

/** Decided by walkover (a withdrawn player), said in words; a knockout game names its stage. */
export const Walkover: Story = {
  args: { game: gameIn(knockoutOnly, 'walkover'), games: knockoutOnly.games },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'walkover')
    await expect(within(card).getByText('Decided by walkover')).toBeVisible()
    await expect(within(card).getByText('Knockout')).toBeVisible()
    await expect(within(card).getByRole('button', { name: named('Correct result', args.game) })).toBeVisible()
  },
}

/** Waiting for an earlier game: where the missing player comes from, nothing to do yet. */
export const Waiting: Story = {
  args: { game: gameIn(knockoutsRunning, 'waiting'), games: knockoutsRunning.games },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'waiting')
    await expect(within(card).getByText(/^Winner of /)).toBeVisible()
    await expect(within(card).queryAllByRole('button')).toHaveLength(0)
  },
}

/** A bye: the player goes through without playing. */
export const Bye: Story = {
  args: { game: gameIn(knockoutsRunning, 'bye'), games: knockoutsRunning.games },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'bye')
    await expect(within(card).getAllByText('Bye').length).toBeGreaterThan(0)
    await expect(within(card).queryAllByRole('button')).toHaveLength(0)
  },
}

/** While the game's live match is being opened, its buttons wait. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args, canvas }) => {
    const buttons = within(canvas.getByRole('article')).getAllByRole('button')
    for (const button of buttons) await expect(button).toBeDisabled()
    await userEvent.click(buttons[0] as HTMLElement, { pointerEventsCheck: 0 })
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { game: gameIn(groupsRunning, 'called') },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    for (const button of within(card).getAllByRole('button')) await expect(button).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { game: gameIn(groupsRunning, 'live') },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'live')
  },
}
