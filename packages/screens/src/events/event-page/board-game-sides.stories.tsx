import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { BoardGameSides } from './board-game-sides'

const meta = {
  title: 'screens/Events/Event page/Board game sides',
  component: BoardGameSides,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  args: { game: boardGameFixtures.playing, isLive: true },
} satisfies Meta<typeof BoardGameSides>

export default meta
type Story = StoryObj<typeof meta>

const sides = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="board-game-side"]'),
]

/** On the oche: legs won and points left, the side to throw said to screen readers. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const [luke, gian] = sides(canvasElement)
    await expect(luke).toHaveTextContent('Luke Humphries(to throw)141 left1')
    await expect(luke).toHaveAttribute('data-throwing', 'true')
    await expect(gian).toHaveTextContent('Gian van Veen260 left0')
    await expect(gian).not.toHaveAttribute('data-throwing')
  },
}

/** The same score outside the live boards (in the queue or results): legs only, no points left. */
export const NotLive: Story = {
  args: { isLive: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/left$/)).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-throwing]')).toBeNull()
    await expect(sides(canvasElement).map((side) => side.textContent)).toEqual(['Luke Humphries1', 'Gian van Veen0'])
  },
}

/** Not started: the names alone. */
export const NotStarted: Story = {
  args: { game: boardGameFixtures.called },
  play: async ({ canvasElement }) => {
    await expect(sides(canvasElement).map((side) => side.textContent)).toEqual(['Fallon Sherrock', 'Beau Greaves'])
    await expect(canvasElement.querySelector('[data-slot="board-game-score"]')).toBeNull()
  },
}

/** Decided: the final legs, the winner marked (in words for screen readers). */
export const Finished: Story = {
  args: { game: boardGameFixtures.finishedEarlier, isLive: false },
  play: async ({ canvasElement }) => {
    const [ryan, kim] = sides(canvasElement)
    await expect(ryan).toHaveTextContent('Ryan Joyce1')
    await expect(ryan).not.toHaveAttribute('data-winner')
    await expect(kim).toHaveTextContent('Kim Huybrechts(winner)3')
    await expect(kim).toHaveAttribute('data-winner', 'true')
  },
}

/** Set play, live: the sets won rather than the legs. */
export const SetPlay: Story = {
  args: {
    game: {
      ...boardGameFixtures.playing,
      format: { kind: 'sets', sets: 3, legsPerSet: 3 },
      summary: {
        legsWon: [2, 1],
        setsWon: [1, 0],
        currentLeg: { set: 2, leg: 4, thrower: 1, remaining: [40, 170] },
        outcome: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [luke, gian] = sides(canvasElement)
    await expect(luke).toHaveTextContent('Luke Humphries40 left1')
    await expect(gian).toHaveTextContent('Gian van Veen(to throw)170 left0')
  },
}
