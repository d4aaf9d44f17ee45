import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { RadioGroup, RadioGroupItem } from './radio-group'

const options = [
  { value: 'single', label: 'Single out' },
  { value: 'double', label: 'Double out' },
  { value: 'master', label: 'Master out' },
]

// A finger holds a key down for a moment: the way a user presses it (QuickArrowPresses covers a press without one).
async function pressKey(key: string) {
  await userEvent.keyboard(`{${key}>}`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  await userEvent.keyboard(`{/${key}}`)
}

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Checkout rule', defaultValue: 'double', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-3">
          <RadioGroupItem value={option.value} id={`out-${option.value}`} disabled={option.value === 'master'} />
          <label htmlFor={`out-${option.value}`} className="peer-disabled:opacity-50">
            {option.label}
          </label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Checkout rule' })
    await expect(group).toHaveAttribute('aria-orientation', 'vertical')
    const single = canvas.getByRole('radio', { name: 'Single out' })
    const double = canvas.getByRole('radio', { name: 'Double out' })
    await expect(double).toBeChecked()
    // Tab lands on the checked radio, not the first one.
    await userEvent.tab()
    await expect(double).toHaveFocus()
    await pressKey('ArrowUp')
    await expect(single).toHaveFocus()
    await expect(single).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('single')
    // Master out is disabled, so ArrowDown twice wraps past it back to Single out.
    await pressKey('ArrowDown')
    await expect(double).toBeChecked()
    await pressKey('ArrowDown')
    await expect(single).toHaveFocus()
    await expect(single).toBeChecked()
    await userEvent.click(canvas.getByText('Double out'))
    await expect(double).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('double')
  },
}

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Checkout rule' })
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal')
    await expect(group).toHaveAttribute('data-orientation', 'horizontal')
    const single = canvas.getByRole('radio', { name: 'Single out' })
    const double = canvas.getByRole('radio', { name: 'Double out' })
    await expect(single.getBoundingClientRect().top).toBe(double.getBoundingClientRect().top)
    await userEvent.click(single)
    await expect(single).toBeChecked()
    await pressKey('ArrowRight')
    await expect(double).toHaveFocus()
    await expect(double).toBeChecked()
    await pressKey('ArrowLeft')
    await expect(single).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledTimes(3)
  },
}

/**
 * A press with no hold (a screen reader's, a quick finger) chooses as it moves, and a horizontal group answers Up
 * and Down too, as a WAI-ARIA radio group does (issue 27).
 */
export const QuickArrowPresses: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvas }) => {
    const single = canvas.getByRole('radio', { name: 'Single out' })
    const double = canvas.getByRole('radio', { name: 'Double out' })
    await userEvent.tab()
    await expect(double).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(single).toBeChecked())
    await expect(single).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(double).toBeChecked())
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(single).toBeChecked())
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(double).toBeChecked())
    await expect(double).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenCalledTimes(4)
    await expect(args.onValueChange).toHaveBeenLastCalledWith('double')
  },
}

export const DisabledItem: Story = {
  play: async ({ args, canvas }) => {
    const master = canvas.getByRole('radio', { name: 'Master out' })
    await expect(master).toBeDisabled()
    await userEvent.click(master, { pointerEventsCheck: 0 })
    await expect(master).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Double out' })).toBeChecked()
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.tab()
    await expect(document.body).toHaveFocus()
  },
}

export const Invalid: Story = {
  args: { defaultValue: undefined, 'aria-invalid': true },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-3">
          <RadioGroupItem value={option.value} id={`invalid-${option.value}`} invalid />
          <label htmlFor={`invalid-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Checkout rule' })).toHaveAttribute('aria-invalid', 'true')
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).not.toBeChecked()
      await expect(radio).toHaveAttribute('data-invalid')
    }
  },
}
