import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Switch } from './switch'

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { id: 'switch-story', onCheckedChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <label htmlFor={args.id} className="peer-disabled:opacity-50">
        Show checkout suggestions
      </label>
    </div>
  ),
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show checkout suggestions' })
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toHaveAttribute('data-size', 'md')
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveAttribute('data-state', 'checked')
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(canvas.getByText('Show checkout suggestions'))
    await expect(toggle).not.toBeChecked()
    toggle.blur()
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4)
  },
}

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show checkout suggestions' })).toBeChecked()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3">
          <Switch {...args} id={`sound-${size}`} size={size} defaultChecked={size !== 'sm'} />
          <label htmlFor={`sound-${size}`}>Caller voice ({size})</label>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('switch', { name: 'Caller voice (sm)' })
    const large = canvas.getByRole('switch', { name: 'Caller voice (lg)' })
    await expect(small).toHaveAttribute('data-size', 'sm')
    await expect(large).toHaveAttribute('data-size', 'lg')
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width)
    await userEvent.click(large)
    await expect(large).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show checkout suggestions' })
    await expect(toggle).toBeDisabled()
    await userEvent.click(toggle, { pointerEventsCheck: 0 })
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const Controlled: Story = {
  args: { checked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show checkout suggestions' })
    await userEvent.click(toggle)
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false)
    // The parent did not change `checked`, so the switch stays on.
    await expect(toggle).toBeChecked()
  },
}
