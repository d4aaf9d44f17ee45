import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { withEventFormSection, type EventFormSectionStoryParameters } from './event-form-section.story-helpers'
import { VisibilitySection } from './visibility-section'

const meta = {
  title: 'screens/Manage/Event form/Visibility section',
  component: VisibilitySection,
  decorators: [withEventFormSection],
} satisfies Meta<typeof VisibilitySection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

// Radix checks a radio when focus arrives while an arrow key is still down, a tick after the keydown: hold the key.
async function pressKey(key: string) {
  await userEvent.keyboard(`{${key}>}`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  await userEvent.keyboard(`{/${key}}`)
}

/** A new event is public; each choice says who sees it. */
export const Public: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who can see it' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toHaveAccessibleDescription(
      'Not listed; anyone with the link can see it.',
    )
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription(
      'Only you and the other organisers can see it.',
    )
  },
}

/** By keyboard, the arrow keys move the choice; the form keeps it. */
export const ChooseByKeyboard: Story = {
  parameters: { eventForm: { onValid: checked } satisfies EventFormSectionStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: 'Public' }).focus()
    await pressKey('ArrowDown')
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toBeChecked()
    await pressKey('ArrowDown')
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ visibility: 'private' })
  },
}

/** A saved unlisted event. */
export const Unlisted: Story = {
  parameters: { eventForm: { values: { visibility: 'unlisted' } } satisfies EventFormSectionStoryParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Public' })).not.toBeChecked()
  },
}

/** The server refused the choice: its message is shown with the choices. */
export const ServerError: Story = {
  parameters: {
    eventForm: {
      errors: { visibility: 'A private event cannot have public tournaments.' },
    } satisfies EventFormSectionStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A private event cannot have public tournaments.')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Visibility' })).toBeVisible()
  },
}
