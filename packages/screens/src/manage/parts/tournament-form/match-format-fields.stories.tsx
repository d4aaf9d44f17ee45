import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MatchFormatFields } from './match-format-fields'
import {
  storyTournamentValues,
  withTournamentForm,
  type TournamentFormStoryParameters,
} from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Match format fields',
  component: MatchFormatFields,
  decorators: [withTournamentForm],
  args: { path: 'phases.groups.format', legend: 'A game is won by', allowsDraws: true, disabled: false },
} satisfies Meta<typeof MatchFormatFields>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const kinds = (canvas: HTMLElement) => within(within(canvas).getByRole('radiogroup', { name: 'A game is won by' }))

/** A group game: first to 3 legs, and "all legs" is offered since a table counts draws. */
export const GroupGame: Story = {
  play: async ({ canvasElement }) => {
    await expect(kinds(canvasElement).getByRole('radio', { name: 'First to' })).toBeChecked()
    await expect(kinds(canvasElement).getByRole('radio', { name: 'All legs (a draw is possible)' })).toBeVisible()
    await expect(within(canvasElement).getByLabelText('Legs to win')).toHaveValue('3')
  },
}

/** Choosing sets asks for the sets and the legs in a set; the form holds them. */
export const ChooseSets: Story = {
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(kinds(canvasElement).getByRole('radio', { name: 'Sets' }))
    await expect(canvas.queryByLabelText('Legs to win')).not.toBeInTheDocument()
    await userEvent.clear(canvas.getByLabelText('Sets to win'))
    await userEvent.type(canvas.getByLabelText('Sets to win'), '2')
    await expect(canvas.getByLabelText('Legs to win a set')).toHaveValue('3')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      phases: { groups: { format: { kind: 'sets', sets: '2', legsPerSet: '3' } } },
    })
  },
}

/** A knockout game cannot be a draw: no "all legs", and an even "best of" is refused on the choice. */
export const KnockoutDrawRefused: Story = {
  args: { path: 'phases.winnersKo.format', allowsDraws: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(kinds(canvasElement).queryByRole('radio', { name: /All legs/ })).not.toBeInTheDocument()
    await userEvent.click(kinds(canvasElement).getByRole('radio', { name: 'Best of' }))
    const legs = canvas.getByLabelText('Legs to play')
    await userEvent.clear(legs)
    await userEvent.type(legs, '4')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(canvas.getByRole('radiogroup', { name: 'A game is won by' })).toHaveAccessibleDescription(
        /A knockout game cannot end in a draw/,
      ),
    )
  },
}

/** No legs to play: the count asks for a whole number. */
export const LegsMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Legs to win'))
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Legs to win')).toHaveAccessibleDescription(/Enter a whole number from 1 to 99\./),
    )
  },
}

/** After the draw: shown, not changed. */
export const Disabled: Story = {
  args: { disabled: true },
  parameters: {
    tournamentForm: {
      values: {
        phases: {
          ...storyTournamentValues.phases,
          groups: {
            ...storyTournamentValues.phases.groups,
            format: { kind: 'bestOf', legs: '5', sets: '3', legsPerSet: '3' },
          },
        },
      },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(kinds(canvasElement).getByRole('radio', { name: 'Best of' })).toBeChecked()
    await expect(kinds(canvasElement).getByRole('radio', { name: 'Sets' })).toBeDisabled()
    await expect(canvas.getByLabelText('Legs to play')).toHaveValue('5')
    await expect(canvas.getByLabelText('Legs to play')).toBeDisabled()
  },
}
