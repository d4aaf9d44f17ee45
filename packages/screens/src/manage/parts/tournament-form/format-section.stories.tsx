import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FormatSection } from './format-section'
import {
  storyTournamentValues,
  withTournamentForm,
  type TournamentFormStoryParameters,
} from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Format section',
  component: FormatSection,
  decorators: [withTournamentForm],
  args: { isLocked: false, entriesCount: 0 },
} satisfies Meta<typeof FormatSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const summary = (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector<HTMLElement>('[data-slot="format-summary"]')
  if (!box) throw new Error('No format summary')
  return within(box)
}

/** A new tournament: groups of 4, best 2 through, summed up below. */
export const New: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Groups, then knockout' })).toBeChecked()
    await expect(canvas.getByLabelText('Players per group (at most)')).toHaveValue('4')
    await expect(canvas.getByLabelText('Go through from each group')).toHaveValue('2')
    await expect(summary(canvasElement).getByText('Groups of up to 4, best 2 to the winners knockout')).toBeVisible()
  },
}

/** The summary follows each change: a knockout with a match for third place for the 13 players entered. */
export const ChooseKnockout: Story = {
  args: { entriesCount: 13 },
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Knockout' }))
    await expect(canvas.queryByLabelText('Players per group (at most)')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('checkbox', { name: 'Consolation knockout' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Match for third place' }))
    await expect(summary(canvasElement).getByText('Knockout, with a match for third place')).toBeVisible()
    await expect(summary(canvasElement).getByText('13 players: 13 games.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ format: { kind: 'knockout', third_place: true } })
  },
}

/** Double elimination offers the grand-final replay; the entry limit stands in for the players. */
export const DoubleElimination: Story = {
  parameters: { tournamentForm: { values: { entry_limit: '8' } } satisfies TournamentFormStoryParameters },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Double elimination' }))
    await expect(canvas.getByRole('checkbox', { name: 'Replay the grand final' })).toBeChecked()
    await expect(
      summary(canvasElement).getByText('8 players: 14 games (one more if the grand final is replayed).'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Replay the grand final' }))
    await expect(summary(canvasElement).getByText('8 players: 14 games.')).toBeVisible()
  },
}

/** The group options on: twice round, the best third-placed going up, and a capped consolation knockout. */
export const GroupOptions: Story = {
  args: { entriesCount: 12 },
  parameters: {
    tournamentForm: {
      values: {
        format: {
          ...storyTournamentValues.format,
          consolation: true,
          double_round_robin: true,
          best_placed_qualifiers: '1',
          consolation_limit: '4',
        },
      },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'Play twice round' })).toBeChecked()
    await expect(canvas.getByLabelText('Best next-placed who also go through')).toHaveValue('1')
    await expect(canvas.getByLabelText('Most players in the consolation knockout')).toHaveValue('4')
    await expect(
      summary(canvasElement).getByText(
        '3 groups of 4, played twice round, best 2 and the best 3rd-placed to the winners knockout, at most 4 of the rest to a consolation knockout',
      ),
    ).toBeVisible()
    // 3 groups × 12 games, a knockout of 7 (6 games), a consolation knockout of 4 (3 games).
    await expect(summary(canvasElement).getByText('12 players: 45 games.')).toBeVisible()
  },
}

/** The organiser sets the group options; the consolation limit appears with the consolation knockout. */
export const SetGroupOptions: Story = {
  args: { entriesCount: 16 },
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByLabelText('Most players in the consolation knockout')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('switch', { name: 'Play twice round' }))
    const bestPlaced = canvas.getByLabelText('Best next-placed who also go through')
    await userEvent.clear(bestPlaced)
    await userEvent.type(bestPlaced, '2')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Consolation knockout' }))
    await userEvent.type(canvas.getByLabelText('Most players in the consolation knockout'), '4')
    await expect(
      summary(canvasElement).getByText(
        '4 groups of 4, played twice round, best 2 and the 2 best 3rd-placed to the winners knockout, at most 4 of the rest to a consolation knockout',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      format: { double_round_robin: true, best_placed_qualifiers: '2', consolation: true, consolation_limit: '4' },
    })
    // A round robin can be played twice round too; a knockout cannot.
    await userEvent.click(canvas.getByRole('radio', { name: 'Round robin' }))
    await expect(canvas.getByRole('switch', { name: 'Play twice round' })).toBeChecked()
    await expect(summary(canvasElement).getByText('Round robin: everyone plays everyone twice')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Knockout' }))
    await expect(canvas.queryByRole('switch', { name: 'Play twice round' })).not.toBeInTheDocument()
  },
}

/** More best-placed than the entry limit leaves groups for: the error names the most groups there can be. */
export const TooManyBestPlaced: Story = {
  parameters: { tournamentForm: { values: { entry_limit: '8' } } satisfies TournamentFormStoryParameters },
  play: async ({ canvas }) => {
    const bestPlaced = canvas.getByLabelText('Best next-placed who also go through')
    await userEvent.clear(bestPlaced)
    await userEvent.type(bestPlaced, '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(bestPlaced).toHaveAccessibleDescription(/Enter fewer than the number of groups \(2\)\./))
  },
}

/** As many going through as a group holds: the error is on the field. */
export const TooManyQualifiers: Story = {
  play: async ({ canvas, canvasElement }) => {
    const qualifiers = canvas.getByLabelText('Go through from each group')
    await userEvent.clear(qualifiers)
    await expect(
      summary(canvasElement).getByText('Fill in the group size and how many go through to see the summary.'),
    ).toBeVisible()
    await userEvent.type(qualifiers, '4')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(qualifiers).toHaveAccessibleDescription(/Fewer players must go through than a group has\./),
    )
    await expect(qualifiers).toHaveFocus()
  },
}

/** A group size out of range. */
export const GroupSizeOutOfRange: Story = {
  play: async ({ canvas }) => {
    const size = canvas.getByLabelText('Players per group (at most)')
    await userEvent.clear(size)
    await userEvent.type(size, '20')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(size).toHaveAccessibleDescription(/Enter a whole number from 3 to 16\./))
  },
}

/** After the draw: the format is shown with 12 entries, every choice locked, and the section says why. */
export const Locked: Story = {
  args: { isLocked: true, entriesCount: 12 },
  parameters: {
    tournamentForm: {
      values: { format: { ...storyTournamentValues.format, consolation: true } },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Format' })).getByText(
        'The draw has been made: the format and the game settings can no longer be changed.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Knockout' })).toBeDisabled()
    await expect(canvas.getByLabelText('Players per group (at most)')).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'Consolation knockout' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'Consolation knockout' })).toBeChecked()
    await expect(
      summary(canvasElement).getByText(
        '3 groups of 4, best 2 to the winners knockout, the rest to a consolation knockout',
      ),
    ).toBeVisible()
  },
}

/** A server error about the format as a whole, shown above it. */
export const ServerError: Story = {
  parameters: {
    tournamentForm: {
      errors: { format: 'The draw has been made: this can no longer be changed.' },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The draw has been made: this can no longer be changed.',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Format' })).toBeVisible()
  },
}
