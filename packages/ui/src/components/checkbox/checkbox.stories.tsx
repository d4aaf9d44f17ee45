import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Checkbox, type CheckboxProps } from './checkbox'

function Labelled({ label, ...props }: CheckboxProps & { label: string }) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id="checkbox-story" {...props} />
      <label htmlFor="checkbox-story" className="text-base peer-disabled:opacity-50">
        {label}
      </label>
    </div>
  )
}

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => <Labelled label="Double in" {...args} />,
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Double in' })
    await expect(checkbox).not.toBeChecked()
    await expect(checkbox).toHaveAttribute('data-state', 'unchecked')
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    // The label is associated, so clicking its text toggles too.
    await userEvent.click(canvas.getByText('Double in'))
    await expect(checkbox).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false)
    checkbox.blur()
    await userEvent.tab()
    await expect(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(checkbox).toBeChecked()
    await expect(checkbox).toHaveAttribute('data-state', 'checked')
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3)
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Double in' })
    await expect(checkbox).toBeChecked()
    await expect(checkbox).toHaveAttribute('data-state', 'checked')
  },
}

export const Indeterminate: Story = {
  args: { defaultChecked: 'indeterminate' },
  render: (args) => <Labelled label="All boards ready" {...args} />,
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'All boards ready' })
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed')
    await expect(checkbox).toHaveAttribute('data-state', 'indeterminate')
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Double in' })
    await expect(checkbox).toBeDisabled()
    await userEvent.click(checkbox, { pointerEventsCheck: 0 })
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  render: (args) => <Labelled label="I accept the tournament rules" {...args} />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the tournament rules' })
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAttribute('data-invalid')
  },
}

export const TouchTarget: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Double in' })
    const rect = checkbox.getBoundingClientRect()
    await expect(rect.height).toBe(20)
    // The visible box is 20px; its invisible ::after skirt is what a finger hits.
    const skirt = getComputedStyle(checkbox, '::after')
    await expect(skirt.position).toBe('absolute')
    await expect(skirt.height).toBe('40px')
    await expect(skirt.width).toBe('40px')
    await userEvent.click(checkbox)
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

function ControlledCheckboxes() {
  const [boards, setBoards] = useState<Record<string, boolean>>({ 'Board 1': true, 'Board 2': false })
  const values = Object.values(boards)
  const all = values.every(Boolean) ? true : values.some(Boolean) ? 'indeterminate' : false
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Checkbox
          id="all-boards"
          checked={all}
          onCheckedChange={(checked) => setBoards({ 'Board 1': checked === true, 'Board 2': checked === true })}
        />
        <label htmlFor="all-boards">All boards</label>
      </div>
      {Object.entries(boards).map(([board, checked]) => (
        <div key={board} className="flex items-center gap-3 ps-6">
          <Checkbox
            id={board}
            checked={checked}
            onCheckedChange={(next) => setBoards({ ...boards, [board]: next === true })}
          />
          <label htmlFor={board}>{board}</label>
        </div>
      ))}
    </div>
  )
}

export const Controlled: Story = {
  render: () => <ControlledCheckboxes />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All boards' })
    await expect(all).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Board 2' }))
    await expect(all).toBeChecked()
    await userEvent.click(all)
    await expect(canvas.getByRole('checkbox', { name: 'Board 1' })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Board 2' })).not.toBeChecked()
  },
}
