import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TrendChart, type TrendChartPoint } from './trend-chart'

const months: TrendChartPoint[] = [
  { key: '2026-07', label: 'Jul 2026', values: { average: 61.2, firstNine: 68.4 } },
  { key: '2026-08', label: 'Aug 2026', values: { average: 64.75, firstNine: 70.1 } },
  { key: '2026-09', label: 'Sep 2026', values: { average: 63.02, firstNine: null } },
  { key: '2026-10', label: 'Oct 2026', values: { average: 67.9, firstNine: 74.33 } },
  { key: '2026-11', label: 'Nov 2026', values: { average: 70.5, firstNine: 79.05 } },
]

const labels = { chart: 'Chart', table: 'Table', views: 'Averages: view', category: 'Month' }

const meta = {
  title: 'ui/TrendChart',
  component: TrendChart,
  args: {
    title: 'Averages',
    description: 'Per month, over every dart thrown',
    series: [
      { key: 'average', label: '3-dart average' },
      { key: 'firstNine', label: 'First-9 average' },
    ],
    data: months,
    labels,
    formatValue: (value: number) => value.toFixed(2),
    formatTick: (value: number) => value.toFixed(0),
    onViewChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart>

export default meta
type Story = StoryObj<typeof meta>

/** Two series over five months; the Table tab shows the same numbers as text. */
export const Lines: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const card = within(canvas.getByRole('region', { name: 'Averages' }))
    await expect(card.getByRole('img', { name: 'Averages' })).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(2))
    // #1d4ed8, the light theme's info colour, on the first series.
    const line = canvasElement.querySelector('.recharts-line-curve') as SVGPathElement
    await expect(getComputedStyle(line).stroke).toBe('rgb(29, 78, 216)')
    await expect(card.getByRole('list')).toHaveTextContent('3-dart average')
    await expect(card.getByRole('list')).toHaveTextContent('First-9 average')
    await userEvent.click(card.getByRole('tab', { name: 'Table' }))
    await expect(args.onViewChange).toHaveBeenLastCalledWith('table')
    const table = card.getByRole('table', { name: 'Averages' })
    await expect(within(table).getByRole('columnheader', { name: 'First-9 average' })).toBeVisible()
    const october = within(table).getByRole('rowheader', { name: 'Oct 2026' }).closest('tr') as HTMLElement
    await expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['67.90', '74.33'])
    // A month without a value shows a dash, not a zero.
    const september = within(table).getByRole('rowheader', { name: 'Sep 2026' }).closest('tr') as HTMLElement
    await expect(within(september).getAllByRole('cell')[1]).toHaveTextContent('–')
    await userEvent.click(card.getByRole('tab', { name: 'Chart' }))
    await expect(card.getByRole('img', { name: 'Averages' })).toBeVisible()
  },
}

/** Counts side by side per week, as bars. */
export const Bars: Story = {
  args: {
    title: 'Scoring visits',
    description: undefined,
    variant: 'bar',
    series: [
      { key: 'oneEighties', label: '180s', colour: 'primary' },
      { key: 'oneFortyPlus', label: '140+', colour: 'info' },
      { key: 'tonPlus', label: '100+', colour: 'accent' },
    ],
    data: [
      { key: 'w1', label: 'Week of 2 Nov', values: { oneEighties: 1, oneFortyPlus: 3, tonPlus: 6 } },
      { key: 'w2', label: 'Week of 9 Nov', values: { oneEighties: 0, oneFortyPlus: 2, tonPlus: 4 } },
      { key: 'w3', label: 'Week of 16 Nov', values: { oneEighties: 2, oneFortyPlus: 5, tonPlus: 9 } },
    ],
    labels: { ...labels, views: 'Scoring visits: view', category: 'Week' },
    formatValue: (value: number) => String(value),
    formatTick: undefined,
    allowDecimals: false,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar')).toHaveLength(3))
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }))
    const table = canvas.getByRole('table', { name: 'Scoring visits' })
    const week = within(table).getByRole('rowheader', { name: 'Week of 16 Nov' }).closest('tr') as HTMLElement
    await expect(
      within(week)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '5', '9'])
  },
}

/** Opened on the table, as a parent that keeps the view can ask. */
export const TableFirst: Story = {
  args: { defaultView: 'table' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('table', { name: 'Averages' })).toBeVisible()
  },
}

/** The dark theme's token colours: the lines, grid and ticks follow the mode. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull())
    const line = canvasElement.querySelector('.recharts-line-curve') as SVGPathElement
    // #93c5fd, the dark theme's info colour.
    await expect(getComputedStyle(line).stroke).toBe('rgb(147, 197, 253)')
  },
}
