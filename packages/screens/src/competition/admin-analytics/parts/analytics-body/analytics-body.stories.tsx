import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AnalyticsBody } from './analytics-body'

const meta = {
  title: 'screens/Competition/Admin analytics/Body',
  component: AnalyticsBody<string>,
  args: {
    data: { status: 'ready', figures: '1,954 matches', isUpdating: false },
    children: (figures: string) => <p>{figures}</p>,
  },
} satisfies Meta<typeof AnalyticsBody<string>>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,954 matches')).toBeVisible()
  },
}

/** The last period stays on show, dimmed and busy, while the next loads. */
export const Updating: Story = {
  args: { data: { status: 'ready', figures: '1,954 matches', isUpdating: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="analytics"]')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the figures')
  },
}

const retry = fn()

export const LoadError: Story = {
  args: { data: { status: 'error', retry } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalled()
  },
}

export const Forbidden: Story = {
  args: { data: { status: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only super admins see the analytics' })).toBeVisible()
  },
}
