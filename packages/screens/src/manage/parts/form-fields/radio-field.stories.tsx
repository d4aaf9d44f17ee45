import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RadioField, type RadioFieldProps } from './radio-field'

// Radix checks a radio when focus arrives while an arrow key is still down, a tick after the keydown: hold the key.
async function pressKey(key: string) {
  await userEvent.keyboard(`{${key}>}`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  await userEvent.keyboard(`{/${key}}`)
}

/** The choice held by the field's own state, as a form does, reporting each change. */
function HeldRadioField(args: RadioFieldProps) {
  const [value, setValue] = useState(args.value)
  return (
    <RadioField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        args.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Form fields/Radio field',
  component: RadioField,
  args: {
    legend: 'Format',
    description: 'How the players meet.',
    options: [
      { value: 'groupsKnockout', label: 'Groups and knockout', description: 'Groups first, the best go through.' },
      { value: 'knockout', label: 'Knockout', description: 'Lose once and you are out.' },
      { value: 'roundRobin', label: 'Round robin' },
    ],
    value: 'groupsKnockout',
    onValueChange: fn(),
  },
  render: (args) => <HeldRadioField {...args} />,
} satisfies Meta<typeof RadioField>

export default meta
type Story = StoryObj<typeof meta>

/** One choice at a time, by click or with the arrow keys; each choice's explanation is read with it. */
export const Choose: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Format' })
    await expect(group).toHaveAccessibleDescription('How the players meet.')
    await expect(within(group).getByRole('radio', { name: 'Groups and knockout' })).toBeChecked()
    const knockout = within(group).getByRole('radio', { name: 'Knockout' })
    await expect(knockout).toHaveAccessibleDescription('Lose once and you are out.')
    await userEvent.click(canvas.getByText('Knockout'))
    await expect(knockout).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('knockout')
    knockout.focus()
    await pressKey('ArrowDown')
    await expect(within(group).getByRole('radio', { name: 'Round robin' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('roundRobin')
  },
}

/** An error is announced with the group and marks every choice. */
export const WithError: Story = {
  args: { value: '', error: 'Choose a format.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Format' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('How the players meet. Choose a format.')
    await expect(within(group).queryAllByRole('radio', { checked: true })).toHaveLength(0)
  },
}

/** Side by side, with a swatch before each label. */
export const Horizontal: Story = {
  args: {
    legend: 'Board colour',
    description: undefined,
    orientation: 'horizontal',
    options: [
      { value: 'green', label: 'Green', adornment: <span aria-hidden className="size-4 rounded-full bg-success" /> },
      { value: 'red', label: 'Red', adornment: <span aria-hidden className="size-4 rounded-full bg-danger" /> },
    ],
    value: 'green',
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Board colour' })
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal')
    within(group).getByRole('radio', { name: 'Green' }).focus()
    await pressKey('ArrowRight')
    await expect(within(group).getByRole('radio', { name: 'Red' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('red')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'Knockout' }), { pointerEventsCheck: 0 })
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Choose a format.' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('Choose a format.')).toBeVisible()
  },
}
