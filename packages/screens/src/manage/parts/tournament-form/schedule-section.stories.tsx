import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ScheduleSection } from './schedule-section'
import { withTournamentForm, type TournamentFormStoryParameters } from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Schedule section',
  component: ScheduleSection,
  decorators: [withTournamentForm],
} satisfies Meta<typeof ScheduleSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new tournament: the suggested start, no venue or description yet. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The start is in your own time zone; players see it in theirs.')).toBeVisible()
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-12-04')
    await expect(canvas.getByLabelText('Start time')).toHaveValue('19:30')
    await expect(canvas.getByLabelText('Venue')).toHaveValue('')
    await expect(canvas.getByLabelText('Description')).toHaveValue('')
  },
}

/** The organiser moves the start and says where it is played. */
export const Fill: Story = {
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Start time'))
    await userEvent.type(canvas.getByLabelText('Start time'), '20:00')
    await userEvent.type(canvas.getByLabelText('Venue'), 'The Oche Bar, Ghent')
    await userEvent.type(canvas.getByLabelText('Description'), 'Entry € 5.{enter}Prizes for the top four.')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      date: '2026-12-04',
      time: '20:00',
      venue: 'The Oche Bar, Ghent',
      description: 'Entry € 5.\nPrizes for the top four.',
    })
  },
}

/** Without a date, the field asks for one. */
export const DateMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Date'))
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription(/Enter a date and a time\./))
  },
}

/** The server refused the start: its message is on the date, the rest kept. */
export const ServerError: Story = {
  parameters: {
    tournamentForm: {
      values: { venue: 'The Oche Bar, Ghent' },
      errors: { date: 'The tournament cannot start in the past.' },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription(/The tournament cannot start in the past\./),
    )
    await expect(canvas.getByLabelText('Venue')).toHaveValue('The Oche Bar, Ghent')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'When and where' })).toBeVisible()
  },
}
