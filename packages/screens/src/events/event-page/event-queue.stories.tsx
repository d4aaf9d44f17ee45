import type { Meta, StoryObj } from '@storybook/react-vite'
import { publicEventBoardsLiveFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { EventQueue } from './event-queue'

const queue = publicEventBoardsLiveFixture.queue

const meta = {
  title: 'screens/Events/Event page/Event queue',
  component: EventQueue,
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
  args: { queue },
} satisfies Meta<typeof EventQueue>

export default meta
type Story = StoryObj<typeof meta>

const queued = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="queued-game"]'),
]

/** The games up next in calling order, each with why it waits in a spectator's words; holds are not shown. */
export const Waiting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Up next' })).toBeVisible()
    const games = queued(canvasElement)
    await expect(games).toHaveLength(4)
    await expect(games[0]).toHaveTextContent('Luke Humphries')
    await expect(within(games[0]!).getByText('Luke Humphries is still playing')).toBeVisible()
    await expect(within(games[1]!).getByText('Mike De Decker has a short break')).toBeVisible()
    await expect(within(games[2]!).getByText('Waiting for a free board')).toBeVisible()
    await expect(within(games[3]!).getByText('Waiting for a free board')).toBeVisible()
    await expect(canvasElement).not.toHaveTextContent(/held/i)
  },
}

/** Several players busy or resting together: in one sentence. */
export const SeveralPlayers: Story = {
  args: {
    queue: [
      { ...queue[0]!, hold: { kind: 'playerBusy', players: ['Luke Humphries', 'Kim Huybrechts'] } },
      {
        ...queue[1]!,
        hold: { kind: 'resting', players: ['Mike De Decker', 'Ryan Joyce'], until: '2026-11-14T20:34:00.000Z' },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Luke Humphries and Kim Huybrechts are still playing')).toBeVisible()
    await expect(canvas.getByText('Mike De Decker and Ryan Joyce have a short break')).toBeVisible()
  },
}

/** A long queue: the first eight, then how many more wait. */
export const LongQueue: Story = {
  args: {
    queue: Array.from({ length: 11 }, (_, index) => {
      const each = queue[index % queue.length]!
      return { ...each, game: { ...each.game, id: `5d1c7a40-3b2e-4f19-9a6d-${String(900 + index).padStart(12, '0')}` } }
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(queued(canvasElement)).toHaveLength(8)
    await expect(canvas.getByText('and 3 more games')).toBeVisible()
  },
}

/** Nothing waiting. */
export const Empty: Story = {
  args: { queue: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games are waiting for a board.')).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}
