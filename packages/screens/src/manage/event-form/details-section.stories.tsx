import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DetailsSection } from './details-section'
import { withEventFormSection, type EventFormSectionStoryParameters } from './event-form-section.story-helpers'

const meta = {
  title: 'screens/Manage/Event form/Details section',
  component: DetailsSection,
  decorators: [withEventFormSection],
} satisfies Meta<typeof DetailsSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new event: nothing filled in yet. */
export const Empty: Story = {
  parameters: { eventForm: { values: { name: '' } } satisfies EventFormSectionStoryParameters },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Event' }))
    await expect(region.getByLabelText('Name')).toHaveValue('')
    await expect(region.getByLabelText('Name')).toHaveAccessibleDescription(
      'For example “Friday darts night” or “Brabant Open 2026”.',
    )
    await expect(region.getByLabelText('Description (optional)')).toHaveValue('')
  },
}

/** A saved event's name and description; the organiser types more and the form takes it. */
export const Filled: Story = {
  parameters: {
    eventForm: {
      values: { name: 'Brabant Open Night', description: 'Singles in the evening, pairs after the break.' },
      onValid: checked,
    } satisfies EventFormSectionStoryParameters,
  },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Brabant Open Night')
    const description = canvas.getByLabelText('Description (optional)')
    await userEvent.type(description, '{enter}Sign-up at the bar until 19:15.')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      name: 'Brabant Open Night',
      description: 'Singles in the evening, pairs after the break.\nSign-up at the bar until 19:15.',
    })
  },
}

/** Submitting without a name: the error is shown on the field, which gets the focus; typing a name fixes it. */
export const NameMissing: Story = {
  parameters: { eventForm: { values: { name: '' }, onValid: checked } satisfies EventFormSectionStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    const name = canvas.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(name).toHaveFocus()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(checked).not.toHaveBeenCalled()
    await userEvent.type(name, 'Friday darts night')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
  },
}

/** Errors the server placed on both fields, the input kept. */
export const ServerErrors: Story = {
  parameters: {
    eventForm: {
      values: { name: 'Brabant Open Night' },
      errors: { name: 'You already have an event with this name.', description: 'The description is too long.' },
    } satisfies EventFormSectionStoryParameters,
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(/You already have an event with this name\./),
    )
    await expect(canvas.getByLabelText('Name')).toHaveValue('Brabant Open Night')
    await expect(canvas.getByLabelText('Description (optional)')).toHaveAccessibleDescription(
      /The description is too long\./,
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { eventForm: { values: { name: 'Brabant Open Night' } } satisfies EventFormSectionStoryParameters },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Event' })).toBeVisible()
  },
}
