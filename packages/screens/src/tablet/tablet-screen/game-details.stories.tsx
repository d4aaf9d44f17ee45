import type { Meta, StoryObj } from '@storybook/react-vite'
import type { BoardGame } from '@oche/api'
import { boardGameFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { GameContext, GameFormat, GamePlayers } from './game-details'

/** A quarter-final of the knockout stage: no group. */
const knockoutGame: BoardGame = {
  ...boardGameFixtures.waitingNext,
  stage: 'winnersKo',
  round_code: 'quarterFinal',
  group: null,
  format: { kind: 'bestOf', legs: 5 },
  start_score: 701,
}

/** The details of a called game as the board tablet shows them: players, where it belongs, how it is played. */
function GameDetails({ game, size }: { game: BoardGame; size?: 'large' | 'small' }) {
  return (
    <div className="flex flex-col gap-2">
      <GamePlayers game={game} size={size} />
      <p className="text-muted-foreground">
        <GameContext game={game} />
      </p>
      <p data-testid="format">
        <GameFormat game={game} />
      </p>
    </div>
  )
}

const meta = {
  title: 'screens/Tablet/Board tablet/Game details',
  component: GamePlayers,
  render: ({ game, size }) => <GameDetails game={game} size={size} />,
  args: { game: boardGameFixtures.called, size: 'large' },
} satisfies Meta<typeof GamePlayers>

export default meta
type Story = StoryObj<typeof meta>

/** A group game at the oche: the players large, the tournament, round and group, and its format. */
export const GroupGame: Story = {
  play: async ({ canvas, canvasElement }) => {
    const players = canvasElement.querySelector('[data-slot="game-players"]') as HTMLElement
    await expect(players).toHaveTextContent('Fallon SherrockvsBeau Greaves')
    await expect(parseFloat(getComputedStyle(players).fontSize)).toBeGreaterThanOrEqual(36)
    await expect(canvas.getByText('Brabant Open Singles · Groups · Group A')).toBeVisible()
    await expect(canvas.getByTestId('format')).toHaveTextContent('501 · best of 5 legs')
  },
}

/** A knockout game: the round without a group. */
export const KnockoutGame: Story = {
  args: { game: knockoutGame },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brabant Open Singles · Winners · Quarter-finals')).toBeVisible()
    await expect(canvas.getByTestId('format')).toHaveTextContent('701 · best of 5 legs')
  },
}

/** Every format in words. */
export const Formats: Story = {
  render: ({ game }) => (
    <ul>
      {(
        [
          { kind: 'firstTo', legs: 1 },
          { kind: 'bestOf', legs: 7 },
          { kind: 'playAll', legs: 2 },
          { kind: 'sets', sets: 3, legsPerSet: 5 },
        ] satisfies BoardGame['format'][]
      ).map((format) => (
        <li key={format.kind}>
          <GameFormat game={{ ...game, format }} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '501 · first to 1 leg',
      '501 · best of 7 legs',
      '501 · 2 legs, all played',
      '501 · first to 3 sets of 5 legs',
    ])
  },
}

/** What comes next, smaller. */
export const NextGameSmall: Story = {
  args: { game: boardGameFixtures.waitingNext, size: 'small' },
  play: async ({ canvasElement }) => {
    const players = canvasElement.querySelector('[data-slot="game-players"]') as HTMLElement
    await expect(players).toHaveTextContent('Martin SchindlervsGabriel Clemens')
    await expect(parseFloat(getComputedStyle(players).fontSize)).toBeLessThan(36)
  },
}
