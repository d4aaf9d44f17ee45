import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlockingGames } from './blocking-games'

const { knockoutsRunning } = tournamentDetailFixtures
const played = knockoutsRunning.games.filter((game) => game.state === 'finished' && game.stage !== 'groups')
const [first, second] = played
if (!first || !second) throw new Error('The fixture needs two finished knockout games')

const message = 'The winner of this game has played on since: remove those results first.'

const meta = {
  title: 'screens/Manage/Play/Result dialog/Blocking games',
  component: BlockingGames,
  args: { conflict: { message, blocking_game_ids: [first.id] }, games: knockoutsRunning.games },
} satisfies Meta<typeof BlockingGames>

export default meta
type Story = StoryObj<typeof meta>

const named = (game: typeof first) => `${game.sides[0].name} v ${game.sides[1].name}`

/** One game depends on the result: the reason, then that game by name, announced as an alert. */
export const OneGame: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(message)
    await expect(within(alert).getByText('This game depends on it:')).toBeVisible()
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(named(first))
  },
}

/** Several games depend on it. */
export const SeveralGames: Story = {
  args: { conflict: { message, blocking_game_ids: [first.id, second.id] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('These games depend on it:')).toBeVisible()
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(named(first)),
      expect.stringContaining(named(second)),
    ])
  },
}

/** The server named no game this screen knows: the reason alone. */
export const ReasonOnly: Story = {
  args: { conflict: { message, blocking_game_ids: ['00000000-0000-4000-8000-000000000000'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message)
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}
