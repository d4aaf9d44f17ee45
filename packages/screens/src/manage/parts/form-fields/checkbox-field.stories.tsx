import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field'

/** The box holding its own state, as a form does, reporting each change. */
function HeldCheckboxField(args: CheckboxFieldProps) {
  const [checked, setChecked] = useState(args.checked)
  return (
    <CheckboxField
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next)
        args.onCheckedChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Form fields/Checkbox field',
  component: CheckboxField,
  args: {
    label: 'Third-place match',
    description: 'The losing semi-finalists play for third place.',
    checked: false,
    onCheckedChange: fn(),
  },
  render: (args) => <HeldCheckboxField {...args} />,
} satisfies Meta<typeof CheckboxField>

export default meta
type Story = StoryObj<typeof meta>

/** Ticked by a click on the box or on its label, and with the space bar; the description is read after the label. */
export const Toggle: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Third-place match' })
    await expect(box).toHaveAccessibleDescription('The losing semi-finalists play for third place.')
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(canvas.getByText('Third-place match'))
    await expect(box).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false)
    box.focus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
  },
}

export const WithoutDescription: Story = {
  args: { description: undefined, checked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Third-place match' })
    await expect(box).toBeChecked()
    await expect(box).not.toHaveAttribute('aria-describedby')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Third-place match' })
    await expect(box).toBeDisabled()
    await userEvent.click(box, { pointerEventsCheck: 0 })
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('checkbox', { name: 'Third-place match' })).toBeChecked()
  },
}
