import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiRequestError } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { z } from 'zod'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { ItemForm } from './item-form'
import { useItemForm } from './use-item-form'

const schema = (_intl: IntlShape) => z.object({ name: z.string().trim().min(1, 'Enter a name.') })

type Values = { name: string }

/** An item form with one field, as the news, document and board member forms use the frame. */
function ItemFormStory({
  onSubmit,
  isUploading,
}: {
  onSubmit: (values: Values) => Promise<unknown>
  isUploading?: boolean
}) {
  const { form, submit } = useItemForm({ schema, defaultValues: { name: '' }, onSubmit })
  return (
    <ItemForm form={form} submit={submit} submitLabel="Save" cancelHref="/list" isUploading={isUploading}>
      <TextField
        label="Name"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </ItemForm>
  )
}

const meta = {
  title: 'screens/Competition/Parts/Item form',
  component: ItemFormStory,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ItemFormStory>

export default meta
type Story = StoryObj<typeof meta>

/** The admin types a name and saves: the values are handed on; cancel goes back to the list. */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/list')
    await userEvent.type(canvas.getByLabelText('Name'), 'Chair')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Chair' })
  },
}

/** Nothing typed: the schema's message is on the field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server answers 422 on the field: its message is on the field, focused, and what was typed stays. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiRequestError(422, 'The given data was invalid.', { name: ['This name is taken.'] })
    }),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Name')
    await userEvent.type(name, 'Chair')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('This name is taken.'))
    await expect(name).toHaveFocus()
    await expect(name).toHaveValue('Chair')
  },
}

/** Any other failure is the form's alert; the values stay. */
export const ServerFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiRequestError(500, 'Server Error')
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Chair')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server Error')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Chair')
  },
}

/** While a file uploads, saving waits. */
export const Uploading: Story = {
  args: { isUploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}
