import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AnalyticsPeriodLine } from './analytics-period'

const meta = {
  title: 'screens/Competition/Admin analytics/Period line',
  component: AnalyticsPeriodLine,
  args: { from: '2026-10-27', to: '2026-11-25' },
} satisfies Meta<typeof AnalyticsPeriodLine>

export default meta
type Story = StoryObj<typeof meta>

/** The days counted, as a range in the page's language (UTC days: never a day off). */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Period: 27 Oct – 25 Nov 2026')
  },
}

export const OverNewYear: Story = {
  args: { from: '2025-11-26', to: '2026-11-25' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Period: 26 Nov 2025 – 25 Nov 2026')
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Période\s: 27 oct\. – 25 nov\. 2026$/)
  },
}
