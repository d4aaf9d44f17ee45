import type { Meta, StoryObj } from '@storybook/react-vite'
import { GameStateSchema } from '@oche/api'
import { expect } from 'storybook/test'
import { GameStateBadge, gameStateVariants } from './game-state-badge'

const meta = {
  title: 'screens/Tournaments/Game state badge',
  component: GameStateBadge,
  args: { state: 'ready' },
} satisfies Meta<typeof GameStateBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Ready to be called: outlined, like a game still waiting. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Ready')
    await expect(badge).toHaveAttribute('data-game-state', 'ready')
    await expect(badge).toHaveAttribute('data-variant', 'outline')
  },
}

/** Called to a board: the info colour, with the board named. */
export const CalledToBoard: Story = {
  args: { state: 'called', board: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Called: board 3')).toHaveAttribute('data-variant', 'info')
  },
}

/** In a bracket only what is worth a glance shows: a called game names just its board, a finished one nothing. */
export const Compact: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <GameStateBadge state="called" board="3" compact />
      <GameStateBadge state="finished" compact />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Board 3')).toHaveAttribute('data-game-state', 'called')
    await expect(canvasElement.querySelector('[data-game-state="finished"]')).toBeNull()
  },
}

/** Being played: the live colour. */
export const Live: Story = {
  args: { state: 'live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toHaveAttribute('data-variant', 'live')
  },
}

/** Every state side by side, each with its own words and its one colour, as a list of games shows them. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {GameStateSchema.options.map((state) => (
        <GameStateBadge key={state} state={state} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-game-state]')]
    await expect(badges.map((badge) => badge.textContent)).toEqual(
      GameStateSchema.options.map(
        (state) =>
          ({
            waiting: 'Waiting',
            ready: 'Ready',
            called: 'Called',
            live: 'Live',
            finished: 'Finished',
            walkover: 'Walkover',
            bye: 'Bye',
            notNeeded: 'Not needed',
          })[state],
      ),
    )
    await expect(badges.map((badge) => badge.dataset.variant)).toEqual(
      GameStateSchema.options.map((state) => gameStateVariants[state]),
    )
    await expect(badges.find((badge) => badge.dataset.gameState === 'called')).toHaveAttribute('data-variant', 'info')
    await expect(badges.find((badge) => badge.dataset.gameState === 'walkover')).toHaveAttribute(
      'data-variant',
      'neutral',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AllStates.render,
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('Not needed')).toBeVisible()
  },
}
