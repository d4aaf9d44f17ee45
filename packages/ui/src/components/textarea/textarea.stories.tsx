import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Textarea } from './textarea'

const meta = {
  title: 'ui/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Match notes', placeholder: 'Notes for the referee', onChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Match notes' })
    await expect(textarea).toHaveAttribute('data-size', 'md')
    await userEvent.tab()
    await expect(textarea).toHaveFocus()
    await userEvent.keyboard('Board 3 light flickers.{Enter}Moved to board 5.')
    await expect(textarea).toHaveValue('Board 3 light flickers.\nMoved to board 5.')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Sizes: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div className="grid gap-3">
      <Textarea {...args} size="sm" aria-label="Small" />
      <Textarea {...args} size="md" aria-label="Medium" />
      <Textarea {...args} size="lg" aria-label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('textbox', { name: 'Small' })
    const large = canvas.getByRole('textbox', { name: 'Large' })
    await expect(small).toHaveAttribute('data-size', 'sm')
    await expect(large).toHaveAttribute('data-size', 'lg')
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height)
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'TBD' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Match notes' })
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAttribute('data-invalid')
    await expect(textarea).toHaveValue('TBD')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked after the final.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Match notes' })
    await expect(textarea).toBeDisabled()
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 })
    await expect(textarea).toHaveValue('Locked after the final.')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const AutoResize: Story = {
  args: { autoResize: true, rows: 2 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Match notes' })
    await expect(textarea).toHaveAttribute('data-auto-resize')
    const before = textarea.getBoundingClientRect().height
    await userEvent.click(textarea)
    await userEvent.keyboard('Leg 1{Enter}Leg 2{Enter}Leg 3{Enter}Leg 4{Enter}Leg 5{Enter}Leg 6')
    const after = textarea.getBoundingClientRect().height
    await expect(after).toBeGreaterThan(before)
    await expect(textarea.scrollHeight).toBeLessThanOrEqual(textarea.clientHeight)
  },
}

function ControlledAutoResize() {
  const [notes, setNotes] = useState('')
  return (
    <div className="grid gap-2">
      <Textarea
        aria-label="Announcement"
        autoResize
        rows={1}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <button
        type="button"
        className="justify-self-start underline"
        onClick={() => setNotes('Line 1\nLine 2\nLine 3\nLine 4')}
      >
        Use template
      </button>
    </div>
  )
}

export const ControlledAutoResizeStory: Story = {
  name: 'Auto resize (controlled)',
  render: () => <ControlledAutoResize />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Announcement' })
    const before = textarea.getBoundingClientRect().height
    await userEvent.click(canvas.getByRole('button', { name: 'Use template' }))
    await expect(textarea).toHaveValue('Line 1\nLine 2\nLine 3\nLine 4')
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before)
  },
}
