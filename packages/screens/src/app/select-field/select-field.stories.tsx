import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { SelectField } from './select-field'

// A labelled choice from a short list, as a game of the match template (kind, start score, rules), a team's form and
// the admin's lists use it.

type ChoiceProps = {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  error?: string
  onValueChange: (value: string) => void
}

/** Stories only: the field holding its own value. */
function Choice({ value: initial, onValueChange, ...props }: ChoiceProps) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-xs">
      <SelectField
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          onValueChange(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'screens/App/Select field',
  component: Choice,
  args: {
    label: 'Start score',
    value: '501',
    options: [
      { value: '301', label: '301' },
      { value: '501', label: '501' },
      { value: '701', label: '701' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Choice>

export default meta
type Story = StoryObj<typeof meta>

/** The choice made shows on the labelled button. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Start score' })).toHaveTextContent('501')
  },
}

/** Choosing with the mouse. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Start score' }))
    await userEvent.click(await screen.findByRole('option', { name: '701' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('701')
    await expect(canvas.getByRole('combobox', { name: 'Start score' })).toHaveTextContent('701')
  },
}

/** Choosing by keyboard: open, move down, pick. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = await canvas.findByRole('combobox', { name: 'Start score' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('701')
    await expect(trigger).toHaveTextContent('701')
    await expect(trigger).toHaveFocus()
  },
}

/** An error: shown under the field, which it describes and marks invalid. */
export const Invalid: Story = {
  args: { error: 'Choose a start score.' },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('combobox', { name: 'Start score' })
    await expect(canvas.getByText('Choose a start score.')).toBeVisible()
    await expect(trigger).toHaveAccessibleDescription('Choose a start score.')
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
  },
}

/** In the dark theme, open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Start score' }))
    await expect(await screen.findByRole('option', { name: '301' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}
