import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AdminUserBadges } from './admin-user-badges'

const plain = { is_super_admin: false, blocked: false, email_verified: true }

const meta = {
  title: 'screens/Competition/Admin users/Badges',
  component: AdminUserBadges,
  args: { user: plain },
} satisfies Meta<typeof AdminUserBadges>

export default meta
type Story = StoryObj<typeof meta>

/** A confirmed, unblocked account without the super admin role needs no badge. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('')
  },
}

/** Every badge at once: super admin, blocked and unconfirmed. */
export const All: Story = {
  args: { user: { is_super_admin: true, blocked: true, email_verified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Super admin')).toHaveAttribute('data-variant', 'info')
    await expect(canvas.getByText('Blocked')).toHaveAttribute('data-variant', 'danger')
    await expect(canvas.getByText('Unconfirmed')).toHaveAttribute('data-variant', 'warning')
  },
}

export const Blocked: Story = {
  args: { user: { ...plain, blocked: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Blocked')).toBeVisible()
    await expect(canvas.queryByText('Super admin')).not.toBeInTheDocument()
  },
}
