import type { TournamentVisibility } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, userEvent } from 'storybook/test'
import { VisibilityField } from './visibility-field'

/** Stories only: the field in a form of its own. */
function VisibilityForm({ initial, error }: { initial: TournamentVisibility; error?: string }) {
  const form = useForm<{ visibility: TournamentVisibility }>({ defaultValues: { visibility: initial } })
  if (error && !form.formState.errors.visibility) form.setError('visibility', { message: error })
  return (
    <FormProvider {...form}>
      <form className="max-w-xl">
        <VisibilityField
          legend="Who can see the thing"
          descriptions={{
            public: 'Listed for everyone.',
            unlisted: 'Only with the link.',
            private: 'Only its organisers.',
          }}
        />
      </form>
    </FormProvider>
  )
}

const meta = {
  title: 'screens/Manage/Form fields/Visibility field',
  component: VisibilityForm,
  args: { initial: 'public' },
} satisfies Meta<typeof VisibilityForm>

export default meta
type Story = StoryObj<typeof meta>

/** The same three choices everywhere, each with what it means for the thing the form is about. */
export const Choices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who can see the thing' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toHaveAccessibleDescription('Only with the link.')
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription('Only its organisers.')
  },
}

/** Choosing another one changes the form's `visibility`. */
export const Choose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }))
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Public' })).not.toBeChecked()
  },
}

/** A server error on `visibility` (a ranking holding a private tournament) is shown with the choices. */
export const WithError: Story = {
  args: { initial: 'private', error: 'This tournament is less visible than the ranking.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This tournament is less visible than the ranking.')).toBeVisible()
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Öffentlich' })).toBeChecked()
  },
}
