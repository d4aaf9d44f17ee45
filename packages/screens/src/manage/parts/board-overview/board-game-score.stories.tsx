import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures } from '@oche/mocks'
import { expect } from 'storybook/test'
import { BoardGameScore } from './board-game-score'

const meta = {
  title: 'screens/Manage/Board overview/Board game score',
  component: BoardGameScore,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: { game: boardGameFixtures.playing },
} satisfies Meta<typeof BoardGameScore>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvasElement: HTMLElement, name: string) => {
  const item = [...canvasElement.querySelectorAll('li')].find((each) => each.textContent?.includes(name))
  if (!item) throw new Error(`No row for ${name}`)
  return item
}

/** In play: legs and points left for each side, the side to throw marked (and said to screen readers). */
export const InPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const luke = row(canvasElement, 'Luke Humphries')
    await expect(luke).toHaveAttribute('data-throwing', 'true')
    await expect(luke).toHaveTextContent('to throw')
    await expect(luke).toHaveTextContent('1 leg')
    await expect(canvas.getByText('141 left')).toBeInTheDocument()
    const gian = row(canvasElement, 'Gian van Veen')
    await expect(gian).not.toHaveAttribute('data-throwing')
    await expect(gian).toHaveTextContent('0 legs')
    await expect(canvas.getByText('260 left')).toBeInTheDocument()
  },
}

/** Before the first dart: only the names. */
export const NotStarted: Story = {
  args: { game: boardGameFixtures.called },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Fallon Sherrock')).toBeVisible()
    await expect(canvas.getByText('Beau Greaves')).toBeVisible()
    await expect(canvasElement.querySelector('[data-throwing]')).toBeNull()
    await expect(canvas.queryByText(/leg/)).not.toBeInTheDocument()
  },
}

/** Over: the legs won, no points left and nobody to throw. */
export const Finished: Story = {
  args: { game: boardGameFixtures.confirming },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement, 'Dimitri Van den Bergh')).toHaveTextContent('3 legs')
    await expect(row(canvasElement, 'Mike De Decker')).toHaveTextContent('1 leg')
    await expect(canvasElement.querySelector('[data-throwing]')).toBeNull()
    await expect(canvas.queryByText(/left$/)).not.toBeInTheDocument()
  },
}

/** Set play: sets won before the legs of the current set. */
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
    await expect(row(canvasElement, 'Luke Humphries')).toHaveTextContent('1 set2 legs')
    const gian = row(canvasElement, 'Gian van Veen')
    await expect(gian).toHaveTextContent('0 sets1 leg')
    await expect(gian).toHaveAttribute('data-throwing', 'true')
  },
}
