import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AnalyticsSection } from './analytics-section'

const meta = {
  title: 'screens/Competition/Admin analytics/Section',
  component: AnalyticsSection,
  args: { title: 'Overview', children: <p>The figures</p> },
} satisfies Meta<typeof AnalyticsSection>

export default meta
type Story = StoryObj<typeof meta>

/** A region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Overview' })).toHaveTextContent('The figures')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()
  },
}
