import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { AdminUserListControls } from './admin-user-list-controls'
import { defaultAdminUsersSearch } from './admin-users-search'

const meta = {
  title: 'screens/Competition/Admin users/List controls',
  component: AdminUserListControls,
  args: { draft: '', onDraftChange: fn(), value: defaultAdminUsersSearch, onValueChange: fn() },
} satisfies Meta<typeof AdminUserListControls>

export default meta
type Story = StoryObj<typeof meta>

/** Everyone by name, A to Z; typing reports the draft as it is typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Every user')
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name')
    await expect(canvas.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Ascending')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail address' }), 'a')
    await expect(args.onDraftChange).toHaveBeenCalledWith('a')
  },
}

/** Choosing an order keeps the filter and reports the whole choice. */
export const Chosen: Story = {
  args: { draft: 'mia', value: { ...defaultAdminUsersSearch, search: 'mia', filter: 'recently_active' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('mia')
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Active in the last 30 days')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Created' }))
    await expect(args.onValueChange).toHaveBeenCalledWith({
      filter: 'recently_active',
      sort: 'created',
      direction: 'asc',
    })
  },
}
