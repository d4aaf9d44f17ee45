import { participantFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MemberPicker, type MemberPickerProps } from './member-picker'
import type { PickerParticipant } from './picker-options'

/** The participant called `name` in the demo organiser's list. */
function participantNamed(name: string) {
  const participant = participantFixtures.find((each) => each.name === name)
  if (!participant) throw new Error(`No participant ${name}`)
  return participant
}

/** The picker holding its own value, as the forms using it do, reporting each change. */
function HeldMemberPicker(args: MemberPickerProps<PickerParticipant>) {
  const [value, setValue] = useState(args.value)
  return (
    <div className="max-w-md pb-80">
      <MemberPicker
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          args.onValueChange(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'screens/Manage/Member picker',
  component: MemberPicker,
  args: {
    label: 'Player',
    description: 'Search your players by name or nickname.',
    participants: participantFixtures,
    enteredIds: new Set([participantNamed('Sanne de Vries').id]),
    value: null,
    onValueChange: fn(),
  },
  render: (args) => <HeldMemberPicker {...args} />,
} satisfies Meta<typeof MemberPicker>

export default meta
type Story = StoryObj<typeof meta>

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent)

/** Typing filters by nickname too; a click chooses the player and closes the list. */
export const SearchAndPick: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await expect(input).toHaveAccessibleDescription('Search your players by name or nickname.')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'molen')
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = canvas.getByRole('listbox', { name: 'Players' })
    await expect(optionNames(listbox)).toEqual(['Jeroen SmitDe Molenaar', 'Add “molen” as a new guest'])
    await userEvent.click(within(listbox).getByRole('option', { name: /Jeroen Smit/ }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      kind: 'participant',
      participant: participantNamed('Jeroen Smit'),
    })
    await expect(input).toHaveValue('Jeroen Smit')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveFocus()
  },
}

/** The keyboard: accents are ignored when searching, arrows move, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await userEvent.type(input, 'schr')
    const listbox = canvas.getByRole('listbox', { name: 'Players' })
    await expect(optionNames(listbox)[0]).toBe('Jana Schröder')
    await userEvent.keyboard('{Escape}')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.clear(input)
    await userEvent.type(input, 'de')
    const options = within(listbox).getAllByRole('option')
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await userEvent.keyboard('{ArrowDown}')
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{Enter}')
    const chosen = participantFixtures.find(({ name }) => options[1]?.textContent?.startsWith(name))
    await expect(input).toHaveValue(chosen?.name)
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'participant', participant: chosen })
  },
}

/** A name not on the list is offered as a new guest. */
export const AddGuest: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await userEvent.type(input, '  Nina Visser')
    const listbox = canvas.getByRole('listbox', { name: 'Players' })
    await expect(optionNames(listbox)).toEqual(['Add “Nina Visser” as a new guest'])
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'guest', name: 'Nina Visser' })
    await expect(input).toHaveValue('Nina Visser')
    // Typing again drops the choice.
    await userEvent.type(input, 'e')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null)
  },
}

/** Someone already entered is listed but cannot be chosen; typing their exact name offers no guest. */
export const AlreadyEntered: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await userEvent.type(input, 'Sanne de Vries')
    const option = within(canvas.getByRole('listbox', { name: 'Players' })).getByRole('option')
    await expect(option).toHaveTextContent('Already entered')
    await expect(option).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(option)
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Where only listed players may be chosen: no guest, and no list when nobody matches. */
export const ListedPlayersOnly: Story = {
  args: { allowsGuest: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await userEvent.type(input, 'Nina')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('option')).toBeNull()
  },
}

/** Opens on the player already chosen; an error is shown on the field. */
export const ChosenWithError: Story = {
  args: {
    value: { kind: 'participant', participant: participantNamed('Kevin Peeters') },
    error: 'This player is already in a pair.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Player' })
    await expect(input).toHaveValue('Kevin Peeters')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('This player is already in a pair.')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Player' })).toBeDisabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await userEvent.type(canvas.getByRole('combobox', { name: 'Player' }), 'an')
    await expect(canvas.getByRole('listbox', { name: 'Players' })).toBeVisible()
  },
}
