import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RankingMovement } from './ranking-movement'

const meta = {
  title: 'screens/Rankings/Parts/Ranking movement',
  component: RankingMovement,
  args: { position: 2, previous: 4 },
} satisfies Meta<typeof RankingMovement>

export default meta
type Story = StoryObj<typeof meta>

/** From 4th to 2nd: an arrow up and the places, said in full to screen readers. */
export const Up: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'up')
    await expect(canvas.getByText('2')).toBeVisible()
    await expect(canvas.getByText('Up 2 places')).toBeInTheDocument()
  },
}

/** From 3rd to 4th. */
export const Down: Story = {
  args: { position: 4, previous: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'down')
    await expect(canvas.getByText('1')).toBeVisible()
    await expect(canvas.getByText('Down 1 place')).toBeInTheDocument()
  },
}

/** Not in the ranking before the latest tournament. */
export const New: Story = {
  args: { position: 5, previous: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'new')
    await expect(canvas.getByText('New')).toBeVisible()
  },
}

/** Still 1st: a dash, said as no change. */
export const Same: Story = {
  args: { position: 1, previous: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'level')
    await expect(canvas.getByText('No change')).toBeInTheDocument()
    await expect(canvas.queryByText('1')).not.toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('2')).toBeVisible()
  },
}
