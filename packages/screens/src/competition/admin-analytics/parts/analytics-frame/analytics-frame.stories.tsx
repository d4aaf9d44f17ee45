import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { defaultAnalyticsSearch } from '../analytics-search/analytics-search'
import { AnalyticsFrame } from './analytics-frame'

const meta = {
  title: 'screens/Competition/Admin analytics/Frame',
  component: AnalyticsFrame,
  args: {
    current: 'general',
    search: defaultAnalyticsSearch,
    onSearchChange: fn(),
    children: null,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnalyticsFrame>

export default meta
type Story = StoryObj<typeof meta>

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** The title, the two pages as links (this one marked), the last 30 days per day. */
export const General: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    const pages = within(canvas.getByRole('navigation', { name: 'Analytics pages' }))
    await expect(pages.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('link', { name: 'Tournaments' })).not.toHaveAttribute('aria-current')
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days')
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Day')
  },
}

/** A chosen period and grouping: the links keep them; a new period comes with its own grouping. */
export const Chosen: Story = {
  args: { current: 'tournaments', search: { period: 'year', interval: 'week' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/admin/analytics/general?period=year&interval=week',
    )
    await expect(canvas.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Week')
    await choose('Group by', 'Month')
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ period: 'year', interval: null })
    await choose('Period', 'Last 90 days')
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ period: 'quarter', interval: null })
  },
}

/** Without the controls (a caller who may not see the figures). */
export const WithoutControls: Story = {
  args: { showControls: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tournaments' })).toBeVisible()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Turniere' })).toHaveAttribute(
      'href',
      '/de/admin/analytics/tournaments',
    )
    await expect(canvas.getByRole('combobox', { name: 'Zeitraum' })).toHaveTextContent('Letzte 30 Tage')
  },
}
