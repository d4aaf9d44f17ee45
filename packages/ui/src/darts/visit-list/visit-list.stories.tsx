import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { VisitList, type VisitListItem } from './visit-list'

const labels = {
  caption: 'Luke Littler, leg 3',
  scrollArea: 'Visits of Luke Littler',
  visit: '#',
  score: 'Scored',
  remaining: 'To go',
  darts: 'Darts',
  bust: 'Bust',
  checkout: 'Checkout',
  empty: 'No visits yet',
}

// The worked leg of the rules page: 501 double out, finished in 17 darts.
const leg: VisitListItem[] = [
  { id: 'v1', score: 100, remaining: 401, darts: 3 },
  { id: 'v2', score: 140, remaining: 261, darts: 6 },
  { id: 'v3', score: 180, remaining: 81, darts: 9 },
  { id: 'v4', score: 45, remaining: 36, darts: 12 },
  { id: 'v5', score: 0, remaining: 36, darts: 15, result: 'bust' },
  { id: 'v6', score: 36, remaining: 0, darts: 17, result: 'checkout' },
]

const meta = {
  title: 'ui/VisitList',
  component: VisitList,
  args: { labels, visits: leg.slice(0, 3) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitList>

export default meta
type Story = StoryObj<typeof meta>

function rowsOf(canvas: HTMLElement) {
  return within(canvas).getAllByRole('row').slice(1)
}

export const MidLeg: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Short lists do not scroll, so they are no tab stop.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    const table = canvas.getByRole('table', { name: 'Luke Littler, leg 3' })
    await expect(within(table).getByRole('columnheader', { name: 'To go' })).toBeVisible()
    const rows = rowsOf(canvasElement)
    await expect(rows).toHaveLength(3)
    await expect(rows[2]).toHaveTextContent('318081')
    await expect(rows[2]).toHaveAttribute('data-result', 'scored')
  },
}

export const BustAndCheckout: Story = {
  args: { visits: leg },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement)
    await expect(rows[4]).toHaveAttribute('data-result', 'bust')
    await expect(within(rows[4] as HTMLElement).getByText('Bust')).toBeVisible()
    await expect(rows[5]).toHaveAttribute('data-result', 'checkout')
    await expect(within(rows[5] as HTMLElement).getByText('Checkout')).toBeVisible()
  },
}

export const HighlightLast: Story = {
  args: { visits: leg.slice(0, 4), highlightLast: true },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement)
    await expect(rows[3]).toHaveAttribute('data-highlighted', 'true')
    await expect(rows[2]).not.toHaveAttribute('data-highlighted')
  },
}

export const Empty: Story = {
  args: { visits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No visits yet' })).toBeVisible()
  },
}

const longLeg: VisitListItem[] = Array.from({ length: 24 }, (_, index) => ({
  id: `long-${index}`,
  score: 20,
  remaining: 501 - 20 * (index + 1),
  darts: 3 * (index + 1),
}))

export const LongLegScrolls: Story = {
  args: { visits: longLeg, highlightLast: true, className: 'max-h-64' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Visits of Luke Littler' })
    // Newest last, and the list starts scrolled to it.
    await expect(region.scrollTop).toBeGreaterThan(0)
    const newest = within(region).getAllByRole('row').at(-1) as HTMLElement
    await expect(newest).toHaveTextContent('24202172')
    await expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1)
    await userEvent.tab()
    await expect(region).toHaveFocus()
    await expect(region).toHaveAttribute('data-scrollable', 'true')
  },
}

/** One list per side, as a scorer shows them next to each other. */
export const PerSide: Story = {
  decorators: [
    (Story) => (
      <div className="w-[40rem]">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <VisitList {...args} visits={leg.slice(0, 3)} />
      <VisitList
        {...args}
        labels={{ ...labels, caption: 'Michael van Gerwen, leg 3', scrollArea: 'Visits of Michael van Gerwen' }}
        visits={[
          { id: 'w1', score: 60, remaining: 441, darts: 3 },
          { id: 'w2', score: 100, remaining: 341, darts: 6 },
        ]}
        highlightLast
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Luke Littler, leg 3' })).toBeVisible()
    const mvg = canvas.getByRole('table', { name: 'Michael van Gerwen, leg 3' })
    const rows = within(mvg).getAllByRole('row')
    await expect(rows.at(-1)).toHaveAttribute('data-highlighted', 'true')
    await expect(rows.at(-1)).toHaveTextContent('2100341')
  },
}
