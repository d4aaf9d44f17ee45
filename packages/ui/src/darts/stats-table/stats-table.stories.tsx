import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StatsTable, type StatsTableRow } from './stats-table'

const labels = {
  statistic: 'Statistic',
  scrollArea: 'Match statistics',
  caption: 'Final, first to 7 legs',
  best: 'best',
}

const twoSides = [
  { id: 'littler', name: 'Luke Littler' },
  { id: 'humphries', name: 'Luke Humphries' },
]

const matchRows: StatsTableRow[] = [
  { id: 'average', label: '3-dart average', values: ['104.12', '98.45'], scores: [104.12, 98.45], better: 'higher' },
  { id: 'first-nine', label: 'First 9 average', values: ['112.30', '105.00'], scores: [112.3, 105], better: 'higher' },
  { id: 'checkout', label: 'Checkout %', values: ['46.67 %', '38.46 %'], scores: [46.67, 38.46], better: 'higher' },
  { id: 'one-eighties', label: '180s', values: [4, 4], better: 'higher' },
  { id: 'one-forty', label: '140+', values: [6, 9], better: 'higher' },
  { id: 'ton', label: '100+', values: [11, 8], better: 'higher' },
  { id: 'high-checkout', label: 'High checkout', values: [121, 170], better: 'higher' },
  { id: 'best-leg', label: 'Best leg (darts)', values: [11, 13], better: 'lower' },
  { id: 'legs', label: 'Legs won', values: [7, 4] },
]

const meta = {
  title: 'ui/StatsTable',
  component: StatsTable,
  args: { labels, sides: twoSides, rows: matchRows },
} satisfies Meta<typeof StatsTable>

export default meta
type Story = StoryObj<typeof meta>

function cellsOf(row: HTMLElement) {
  return within(row).getAllByRole('cell')
}

export const TwoPlayers: Story = {
  decorators: [
    (Story) => (
      <div className="w-[40rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Final, first to 7 legs' })
    await expect(within(table).getByRole('columnheader', { name: 'Luke Humphries' })).toBeVisible()
    const average = within(table).getByRole('rowheader', { name: '3-dart average' }).closest('tr') as HTMLElement
    const [littler, humphries] = cellsOf(average) as [HTMLElement, HTMLElement]
    await expect(littler).toHaveAttribute('data-best', 'true')
    await expect(littler).toHaveTextContent('104.12 best')
    await expect(humphries).not.toHaveAttribute('data-best')
    // Fewer darts is better for the best leg.
    const bestLeg = within(table).getByRole('rowheader', { name: 'Best leg (darts)' }).closest('tr') as HTMLElement
    await expect(cellsOf(bestLeg)[0]).toHaveAttribute('data-best', 'true')
    // Equal values and rows without `better` emphasise nothing.
    const oneEighties = within(table).getByRole('rowheader', { name: '180s' }).closest('tr') as HTMLElement
    await expect(cellsOf(oneEighties).filter((cell) => cell.hasAttribute('data-best'))).toHaveLength(0)
    const legs = within(table).getByRole('rowheader', { name: 'Legs won' }).closest('tr') as HTMLElement
    await expect(cellsOf(legs).filter((cell) => cell.hasAttribute('data-best'))).toHaveLength(0)
  },
}

export const FourPlayers: Story = {
  args: {
    labels: { ...labels, caption: 'Group A, round robin' },
    sides: [
      { id: 'sherrock', name: 'Fallon Sherrock' },
      { id: 'greaves', name: 'Beau Greaves' },
      { id: 'ashton', name: 'Lisa Ashton' },
      { id: 'suzuki', name: 'Mikuru Suzuki' },
    ],
    rows: [
      {
        id: 'average',
        label: '3-dart average',
        values: ['62.10', '77.50', '60.00', '77.50'],
        scores: [62.1, 77.5, 60, 77.5],
        better: 'higher',
      },
      { id: 'one-eighties', label: '180s', values: [1, 3, 0, 2], better: 'higher' },
      { id: 'best-leg', label: 'Best leg (darts)', values: [18, 15, 21, 17], better: 'lower' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-[56rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5)
    // A tie for the best value emphasises both.
    const average = canvas.getByRole('rowheader', { name: '3-dart average' }).closest('tr') as HTMLElement
    const best = cellsOf(average).filter((cell) => cell.hasAttribute('data-best'))
    await expect(best.map((cell) => cell.getAttribute('data-label'))).toEqual(['Beau Greaves', 'Mikuru Suzuki'])
  },
}

export const MissingValues: Story = {
  args: {
    rows: [
      { id: 'checkout', label: 'Checkout %', values: [null, '25.00 %'], scores: [null, 25], better: 'higher' },
      { id: 'high-checkout', label: 'High checkout', values: [null, null], better: 'higher' },
    ],
  },
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('rowheader', { name: 'Checkout %' }).closest('tr') as HTMLElement
    const [littler, humphries] = cellsOf(checkout) as [HTMLElement, HTMLElement]
    await expect(littler).toHaveTextContent('–')
    // One value alone is not "better" than a missing one.
    await expect(humphries).not.toHaveAttribute('data-best')
  },
}

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[22rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Final, first to 7 legs' })
    await expect(table).toHaveAttribute('data-stacked', 'true')
    const average = canvas.getByRole('rowheader', { name: '3-dart average' }).closest('tr') as HTMLElement
    await expect(cellsOf(average)[0]).toHaveAttribute('data-label', 'Luke Littler')
    await expect(getComputedStyle(average).display).toBe('block')
  },
}
