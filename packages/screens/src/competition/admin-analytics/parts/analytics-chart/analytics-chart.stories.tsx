import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { captureDownloads } from '../../story-helpers/admin-analytics.story-helpers'
import { AnalyticsChart } from './analytics-chart'

const meta = {
  title: 'screens/Competition/Admin analytics/Chart',
  component: AnalyticsChart,
  args: {
    title: 'Active users and new accounts',
    series: [
      { key: 'active', label: 'Active users', colour: 'info' },
      { key: 'new', label: 'New accounts', colour: 'primary' },
    ],
    points: [
      { from: '2026-11-02', values: { active: 1204, new: 31 } },
      { from: '2026-11-09', values: { active: 1310, new: 12 } },
      { from: '2026-11-16', values: { active: 980, new: 0 } },
      { from: '2026-11-23', values: { active: 1422, new: 44 } },
    ],
    interval: 'week',
    csv: { name: 'active-users', from: '2026-11-05', to: '2026-11-25' },
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsChart>

export default meta
type Story = StoryObj<typeof meta>

/** Counts per week as lines; the table holds the same numbers, each week named by its Monday. */
export const Weeks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Active users and new accounts' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }))
    const table = within(canvas.getByRole('table', { name: 'Active users and new accounts' }))
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Week',
      'Active users',
      'New accounts',
    ])
    const row = table.getByRole('rowheader', { name: 'Week of 2 Nov' }).closest('tr') as HTMLElement
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,204', '31'])
  },
}

let downloads: ReturnType<typeof captureDownloads>

/** The CSV: the first day of each point and the counts, unformatted, under the table's headers. */
export const DownloadCsv: Story = {
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV: Active users and new accounts' }))
    await expect(await downloads.last()).toEqual({
      name: 'oche-active-users-2026-11-05-2026-11-25.csv',
      type: 'text/csv;charset=utf-8',
      text: [
        'Week,Active users,New accounts',
        '2026-11-02,1204,31',
        '2026-11-09,1310,12',
        '2026-11-16,980,0',
        '2026-11-23,1422,44',
      ].join('\r\n'),
    })
  },
}

/** Bars per day, in German: the days and numbers in its format, the CSV headers in its words. */
export const GermanBars: Story = {
  globals: { locale: 'de' },
  args: { variant: 'bar', interval: 'day', title: 'Spiele', series: [{ key: 'active', label: 'Spiele' }] },
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Tabelle' }))
    await expect(canvas.getByRole('rowheader', { name: '2. Nov.' })).toBeVisible()
    await expect(canvas.getByRole('cell', { name: '1.204' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'CSV herunterladen: Spiele' }))
    await expect((await downloads.last())?.text.split('\r\n')[0]).toBe('Tag,Spiele')
    await expect((await downloads.last())?.text.split('\r\n')[1]).toBe('2026-11-02,1204')
  },
}
