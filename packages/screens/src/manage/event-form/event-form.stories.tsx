import { ApiRequestError } from '@oche/api'
import { eventFixtures, venueFixtures, venueListFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { EventForm } from './event-form'
import { storyEventValues } from './event-form-section.story-helpers'
import { eventFormValuesFrom } from './event-form-values'

const saved = fn(() => Promise.resolve())

const meta = {
  title: 'screens/Manage/Event form/Form',
  component: EventForm,
  args: {
    defaultValues: storyEventValues,
    venues: venueListFixture,
    mode: 'create',
    submitLabel: 'Create event',
    onSubmit: saved,
  },
  beforeEach: () => {
    saved.mockReset()
    saved.mockImplementation(() => Promise.resolve())
  },
} satisfies Meta<typeof EventForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new event: every section, public, without a location. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Event', 'When', 'Where', 'Visibility'])
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
  },
}

/** Filling it in and submitting hands the checked values over. */
export const FillAndSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday darts night')
    await userEvent.type(canvas.getByLabelText('End time (optional)'), '01:00')
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(saved).toHaveBeenCalledOnce())
    await expect(saved.mock.calls[0]).toEqual([
      expect.objectContaining({ name: 'Friday darts night', end_time: '01:00', visibility: 'unlisted' }),
    ])
  },
}

/** Editing a saved event: its values, and the boards stay when the location changes. */
export const Edit: Story = {
  args: {
    defaultValues: eventFormValuesFrom(eventFixtures.upcoming),
    mode: 'edit',
    savedVenue: eventFixtures.upcoming.venue,
    submitLabel: 'Save changes',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Brabant Open Night')
    await expect(canvas.getByLabelText('Start time')).toHaveValue('19:30')
    await expect(canvas.getByLabelText('End time (optional)')).toHaveValue('00:30')
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      `${venueFixtures.centre.name}, ${venueFixtures.centre.city}`,
    )
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Changing the location leaves the event’s boards as they are.',
    )
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

/** Submitting without a name: nothing is saved and the field says why. */
export const FieldError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    const name = canvas.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(name).toHaveFocus()
    await expect(saved).not.toHaveBeenCalled()
  },
}

/** The server's 422 lands on the field it is about (`ends_at` on the end time), the input kept. */
export const ServerFieldError: Story = {
  beforeEach: () => {
    saved.mockImplementation(() =>
      Promise.reject(
        new ApiRequestError(422, 'The given data was invalid.', { ends_at: ['The event must end after it starts.'] }),
      ),
    )
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday darts night')
    await userEvent.type(canvas.getByLabelText('End time (optional)'), '01:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    const end = canvas.getByLabelText('End time (optional)')
    await waitFor(() => expect(end).toHaveAccessibleDescription(/The event must end after it starts\./))
    await expect(end).toHaveFocus()
    await expect(canvas.getByLabelText('Name')).toHaveValue('Friday darts night')
  },
}

/** Any other failure is shown above the form. */
export const ServerFailure: Story = {
  beforeEach: () => {
    saved.mockImplementation(() => Promise.reject(new ApiRequestError(500, 'Something went wrong on our side.')))
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday darts night')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
  },
}

/** While saving, the button cannot be pressed again. */
export const Saving: Story = {
  beforeEach: () => {
    saved.mockImplementation(() => new Promise(() => undefined))
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday darts night')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create event' })).toBeDisabled())
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create event' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'When' })).toBeVisible()
  },
}
