import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BasicsSection } from './basics-section'
import { withTournamentForm, type TournamentFormStoryParameters } from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Basics section',
  component: BasicsSection,
  decorators: [withTournamentForm],
  args: { isLocked: false },
} satisfies Meta<typeof BasicsSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new tournament: no name, singles, blue, not a test. */
export const Empty: Story = {
  parameters: { tournamentForm: { values: { name: '' } } satisfies TournamentFormStoryParameters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tournament' })).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: 'Singles' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Test tournament' })).not.toBeChecked()
  },
}

/** The organiser names it, makes it pairs in teal and a test; the form holds every choice. */
export const Fill: Story = {
  parameters: { tournamentForm: { values: { name: '' }, onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Friday Night Darts')
    await userEvent.click(canvas.getByRole('radio', { name: 'Pairs (two players per entry)' }))
    const colours = within(canvas.getByRole('radiogroup', { name: 'Colour code' }))
    await userEvent.click(colours.getByRole('radio', { name: 'Teal' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Test tournament' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      name: 'Friday Night Darts',
      type: 'pairs',
      colour: 'teal',
      is_test: true,
    })
  },
}

/** Checking without a name: the field says so and gets the focus. */
export const NameMissing: Story = {
  parameters: { tournamentForm: { values: { name: '' } } satisfies TournamentFormStoryParameters },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    const name = canvas.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(name).toHaveFocus()
  },
}

/** After the draw: who plays cannot be changed any more, and the field says why; the name and colour still can. */
export const Locked: Story = {
  args: { isLocked: true },
  parameters: {
    tournamentForm: { values: { name: 'Brabant Open', type: 'pairs' } } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    const type = canvas.getByRole('radiogroup', { name: 'Who plays' })
    await expect(type).toHaveAccessibleDescription(/The draw has been made: this can no longer be changed\./)
    await expect(within(type).getByRole('radio', { name: 'Pairs (two players per entry)' })).toBeChecked()
    await expect(within(type).getByRole('radio', { name: 'Singles' })).toBeDisabled()
    await expect(canvas.getByLabelText('Name')).toBeEnabled()
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeEnabled()
  },
}

/** The server refused the type: its message is on the choice. */
export const ServerError: Story = {
  parameters: {
    tournamentForm: {
      errors: { type: 'The draw has been made: this can no longer be changed.' },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The draw has been made: this can no longer be changed.')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Tournament' })).toBeVisible()
  },
}
