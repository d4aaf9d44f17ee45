import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnalyticsGeneral } from '@oche/api'
import { analyticsGeneralFixture, emptyAnalyticsGeneralFixture, superAdminFixture } from '@oche/mocks'
import { expect, fn, userEvent } from 'storybook/test'
import { AnalyticsPage, type AnalyticsPageProps } from './analytics-page'

const ready = (figures: AnalyticsGeneral) => ({ status: 'ready', figures, isUpdating: false }) as const

/** Stories only: the page with simple stand-ins for a page's tiles, charts and tables. */
function Page(props: Pick<AnalyticsPageProps<AnalyticsGeneral>, 'data' | 'onSearchChange'>) {
  return (
    <AnalyticsPage
      page="general"
      search={{ period: 'month', interval: null }}
      isEmpty={(figures) => figures.totals.matches === 0}
      emptyDescription="No match was started in this period."
      tiles={(figures) => <p>{figures.totals.matches} matches</p>}
      charts={() => <p>The charts</p>}
      chartRows={1}
      tables={() => <p>The tables</p>}
      {...props}
    />
  )
}

const meta = {
  title: 'screens/Competition/Admin analytics/Analytics page',
  component: Page,
  args: { data: ready(analyticsGeneralFixture()), onSearchChange: fn() },
  parameters: { user: superAdminFixture },
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

/** The figures in their three sections: overview, over time, breakdown. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Over time' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Breakdown' })).toBeVisible()
    const data = args.data as ReturnType<typeof ready>
    await expect(canvas.getByText(`${data.figures.totals.matches} matches`)).toBeVisible()
  },
}

/** A quiet period: said so instead of zeros, and the whole year offered. */
export const Empty: Story = {
  args: { data: ready(emptyAnalyticsGeneralFixture()) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No match was started in this period.')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the last 365 days' }))
    await expect(args.onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ period: 'year' }))
  },
}

/** Someone who is not a super admin: the forbidden state, and no period controls. */
export const Forbidden: Story = {
  args: { data: { status: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only super admins see the analytics' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument()
  },
}
