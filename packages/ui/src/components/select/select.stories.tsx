import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { focusIndicatorContrast } from '../../lib/contrast.story-helpers'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select'

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { onValueChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Game format">
        <SelectValue placeholder="Choose a format" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="301">301 double out</SelectItem>
        <SelectItem value="501">501 double out</SelectItem>
        <SelectItem value="701" disabled>
          701 double out
        </SelectItem>
        <SelectItem value="cricket">Cricket</SelectItem>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format' })
    await expect(trigger).toHaveTextContent('Choose a format')
    await expect(trigger).toHaveAttribute('data-placeholder')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    const listbox = await screen.findByRole('listbox')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await expect(screen.getAllByRole('option')).toHaveLength(4)
    await userEvent.click(screen.getByRole('option', { name: '501 double out' }))
    await waitFor(() => expect(listbox).not.toBeInTheDocument())
    await expect(args.onValueChange).toHaveBeenCalledWith('501')
    await expect(trigger).toHaveTextContent('501 double out')
    await expect(trigger).not.toHaveAttribute('data-placeholder')
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
  },
}

export const KeyboardNavigation: Story = {
  args: { defaultValue: '301' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await waitFor(() => expect(screen.getByRole('option', { name: '301 double out' })).toHaveFocus())
    await expect(screen.getByRole('option', { name: '301 double out' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    await expect(screen.getByRole('option', { name: '501 double out' })).toHaveFocus()
    // 701 is disabled, so the next arrow skips it.
    await userEvent.keyboard('{ArrowDown}')
    await expect(screen.getByRole('option', { name: 'Cricket' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(screen.getByRole('option', { name: '501 double out' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(args.onValueChange).toHaveBeenCalledWith('501')
    await expect(trigger).toHaveTextContent('501 double out')
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveTextContent('501 double out')
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
  },
}

/** The option focused by keyboard stands out from the list by 3:1 or more (WCAG 1.4.11): issue 27. */
async function expectVisibleKeyboardFocus() {
  await userEvent.tab()
  await userEvent.keyboard('{Enter}')
  const listbox = await screen.findByRole('listbox')
  const first = screen.getByRole('option', { name: '301 double out' })
  await waitFor(() => expect(first).toHaveFocus())
  await expect(focusIndicatorContrast(first, listbox)).toBeGreaterThanOrEqual(3)
  await userEvent.keyboard('{ArrowDown}')
  const second = screen.getByRole('option', { name: '501 double out' })
  await expect(second).toHaveFocus()
  await expect(focusIndicatorContrast(second, listbox)).toBeGreaterThanOrEqual(3)
  await expect(focusIndicatorContrast(first, listbox)).toBeLessThan(1.5)
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}

export const KeyboardFocusVisibleLight: Story = {
  args: { defaultValue: '301' },
  globals: { theme: 'light' },
  play: async () => {
    await expect(document.documentElement).not.toHaveClass('dark')
    await expectVisibleKeyboardFocus()
  },
}

export const KeyboardFocusVisibleDark: Story = {
  args: { defaultValue: '301' },
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expectVisibleKeyboardFocus()
  },
}

export const DisabledItem: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const disabled = await screen.findByRole('option', { name: '701 double out' })
    await expect(disabled).toHaveAttribute('aria-disabled', 'true')
    await expect(disabled).toHaveAttribute('data-disabled')
    await userEvent.click(disabled, { pointerEventsCheck: 0 })
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(screen.getByRole('listbox')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: '501' },
  // While the list is open Radix hides the page from screen readers and traps focus in the list, so the hidden
  // trigger cannot be reached; axe cannot know that and flags it. Every other rule still runs.
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvas }) => {
    const listbox = await screen.findByRole('listbox')
    await expect(listbox).toHaveAttribute('data-state', 'open')
    await expect(screen.getByRole('option', { name: '501 double out' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Game format', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

export const Grouped: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Board">
        <SelectValue placeholder="Assign a board" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Stage</SelectLabel>
          <SelectItem value="stage-1">Stage board 1</SelectItem>
          <SelectItem value="stage-2">Stage board 2</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Practice hall</SelectLabel>
          <SelectItem value="hall-1">Board 1</SelectItem>
          <SelectItem value="hall-2">Board 2</SelectItem>
          <SelectItem value="hall-3" disabled>
            Board 3 (out of order)
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Board' }))
    const groups = await screen.findAllByRole('group')
    await expect(groups).toHaveLength(2)
    await expect(screen.getByRole('group', { name: 'Practice hall' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('option', { name: 'Board 2' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('hall-2')
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Game format" invalid>
        <SelectValue placeholder="Choose a format" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="501">501 double out</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAttribute('data-invalid')
  },
}

/**
 * A long chosen option in a narrow field (a filter in half a phone's width, in French), inside a grid as a form field
 * lays it out: the button keeps to the field and the label ends in an ellipsis.
 */
export const LongValueInANarrowField: Story = {
  args: { defaultValue: 'all' },
  render: (args) => (
    <div data-testid="field" className="grid w-40 content-start gap-2">
      <Select {...args}>
        <SelectTrigger aria-label="Division">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Toutes les divisions</SelectItem>
          <SelectItem value="premier">Premier Division</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByTestId('field').getBoundingClientRect()
    const trigger = canvas.getByRole('combobox', { name: 'Division' })
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(field.right)
    const value = trigger.querySelector('[data-slot="select-value"]') as HTMLElement
    await expect(value).toHaveTextContent('Toutes les divisions')
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth)
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '501' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format' })
    await expect(trigger).toBeDisabled()
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

function ControlledSelect() {
  const [format, setFormat] = useState('501')
  return (
    <div className="grid gap-2">
      <Select value={format} onValueChange={setFormat}>
        <SelectTrigger aria-label="Game format">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="301">301 double out</SelectItem>
          <SelectItem value="501">501 double out</SelectItem>
        </SelectContent>
      </Select>
      <p>Selected: {format}</p>
      <button type="button" className="justify-self-start underline" onClick={() => setFormat('301')}>
        Quick game
      </button>
    </div>
  )
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format' })
    await expect(trigger).toHaveTextContent('501 double out')
    await userEvent.click(canvas.getByRole('button', { name: 'Quick game' }))
    await expect(trigger).toHaveTextContent('301 double out')
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('option', { name: '501 double out' }))
    await expect(canvas.getByText('Selected: 501')).toBeInTheDocument()
  },
}

export const LongText: Story = {
  render: (args) => (
    <Select {...args} defaultValue="long">
      <SelectTrigger aria-label="Tournament">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="long">Wolverhampton Winter Classic Open Pairs Qualifier — Round of 128</SelectItem>
        <SelectItem value="short">Friday Night Open</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tournament' })
    await expect(trigger).toHaveTextContent('Wolverhampton Winter Classic')
    await expect(trigger.getBoundingClientRect().height).toBe(40)
  },
}
