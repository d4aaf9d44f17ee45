import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { captureDownloads } from '../../story-helpers/admin-analytics.story-helpers'
import { AnalyticsTable } from './analytics-table'

const meta = {
  title: 'screens/Competition/Admin analytics/Table',
  component: AnalyticsTable,
  args: {
    title: 'Busiest organisations',
    description: 'The tournaments they created, and the matches started in them.',
    columns: [
      { key: 'name', label: 'Organisation' },
      { key: 'tournaments', label: 'Tournaments', numeric: true },
      { key: 'minutes', label: 'Average game minutes', numeric: true },
    ],
    rows: [
      {
        key: 'pijl',
        cells: [
          { shown: 'Dartclub De Pijl', csv: 'Dartclub De Pijl' },
          { shown: '1,204', csv: 1204 },
          { shown: '15.3', csv: 15.27 },
        ],
      },
      {
        key: 'gent',
        cells: [
          { shown: 'Oche Darts, Gent', csv: 'Oche Darts, Gent' },
          { shown: '3', csv: 3 },
          { shown: '–', csv: null },
        ],
      },
    ],
    csv: { name: 'organisations', from: '2026-10-27', to: '2026-11-25' },
    empty: 'No organisation had a tournament or a match in this period.',
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsTable>

export default meta
type Story = StoryObj<typeof meta>

let downloads: ReturnType<typeof captureDownloads>

/** A titled table; its CSV holds the same rows under the same headers, numbers unformatted, commas quoted. */
export const Filled: Story = {
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Busiest organisations' }))
    await expect(table.getAllByRole('row')).toHaveLength(3)
    await expect(table.getByRole('cell', { name: '1,204' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV: Busiest organisations' }))
    await expect(await downloads.last()).toEqual({
      name: 'oche-organisations-2026-10-27-2026-11-25.csv',
      type: 'text/csv;charset=utf-8',
      text: [
        'Organisation,Tournaments,Average game minutes',
        'Dartclub De Pijl,1204,15.27',
        '"Oche Darts, Gent",3,',
      ].join('\r\n'),
    })
  },
}

/** Nothing to list: says so, with nothing to download. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No organisation had a tournament or a match in this period.')).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** On a phone each row is a card, its cells labelled. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Oche Darts, Gent' })).toBeVisible()
  },
}
