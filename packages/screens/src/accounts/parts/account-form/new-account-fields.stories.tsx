import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { expect, userEvent } from 'storybook/test'
import { NewAccountFields } from './new-account-fields'

type Fields = { name: string; email: string; password: string }

/** The fields in a form of their own, with the errors a server answer would put on them. */
function NewAccountForm({ errors = {}, nameLabel }: { errors?: Partial<Fields>; nameLabel?: string }) {
  const form = useForm<Fields>({ defaultValues: { name: '', email: '', password: '' } })
  useEffect(() => {
    for (const [field, message] of Object.entries(errors)) form.setError(field as keyof Fields, { message })
  }, [errors, form])
  return (
    <form className="flex max-w-md flex-col gap-5">
      <NewAccountFields register={form.register} errors={form.formState.errors} nameLabel={nameLabel} />
    </form>
  )
}

const meta = {
  title: 'screens/Accounts/NewAccountFields',
  component: NewAccountForm,
  parameters: { page: true },
} satisfies Meta<typeof NewAccountForm>

export default meta
type Story = StoryObj<typeof meta>

/** Name, e-mail and a new password, each filled in as the browser would suggest it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('type', 'email')
    const password = canvas.getByLabelText('Password', { exact: true })
    await expect(password).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.getByText('At least 8 characters.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Name'), 'Mia Darts')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Mia Darts')
  },
}

/** The server refused two fields: each says why, next to itself. */
export const WithErrors: Story = {
  args: { errors: { email: 'This e-mail address is taken.', password: 'Use at least 8 characters.' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This e-mail address is taken.')).toBeVisible()
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible()
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The first administrator's form names the field "Your name". */
export const OwnNameLabel: Story = {
  args: { nameLabel: 'Your name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name')
  },
}
