import type { Game, GameState, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GameSides } from './game-sides'

const { groupsRunning, knockoutsRunning, knockoutOnly, drawn } = tournamentDetailFixtures

/** The first game of `detail` in `state`. */
function gameIn(detail: TournamentDetail, state: GameState): Game {
  const game = detail.games.find((each) => each.state === state)
  if (!game) throw new Error(`${detail.tournament.name} has no ${state} game`)
  return game
}

const groupGame = gameIn(drawn, 'ready')
const placeholder = (group: string, position: number) => ({
  ...groupGame.sides[0],
  id: null,
  name: '',
  player_id: 0 as const,
  source: { kind: 'groupPosition' as const, group, position },
})
const fromGroups: Game = { ...groupGame, state: 'waiting', sides: [placeholder('A', 1), placeholder('B', 2)] }

const meta = {
  title: 'screens/Manage/Play/Game sides',
  component: GameSides,
  args: { game: gameIn(groupsRunning, 'ready'), games: groupsRunning.games },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameSides>

export default meta
type Story = StoryObj<typeof meta>

const sides = (canvas: HTMLElement) => within(canvas).getAllByRole('listitem')

/** Two known players, no score yet. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const [home, away] = sides(canvasElement)
    await expect(home).toHaveTextContent(args.game.sides[0].name ?? '')
    await expect(away).toHaveTextContent(args.game.sides[1].name ?? '')
    await expect(canvasElement.querySelector('[data-slot="game-side-score"]')).toBeNull()
  },
}

/** Finished: the legs each won, the winner marked in bold and told to screen readers. */
export const Finished: Story = {
  args: { game: gameIn(groupsRunning, 'finished') },
  play: async ({ args, canvasElement }) => {
    const winner = args.game.sides.findIndex((side) => side.is_winner)
    const rows = sides(canvasElement)
    await expect(rows[winner]).toHaveTextContent(`${args.game.sides[winner]?.name ?? ''}(winner)`)
    await expect(rows[winner]).toHaveAttribute('data-winner')
    await expect(rows[1 - winner]).not.toHaveTextContent('(winner)')
    await expect(
      [...canvasElement.querySelectorAll('[data-slot="game-side-score"]')].map((score) => score.textContent),
    ).toEqual(args.game.result?.legs.map(String))
  },
}

/** Decided by walkover: the winner is marked, but there are no legs to show. */
export const Walkover: Story = {
  args: { game: gameIn(knockoutOnly, 'walkover'), games: knockoutOnly.games },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(winner)')).toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="game-side-score"]')).toBeNull()
  },
}

/** Waiting: where the missing player comes from, by the name of the earlier game. */
export const Waiting: Story = {
  args: { game: gameIn(knockoutsRunning, 'waiting'), games: knockoutsRunning.games },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^(Winner|Loser) of .+/).length).toBeGreaterThan(0)
  },
}

/** A bye: one side is nobody. */
export const Bye: Story = {
  args: { game: gameIn(knockoutsRunning, 'bye'), games: knockoutsRunning.games },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bye')).toBeVisible()
  },
}

/** A knockout game fed by the groups, before they are played: "1st of group A" and so on. */
export const FromGroups: Story = {
  args: { game: fromGroups, games: drawn.games },
  play: async ({ canvasElement }) => {
    const [home, away] = sides(canvasElement)
    await expect(home).toHaveTextContent('1st of group A')
    await expect(away).toHaveTextContent('2nd of group B')
  },
}

/** A knockout side that goes to the best runner-up across the groups, once every group is played. */
export const FromBestPlaced: Story = {
  args: {
    game: {
      ...fromGroups,
      sides: [placeholder('A', 1), { ...placeholder('B', 2), source: { kind: 'bestPlaced', position: 2, rank: 1 } }],
    },
    games: drawn.games,
  },
  play: async ({ canvasElement }) => {
    const [, away] = sides(canvasElement)
    await expect(away).toHaveTextContent('1st best 2nd-placed across the groups')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { game: gameIn(groupsRunning, 'finished') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(sides(canvasElement)).toHaveLength(2)
  },
}
