import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RankingVisibilityBadge } from './ranking-labels'

const meta = {
  title: 'screens/Manage/Rankings/Labels/Visibility badge',
  component: RankingVisibilityBadge,
  args: { visibility: 'public' },
} satisfies Meta<typeof RankingVisibilityBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Public: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Public')).toHaveAttribute('data-visibility', 'public')
  },
}

export const Unlisted: Story = {
  args: { visibility: 'unlisted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlisted')).toHaveAttribute('data-visibility', 'unlisted')
  },
}

export const Private: Story = {
  args: { visibility: 'private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Private')).toHaveAttribute('data-visibility', 'private')
  },
}

export const Dark: Story = {
  args: { visibility: 'unlisted' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('Unlisted')).toBeVisible()
  },
}
