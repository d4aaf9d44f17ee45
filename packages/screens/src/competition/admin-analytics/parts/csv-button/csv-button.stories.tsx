import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { captureDownloads } from '../../story-helpers/admin-analytics.story-helpers'
import { CsvButton } from './csv-button'

const meta = {
  title: 'screens/Competition/Admin analytics/CSV button',
  component: CsvButton,
  args: {
    title: 'Visits',
    csv: {
      name: 'visits',
      from: '2026-11-19',
      to: '2026-11-25',
      table: () => ({ header: ['Day', 'Visits'], rows: [['2026-11-25', 4210]] }),
    },
  },
} satisfies Meta<typeof CsvButton>

export default meta
type Story = StoryObj<typeof meta>

let downloads: ReturnType<typeof captureDownloads>

/** Reads "Download CSV", is named for what it downloads, and saves the file under the period's name. */
export const Default: Story = {
  beforeEach: () => {
    downloads = captureDownloads()
    return downloads.restore
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download CSV: Visits' })
    await expect(button).toHaveTextContent('Download CSV')
    await userEvent.click(button)
    await expect(await downloads.last()).toEqual({
      name: 'oche-visits-2026-11-19-2026-11-25.csv',
      type: 'text/csv;charset=utf-8',
      text: 'Day,Visits\r\n2026-11-25,4210',
    })
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'CSV downloaden: Visits' })).toHaveTextContent('CSV downloaden')
  },
}
