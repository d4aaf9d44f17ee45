import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { StandingsSection } from './standings-section'
import { withTournamentForm, type TournamentFormStoryParameters } from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Standings section',
  component: StandingsSection,
  decorators: [withTournamentForm],
} satisfies Meta<typeof StandingsSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new tournament: 2 points for a win, 1 for a draw, every tie-breaker in use. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tables' })).toBeVisible()
    await expect(canvas.getByLabelText('Win')).toHaveValue('2')
    await expect(canvas.getByLabelText('Draw')).toHaveValue('1')
    await expect(canvas.getByLabelText('Loss')).toHaveValue('0')
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked()
  },
}

/** Three points for a win, and leg difference first by keyboard: the form holds both. */
export const ChangePointsAndOrder: Story = {
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Win'))
    await userEvent.type(canvas.getByLabelText('Win'), '3')
    canvas.getByRole('button', { name: 'Move Leg difference up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('status')).toHaveTextContent('Leg difference: now number 1.')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      standings: {
        points: { win: '3', draw: '1', loss: '0' },
        tie_breakers: ['legDifference', 'points', 'headToHead', 'legsWon', 'average'],
      },
    })
  },
}

/** Points out of range are refused on their field. */
export const PointsOutOfRange: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Win'))
    await userEvent.type(canvas.getByLabelText('Win'), '11')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Win')).toHaveAccessibleDescription(/Enter a whole number from 0 to 10\./),
    )
  },
}

/** Unticking every tie-breaker: the list asks for at least one. */
export const NoTieBreaker: Story = {
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box)
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Order of the table when tied' })).toHaveAccessibleDescription(
        /Choose at least one\./,
      ),
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Tables' })).toBeVisible()
  },
}
