import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiRequestError, type AdminUser } from '@oche/api'
import { adminUserFixtures, adminUserIds } from '@oche/mocks'
import { expect, fn, userEvent } from 'storybook/test'
import { AdminUserForm } from './admin-user-form'

const mia = adminUserFixtures.find((user) => user.id === adminUserIds.mia) as AdminUser

const meta = {
  title: 'screens/Competition/Admin users/User form',
  component: AdminUserForm,
  args: { user: mia, onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof AdminUserForm>

export default meta
type Story = StoryObj<typeof meta>

/** The account's fields as saved; saving sends only what changed. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Mia Maximum')
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English')
    await userEvent.click(canvas.getByRole('switch', { name: 'Super admin' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ is_super_admin: true })
  },
}

/** The server's 422 lands on its field; what was typed stays. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiRequestError(422, 'The given data was invalid.', {
          email: ['This e-mail address is already registered.'],
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail address' })
    await userEvent.clear(email)
    await userEvent.type(email, 'taken@oche.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('This e-mail address is already registered.')).toBeVisible()
    await expect(email).toHaveValue('taken@oche.test')
    await expect(email).toHaveFocus()
  },
}

/** A malformed address is refused before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail address' })
    await userEvent.clear(email)
    await userEvent.type(email, 'mia')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
