import type { Meta, StoryObj } from '@storybook/react-vite'
import { adminUserFixtures, adminUserIds } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { AdminUserTable } from './admin-user-table'

const meta = {
  title: 'screens/Competition/Admin users/User table',
  component: AdminUserTable,
  args: { users: adminUserFixtures },
} satisfies Meta<typeof AdminUserTable>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement.querySelector(`[data-user="${id}"]`) as HTMLElement)

/** Each account with its badges, address and days; its name opens its edit page. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = within(canvas.getByRole('table', { name: 'Users' }))
    await expect(table.getAllByRole('row')).toHaveLength(adminUserFixtures.length + 1)
    const bram = rowOf(canvasElement, adminUserIds.bram)
    await expect(bram.getByRole('link', { name: 'Bram Peeters' })).toHaveAttribute(
      'href',
      `/admin/users/${adminUserIds.bram}/edit`,
    )
    await expect(bram.getByText('Blocked')).toBeVisible()
    const fleur = rowOf(canvasElement, adminUserIds.fleur)
    await expect(fleur.getByText('Unconfirmed')).toBeVisible()
    await expect(fleur.getByText('Never')).toBeVisible()
    await expect(rowOf(canvasElement, adminUserIds.ada).getByText('Super admin')).toBeVisible()
  },
}

/** On a phone each account is a stacked row, its cells labelled. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mia Maximum' })).toBeVisible()
  },
}
