import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsTournamentsFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { TournamentCharts } from './tournament-charts'

const year = analyticsTournamentsFixture({ period: 'year' })

const meta = {
  title: 'screens/Competition/Admin analytics/Tournaments/Charts',
  component: TournamentCharts,
  args: { figures: year },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TournamentCharts>

export default meta
type Story = StoryObj<typeof meta>

/** A bar per format and month; the table lists every month and format. */
export const Months: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Tournaments by format' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }))
    const table = within(canvas.getByRole('table', { name: 'Tournaments by format' }))
    await expect(table.getAllByRole('rowheader')).toHaveLength(year.series.length)
    const november = year.series.at(-1)
    const row = table.getByRole('rowheader', { name: 'Nov 2026' }).closest('tr') as HTMLElement
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      String(november?.by_format.groupsKnockout),
      String(november?.by_format.knockout),
      String(november?.by_format.roundRobin),
      String(november?.by_format.doubleElimination),
    ])
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Toernooien per formule' })).toBeVisible()
    await expect(canvas.getByText('Iedereen tegen iedereen')).toBeVisible()
  },
}
