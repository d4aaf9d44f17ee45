import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminSectionNav } from './admin-section-nav'

const meta = {
  title: 'screens/Competition/Parts/Admin section nav',
  component: AdminSectionNav,
  args: { current: 'users' },
} satisfies Meta<typeof AdminSectionNav>

export default meta
type Story = StoryObj<typeof meta>

/** The super admin's areas, the one shown marked as the current page. */
export const Users: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Administration' }))
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'League organisations' })).toHaveAttribute(
      'href',
      '/admin/organisations',
    )
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics/general')
    await expect(nav.getByRole('link', { name: 'Analytics' })).not.toHaveAttribute('aria-current')
  },
}

/** In French, on the analytics. */
export const FrenchAnalytics: Story = {
  globals: { locale: 'fr' },
  args: { current: 'analytics' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Espace d’administration' }))
    await expect(nav.getByRole('link', { name: 'Statistiques d’utilisation' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute('href', '/fr/admin/users')
  },
}
