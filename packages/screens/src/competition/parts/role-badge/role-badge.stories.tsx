import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RoleBadge } from './role-badge'

const meta = {
  title: 'screens/Competition/Parts/Role badge',
  component: RoleBadge,
  args: { role: 'admin' },
} satisfies Meta<typeof RoleBadge>

export default meta
type Story = StoryObj<typeof meta>

/** An organisation's admin: the strong badge. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toHaveAttribute('data-role', 'admin')
  },
}

/** A team's captain. */
export const Captain: Story = {
  args: { role: 'captain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Captain')).toHaveAttribute('data-role', 'captain')
  },
}

/** A team's player, in Dutch: the glossary's word. */
export const PlayerInDutch: Story = {
  args: { role: 'member' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Speler')).toHaveAttribute('data-role', 'member')
  },
}
