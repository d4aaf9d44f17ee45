import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsTournamentsFixture } from '@oche/mocks'
import { expect } from 'storybook/test'
import { TournamentTiles } from './tournament-tiles'

const figures = analyticsTournamentsFixture({ period: 'month' })

const meta = {
  title: 'screens/Competition/Admin analytics/Tournaments/Tiles',
  component: TournamentTiles,
  args: { totals: { ...figures.totals, average_entries: 29.94, average_game_minutes: 15.25 } },
  decorators: [
    (Story) => (
      <div className="w-full max-w-4xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TournamentTiles>

export default meta
type Story = StoryObj<typeof meta>

const tile = (element: HTMLElement, stat: string) =>
  element.querySelector<HTMLElement>(`[data-slot="analytics-tile"][data-stat="${stat}"] dd`)

/** Averages with one decimal. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'average-entries')).toHaveTextContent('29.9')
    await expect(tile(canvasElement, 'average-game-minutes')).toHaveTextContent('15.3')
  },
}

/** No timed game yet: a dash, not a zero. */
export const NoTimedGames: Story = {
  args: { totals: { ...figures.totals, games: 0, average_game_minutes: null } },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'average-game-minutes')).toHaveTextContent('–')
  },
}
