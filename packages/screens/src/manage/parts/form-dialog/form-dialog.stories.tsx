import { ApiRequestError } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useForm } from 'react-hook-form'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { FormDialog } from './form-dialog'

type CityValues = { name: string; city: string }

type CityFormDialogProps = {
  /** The saved city to edit, or null to add one. */
  city: CityValues | null
  onSubmit: (values: CityValues) => Promise<void>
  onClose: () => void
}

/** A two-field form in the shell, as the venue, participant and board dialogs use it. */
function CityFormDialog({ city, onSubmit, onClose }: CityFormDialogProps) {
  const form = useForm<CityValues>({ defaultValues: city ?? { name: '', city: '' } })
  const { errors } = form.formState
  return (
    <FormDialog
      title={city ? `Edit ${city.name}` : 'Add a club'}
      description="Players see the name and the city on your events."
      closeLabel="Close"
      cancelLabel="Cancel"
      submitLabel={city ? 'Save' : 'Add the club'}
      form={form}
      fields={new Set(['name', 'city'])}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField label="City" autoComplete="off" error={errors.city?.message} {...form.register('city')} />
    </FormDialog>
  )
}

const meta = {
  title: 'screens/Manage/Form dialog',
  component: CityFormDialog,
  args: { city: null, onSubmit: fn(async () => {}), onClose: fn() },
} satisfies Meta<typeof CityFormDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }))

/** Adding: the title, description and footer come from the props; save hands over what was typed. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add a club')
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Players see the name and the city on your events.',
    )
    await userEvent.type(dialog.getByLabelText('Name'), 'De Pijl')
    await userEvent.type(dialog.getByLabelText('City'), 'Hasselt')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the club' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'De Pijl', city: 'Hasselt' })
  },
}

/** Editing: the fields start with the saved values and the button says save. */
export const Edit: Story = {
  args: { city: { name: 'De Pijl', city: 'Hasselt' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Edit De Pijl')
    await expect(dialog.getByLabelText('Name')).toHaveValue('De Pijl')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'De Pijl', city: 'Hasselt' })
  },
}

/** While saving, the form is busy and save cannot be pressed again. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add a club')
    await userEvent.type(dialog.getByLabelText('Name'), 'De Pijl')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the club' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add the club' })).toBeDisabled())
    await expect(screen.getByRole('dialog').querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** A 422 puts each error on its field (the first focused); what was typed stays. */
export const FieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiRequestError(422, 'The given data was invalid.', { city: ['There is no club in this city.'] })
    }),
  },
  play: async () => {
    const dialog = await dialogNamed('Add a club')
    await userEvent.type(dialog.getByLabelText('Name'), 'De Pijl')
    await userEvent.type(dialog.getByLabelText('City'), 'Atlantis')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the club' }))
    const city = dialog.getByLabelText('City')
    await waitFor(() => expect(city).toHaveAccessibleDescription('There is no club in this city.'))
    await expect(city).toHaveFocus()
    await expect(city).toHaveValue('Atlantis')
    await expect(dialog.getByLabelText('Name')).toHaveValue('De Pijl')
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Add the club' })).toBeEnabled()
  },
}

/** Any other failure shows in the alert above the fields; the form can be sent again. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  },
  play: async () => {
    const dialog = await dialogNamed('Add a club')
    await userEvent.type(dialog.getByLabelText('Name'), 'De Pijl')
    await userEvent.click(dialog.getByRole('button', { name: 'Add the club' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Oche could not be reached. Check your connection and try again.',
    )
    await expect(dialog.getByLabelText('Name')).toHaveValue('De Pijl')
    await expect(dialog.getByRole('button', { name: 'Add the club' })).toBeEnabled()
  },
}

/** Cancel, Escape and the close button all close without saving. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add a club')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(2)
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledTimes(3)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
