import type { Meta, StoryObj } from '@storybook/react-vite'
import { TrophyIcon } from 'lucide-react'
import { expect } from 'storybook/test'
import { Badge } from './badge'

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Scheduled' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info', 'outline', 'live'],
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Scheduled')
    await expect(badge).toHaveAttribute('data-slot', 'badge')
    await expect(badge).toHaveAttribute('data-variant', 'neutral')
  },
}

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="neutral">Scheduled</Badge>
      <Badge variant="primary">Seed 1</Badge>
      <Badge variant="success">Finished</Badge>
      <Badge variant="warning">Waiting for marker</Badge>
      <Badge variant="danger">Withdrawn</Badge>
      <Badge variant="info">Round 2</Badge>
      <Badge variant="outline">Best of 5 legs</Badge>
      <Badge variant="live">Live</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toHaveAttribute('data-variant', 'success')
    await expect(canvas.getByText('Withdrawn')).toHaveAttribute('data-variant', 'danger')
    await expect(canvas.getByText('Best of 5 legs')).toHaveAttribute('data-variant', 'outline')
  },
}

export const Live: Story = {
  args: { variant: 'live', children: 'Live' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Live')
    await expect(badge).toHaveAttribute('data-variant', 'live')
    const dot = badge.querySelector('[data-slot="badge-live-dot"]')
    await expect(dot).toHaveAttribute('aria-hidden', 'true')
    // The dot adds no text to what is read out.
    await expect(badge.textContent).toBe('Live')
  },
}

export const WithIcon: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Badge {...args}>
      <TrophyIcon aria-hidden />
      Final
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Final')).toHaveAttribute('data-variant', 'warning')
  },
}

export const LongText: Story = {
  args: { variant: 'info', children: 'Grand Slam of Darts Qualifier · Group stage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Grand Slam of Darts Qualifier · Group stage')).toBeVisible()
  },
}
