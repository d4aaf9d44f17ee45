import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsGeneralFixture } from '@oche/mocks'
import { expect } from 'storybook/test'
import { GeneralTiles } from './general-tiles'

const figures = analyticsGeneralFixture({ period: 'month' })

const meta = {
  title: 'screens/Competition/Admin analytics/General/Tiles',
  component: GeneralTiles,
  args: { totals: { ...figures.totals, accounts: 12_480, visits: 1_284_395 } },
  decorators: [
    (Story) => (
      <div className="w-full max-w-4xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneralTiles>

export default meta
type Story = StoryObj<typeof meta>

const tile = (element: HTMLElement, stat: string) =>
  element.querySelector<HTMLElement>(`[data-slot="analytics-tile"][data-stat="${stat}"]`)

/** Six figures, numbers in the page's format, each with what it counts. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Accounts',
      'Active users',
      'New accounts',
      'Matches',
      'Finished matches',
      'Visits',
    ])
    await expect(tile(canvasElement, 'accounts')).toHaveTextContent('12,480')
    await expect(tile(canvasElement, 'visits')).toHaveTextContent('1,284,395Thrown in those matches')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'visits')).toHaveTextContent(/^Beurten1\.284\.395/)
  },
}
