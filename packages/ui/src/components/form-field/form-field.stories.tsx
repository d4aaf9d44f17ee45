import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Checkbox } from '../checkbox/checkbox'
import { Input } from '../input/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select'
import { Textarea } from '../textarea/textarea'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage } from './form-field'

const meta = {
  title: 'ui/FormField',
  component: FormField,
  args: { name: 'nickname', id: 'nickname' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField {...args}>
      <FormLabel requiredLabel="(required)">Nickname</FormLabel>
      <FormControl>
        <Input defaultValue="The Power" />
      </FormControl>
      <FormMessage />
    </FormField>
  ),
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' })
    await expect(input).toHaveAttribute('id', 'nickname')
    await expect(input).toHaveAttribute('name', 'nickname')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toBeRequired()
    await userEvent.click(canvas.getByText('Nickname'))
    await expect(input).toHaveFocus()
  },
}

/**
 * A field in a column narrower than its control's text (a team picker on a 320 px phone, in French): the control
 * gives way and its value ends in an ellipsis, instead of the field growing to the text and running off the page.
 */
export const InANarrowColumn: Story = {
  render: (args) => (
    <div data-testid="column" className="w-40">
      <FormField {...args}>
        <FormLabel>Équipe</FormLabel>
        <FormControl>
          <button type="button" className="flex h-11 items-center rounded-md border border-border px-3 text-start">
            <span className="truncate">Les Flèches de la Vallée de la Meuse</span>
          </button>
        </FormControl>
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column').getBoundingClientRect()
    const control = canvas.getByRole('button', { name: 'Équipe' })
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(column.right)
    const value = canvas.getByText('Les Flèches de la Vallée de la Meuse')
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth)
  },
}

export const WithHelp: Story = {
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Nickname</FormLabel>
      <FormControl>
        <Input />
      </FormControl>
      <FormDescription>Shown on the scoreboard and the bracket.</FormDescription>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' })
    await expect(input).toHaveAccessibleDescription('Shown on the scoreboard and the bracket.')
    await expect(input).toHaveAttribute('aria-describedby', 'nickname-description')
  },
}

export const WithError: Story = {
  args: { error: 'Nickname is taken by another player in this tournament.' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Nickname</FormLabel>
      <FormControl>
        <Input defaultValue="The Power" />
      </FormControl>
      <FormDescription>Shown on the scoreboard and the bracket.</FormDescription>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' })
    await expect(input).toHaveValue('The Power')
    await expect(input).toBeInvalid()
    await expect(input).toHaveAttribute('data-invalid')
    await expect(input).toHaveAccessibleDescription(
      'Shown on the scoreboard and the bracket. Nickname is taken by another player in this tournament.',
    )
    const message = canvas.getByText('Nickname is taken by another player in this tournament.')
    await expect(message).toHaveAttribute('aria-live', 'polite')
    await expect(canvas.getByText('Nickname')).toHaveAttribute('data-invalid')
    await userEvent.type(input, ' II')
    await expect(input).toHaveValue('The Power II')
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname (required)' })
    await expect(input).toBeRequired()
    const marker = canvasElement.querySelector('[data-slot="form-required-marker"]')
    await expect(marker).toHaveAttribute('aria-hidden', 'true')
    await expect(marker && getComputedStyle(marker, '::after').content).toBe('"*"')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' })
    await expect(input).toBeDisabled()
    await expect(canvas.getByText('Nickname')).toHaveAttribute('data-disabled')
    await userEvent.tab()
    await expect(input).not.toHaveFocus()
  },
}

function SignUpForm() {
  const [error, setError] = useState<string>()
  const [registered, setRegistered] = useState<string>()
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const nickname = String(new FormData(event.currentTarget).get('nickname') ?? '')
    if (nickname.trim().length < 3) return setError('Use at least 3 characters.')
    setError(undefined)
    setRegistered(nickname)
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField name="nickname" error={error} required>
        <FormLabel requiredLabel="(required)">Nickname</FormLabel>
        <FormControl>
          <Input />
        </FormControl>
        <FormDescription>Shown on the scoreboard.</FormDescription>
        <FormMessage />
      </FormField>
      <button type="submit" className="justify-self-start rounded-md bg-primary px-4 py-2 text-primary-foreground">
        Register
      </button>
      {registered && <p>Registered as {registered}</p>}
    </form>
  )
}

export const ValidationOnSubmit: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname (required)' })
    await expect(input).toHaveAttribute('name', 'nickname')
    await expect(input).toHaveAccessibleDescription('Shown on the scoreboard.')
    await userEvent.type(input, 'MV')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(input).toBeInvalid())
    await expect(input).toHaveValue('MV')
    await expect(input).toHaveAccessibleDescription('Shown on the scoreboard. Use at least 3 characters.')
    await expect(canvas.queryByText(/Registered as/)).not.toBeInTheDocument()
    await userEvent.type(input, 'G')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(canvas.getByText('Registered as MVG')).toBeInTheDocument()
    await expect(input).not.toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Shown on the scoreboard.')
  },
}

export const WithTextarea: Story = {
  args: { name: 'notes', id: 'notes', error: 'Keep notes under 200 characters.' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Referee notes</FormLabel>
      <FormControl>
        <Textarea autoResize defaultValue="Board 3 light flickers during the second session." />
      </FormControl>
      <FormDescription>Visible to tournament staff only.</FormDescription>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Referee notes' })
    await expect(textarea).toHaveAttribute('name', 'notes')
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAccessibleDescription(
      'Visible to tournament staff only. Keep notes under 200 characters.',
    )
  },
}

export const WithSelect: Story = {
  args: { name: 'format', id: 'format', required: true, error: 'Choose a game format.' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel requiredLabel="(required)">Game format</FormLabel>
      <Select name="format">
        <FormControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose a format" />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value="301">301 double out</SelectItem>
          <SelectItem value="501">501 double out</SelectItem>
        </SelectContent>
      </Select>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game format (required)' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAttribute('data-invalid')
    await expect(trigger).toHaveAttribute('aria-required', 'true')
    await expect(trigger).toHaveAccessibleDescription('Choose a game format.')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: '501 double out' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('501 double out')
  },
}

export const WithCheckbox: Story = {
  args: { name: 'rules', id: 'rules', required: true, error: 'Accept the rules to enter.' },
  render: (args) => (
    <FormField {...args}>
      <div className="flex items-center gap-3">
        <FormControl>
          <Checkbox />
        </FormControl>
        <FormLabel requiredLabel="(required)">I accept the tournament rules</FormLabel>
      </div>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the tournament rules (required)' })
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAttribute('data-invalid')
    await expect(checkbox).toBeRequired()
    await expect(checkbox).toHaveAccessibleDescription('Accept the rules to enter.')
    await userEvent.click(canvas.getByText('I accept the tournament rules'))
    await expect(checkbox).toBeChecked()
  },
}

export const DisabledControls: Story = {
  args: { disabled: true },
  render: (args) => (
    <div className="grid gap-4">
      <FormField {...args} name="board" id="board">
        <FormLabel>Board</FormLabel>
        <Select defaultValue="1">
          <FormControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            <SelectItem value="1">Board 1</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      <FormField {...args} name="livestream" id="livestream">
        <div className="flex items-center gap-3">
          <FormControl>
            <Checkbox />
          </FormControl>
          <FormLabel>Stream this match</FormLabel>
        </div>
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'Stream this match' })).toBeDisabled()
  },
}
