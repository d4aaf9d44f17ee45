import type { MyStats, MyStatsFigures } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MyStatsCharts } from './my-stats-charts'

const base: MyStatsFigures = {
  matches: 4,
  won: 2,
  lost: 2,
  drawn: 0,
  legs_played: 10,
  legs_won: 5,
  points: 3000,
  darts: 100,
  three_dart_average: 90,
  first_nine_average: 98,
  checkouts: 5,
  darts_at_double: 12,
  checkout_percentage: 41.6667,
  one_eighties: 1,
  one_seventy_ones: 0,
  one_forty_plus: 3,
  ton_plus: 9,
  high_checkout: 100,
  best_leg: 15,
}

const stats: MyStats = {
  totals: { ...base, matches: 12 },
  interval: 'month',
  series: [
    { ...base, from: '2026-09-01', three_dart_average: 84.5, checkout_percentage: 30 },
    { ...base, from: '2026-10-01', three_dart_average: 88.25, checkout_percentage: null, checkouts: 0 },
    { ...base, from: '2026-11-01', three_dart_average: 95.125, one_eighties: 3 },
  ],
}

const meta = {
  title: 'screens/Accounts/My statistics/Charts',
  component: MyStatsCharts,
  args: { stats },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyStatsCharts>

export default meta
type Story = StoryObj<typeof meta>

/** Three charts over the months; each reads as a table of the same figures, months named. */
export const Months: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Averages', 'Checkout percentage', 'Scoring visits'])
      await expect(canvas.getByRole('region', { name: title })).toBeVisible()
    const averages = within(canvas.getByRole('region', { name: 'Averages' }))
    await userEvent.click(averages.getByRole('tab', { name: 'Table' }))
    const rows = averages.getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(rows[3]).toHaveTextContent('Nov 2026')
    await expect(rows[3]).toHaveTextContent('95.13')
  },
}

/** A month without a dart at a double has no checkout percentage: its table cell says so rather than 0 %. */
export const NoDoubles: Story = {
  play: async ({ canvas }) => {
    const checkout = within(canvas.getByRole('region', { name: 'Checkout percentage' }))
    await userEvent.click(checkout.getByRole('tab', { name: 'Table' }))
    const october = checkout.getAllByRole('row')[2]
    await expect(october).toHaveTextContent('Oct 2026')
    await expect(october).not.toHaveTextContent('0%')
  },
}

/** Per week over the last 30 days: each row names its week. */
export const Weeks: Story = {
  args: {
    stats: {
      ...stats,
      interval: 'week',
      series: [
        { ...base, from: '2026-11-09' },
        { ...base, from: '2026-11-16' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const averages = within(canvas.getByRole('region', { name: 'Averages' }))
    await userEvent.click(averages.getByRole('tab', { name: 'Table' }))
    await expect(averages.getAllByRole('row')[1]).toHaveTextContent(/Week of/)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
