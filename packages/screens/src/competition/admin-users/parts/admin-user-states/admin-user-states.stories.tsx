import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AdminUserNotFoundState, AdminUsersForbiddenState } from './admin-user-states'

const meta = {
  title: 'screens/Competition/Admin users/States',
  component: AdminUserNotFoundState,
} satisfies Meta<typeof AdminUserNotFoundState>

export default meta
type Story = StoryObj<typeof meta>

/** An unknown or deleted account: what may have happened, and the way back to every user. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This user cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to all users' })).toHaveAttribute('href', '/admin/users')
  },
}

/** A signed-in user who is not a super admin: told why, and led to their own profile. */
export const Forbidden: Story = {
  render: () => <AdminUsersForbiddenState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only super admins manage users' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile')
    await expect(canvas.queryByRole('link', { name: 'Open the public page' })).not.toBeInTheDocument()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/nl/admin/users')
  },
}
