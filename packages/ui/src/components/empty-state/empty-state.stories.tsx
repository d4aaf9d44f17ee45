import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchXIcon, TrophyIcon } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../button'
import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from './empty-state'

const onCreate = fn()

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  beforeEach: () => {
    onCreate.mockClear()
  },
  render: (args) => (
    <EmptyState {...args}>
      <EmptyStateIcon>
        <TrophyIcon />
      </EmptyStateIcon>
      <EmptyStateTitle>No tournaments yet</EmptyStateTitle>
      <EmptyStateDescription>Create your first tournament and invite players to join.</EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onCreate}>Create tournament</Button>
      </EmptyStateActions>
    </EmptyState>
  ),
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No tournaments yet', level: 2 })).toBeInTheDocument()
    await expect(canvas.getByText('Create your first tournament and invite players to join.')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await expect(onCreate).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(onCreate).toHaveBeenCalledTimes(2)
  },
}

export const NoResults: Story = {
  render: (args) => (
    <EmptyState {...args}>
      <EmptyStateIcon>
        <SearchXIcon />
      </EmptyStateIcon>
      <EmptyStateTitle as="h3">No players match “van Barneveld”</EmptyStateTitle>
    </EmptyState>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No players match “van Barneveld”', level: 3 })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
