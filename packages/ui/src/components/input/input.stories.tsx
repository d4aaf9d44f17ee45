import type { Meta, StoryObj } from '@storybook/react-vite'
import { Search } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { Input } from './input'

const meta = {
  title: 'ui/Input',
  component: Input,
  args: { 'aria-label': 'Player name', placeholder: 'e.g. Fallon Sherrock', onChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' })
    await expect(input).toHaveAttribute('data-size', 'md')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('Luke Littler')
    await expect(input).toHaveValue('Luke Littler')
    await expect(args.onChange).toHaveBeenCalledTimes('Luke Littler'.length)
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
  },
}

export const WithLabel: Story = {
  args: { 'aria-label': undefined, id: 'tournament-name', defaultValue: 'Friday Night Open' },
  render: (args) => (
    <div className="grid gap-2">
      <label htmlFor="tournament-name" className="text-sm font-medium">
        Tournament name
      </label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tournament name' })
    await userEvent.click(canvas.getByText('Tournament name'))
    await expect(input).toHaveFocus()
    await userEvent.clear(input)
    await userEvent.type(input, 'Saturday Cup')
    await expect(input).toHaveValue('Saturday Cup')
  },
}

export const Sizes: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Small' }).getBoundingClientRect().height).toBe(32)
    await expect(canvas.getByRole('textbox', { name: 'Medium' }).getBoundingClientRect().height).toBe(40)
    await expect(canvas.getByRole('textbox', { name: 'Large' }).getBoundingClientRect().height).toBe(48)
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'x' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAttribute('data-invalid')
    await userEvent.type(input, 'avier')
    await expect(input).toHaveValue('xavier')
  },
}

export const InvalidProp: Story = {
  args: { invalid: true, defaultValue: 'x' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAttribute('data-invalid')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Board 4' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' })
    await expect(input).toBeDisabled()
    await expect(input).toHaveAttribute('data-disabled')
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('Board 4')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const WithAdornments: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} type="search" aria-label="Search players" placeholder="Search" startAdornment={<Search />} />
      <Input {...args} inputMode="numeric" aria-label="Starting score" defaultValue="501" endAdornment="pts" />
      <Input {...args} aria-label="Entry fee" defaultValue="10" startAdornment="€" invalid />
    </div>
  ),
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search players' })
    await expect(search.parentElement).toHaveAttribute('data-slot', 'input-group')
    await userEvent.tab()
    await expect(search).toHaveFocus()
    await userEvent.keyboard('Price')
    await expect(search).toHaveValue('Price')
    await userEvent.tab()
    const score = canvas.getByRole('textbox', { name: 'Starting score' })
    await expect(score).toHaveFocus()
    await expect(canvas.getByText('pts')).toHaveAttribute('data-slot', 'input-adornment')
    const fee = canvas.getByRole('textbox', { name: 'Entry fee' })
    await expect(fee).toBeInvalid()
    await expect(fee.parentElement).toHaveAttribute('data-invalid')
  },
}

export const LongText: Story = {
  args: {
    defaultValue: 'Wolverhampton Winter Classic Open Pairs Qualifier — Round of 128, Board 12 (Stage)',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' })
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth)
  },
}
