import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AnalyticsEmptyState, AnalyticsForbiddenState } from './analytics-states'

const meta = {
  title: 'screens/Competition/Admin analytics/States',
  component: AnalyticsEmptyState,
  args: {
    period: 'week',
    description: 'No tournament was created in this period (test tournaments are not counted).',
    onShowYear: fn(),
  },
} satisfies Meta<typeof AnalyticsEmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing in the period: said so, and the last 365 days offered. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing in the last 7 days' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the last 365 days' }))
    await expect(args.onShowYear).toHaveBeenCalled()
  },
}

/** Nothing in a whole year: no longer period to offer. */
export const EmptyYear: Story = {
  args: { period: 'year' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing in the last 365 days' })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** A signed-in user who is not a super admin: told why, and led to their own figures. */
export const Forbidden: Story = {
  render: () => <AnalyticsForbiddenState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only super admins see the analytics' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your statistics' })).toHaveAttribute(
      'href',
      '/profile/my-stats',
    )
  },
}

export const FrenchForbidden: Story = {
  globals: { locale: 'fr' },
  render: () => <AnalyticsForbiddenState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Aller à vos statistiques' })).toHaveAttribute(
      'href',
      '/fr/profile/my-stats',
    )
  },
}
