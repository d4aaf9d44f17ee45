import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AnalyticsTiles } from './analytics-tiles'

const meta = {
  title: 'screens/Competition/Admin analytics/Tiles',
  component: AnalyticsTiles,
  args: {
    tiles: [
      { stat: 'accounts', label: 'Accounts', value: '3,247', detail: 'All there are now' },
      { stat: 'active-users', label: 'Active users', value: '835' },
      { stat: 'visits', label: 'Visits', value: '1,284,395', detail: 'Thrown in those matches' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsTiles>

export default meta
type Story = StoryObj<typeof meta>

/** Each figure a term and its value, with what it counts under it. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Accounts',
      'Active users',
      'Visits',
    ])
    await expect(canvas.getByText('1,284,395')).toBeVisible()
  },
}

/** Two a row on a phone; a long number wraps inside its tile. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="analytics-tile"]')]
    for (const tile of tiles) await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth)
  },
}
