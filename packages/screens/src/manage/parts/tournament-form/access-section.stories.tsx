import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { AccessSection } from './access-section'
import { withTournamentForm, type TournamentFormStoryParameters } from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Access section',
  component: AccessSection,
  decorators: [withTournamentForm],
} satisfies Meta<typeof AccessSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new tournament: public, no entry limit, sign-up closed. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription(
      'Only you and the other organisers can see it.',
    )
    await expect(canvas.getByLabelText('Most entries')).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: 'Sign-up open' })).not.toBeChecked()
  },
}

/** Unlisted with room for 32, and players may sign up themselves. */
export const Fill: Story = {
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted' }))
    await userEvent.type(canvas.getByLabelText('Most entries'), '32')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sign-up open' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      visibility: 'unlisted',
      entry_limit: '32',
      signup_open: true,
    })
  },
}

/** An entry limit of one: the field says what it takes. */
export const EntryLimitTooLow: Story = {
  play: async ({ canvas }) => {
    const limit = canvas.getByLabelText('Most entries')
    await userEvent.type(limit, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(/Leave it empty for no limit, or enter a number from 2 to 1024\./),
    )
    await expect(limit).toHaveFocus()
    await expect(limit).toHaveValue('1')
  },
}

/** A private tournament with sign-up open and a limit, as saved. */
export const Filled: Story = {
  parameters: {
    tournamentForm: {
      values: { visibility: 'private', entry_limit: '16', signup_open: true },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked()
    await expect(canvas.getByLabelText('Most entries')).toHaveValue('16')
    await expect(canvas.getByRole('checkbox', { name: 'Sign-up open' })).toBeChecked()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Visibility and sign-up' })).toBeVisible()
  },
}
