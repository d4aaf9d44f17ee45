import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsGeneralFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { GeneralCharts } from './general-charts'

const quarter = analyticsGeneralFixture({ period: 'quarter' })

const meta = {
  title: 'screens/Competition/Admin analytics/General/Charts',
  component: GeneralCharts,
  args: { figures: quarter },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneralCharts>

export default meta
type Story = StoryObj<typeof meta>

/** A quarter per week: users, matches and visits, each with its table and its CSV. */
export const Weeks: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Active users and new accounts', 'Matches', 'Visits']) {
      await expect(canvas.getByRole('img', { name: title })).toBeVisible()
      await expect(canvas.getByRole('button', { name: `Download CSV: ${title}` })).toBeVisible()
    }
    const visits = within(canvas.getByRole('region', { name: 'Visits' }))
    await userEvent.click(visits.getByRole('tab', { name: 'Table' }))
    const rows = within(visits.getByRole('table', { name: 'Visits' })).getAllByRole('rowheader')
    await expect(rows).toHaveLength(quarter.series.length)
    await expect(rows[0]).toHaveTextContent(/^Week of /)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Matches' })).toBeVisible()
  },
}
