import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PhaseFields } from './phase-fields'
import {
  storyTournamentValues,
  withTournamentForm,
  type TournamentFormStoryParameters,
} from './tournament-form.story-helpers'
import { formatFromDraft } from './tournament-form-values'

const groupsKnockout = formatFromDraft(storyTournamentValues.format)

const meta = {
  title: 'screens/Manage/Tournament form/Phase fields',
  component: PhaseFields,
  decorators: [withTournamentForm],
  args: { stage: 'groups', title: 'Group stage', format: groupsKnockout, disabled: false },
} satisfies Meta<typeof PhaseFields>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** The group stage: 501, straight in, double out, first to 3; no longer rounds in a group. */
export const GroupStage: Story = {
  play: async ({ canvas }) => {
    const phase = within(canvas.getByRole('region', { name: 'Group stage' }))
    await expect(phase.getByRole('radio', { name: '501' })).toBeChecked()
    await expect(phase.getByRole('radio', { name: 'Straight in' })).toBeChecked()
    await expect(phase.getByRole('radio', { name: 'Double out' })).toBeChecked()
    await expect(phase.getByLabelText('Legs to win')).toHaveValue('3')
    await expect(phase.queryByRole('group', { name: 'Longer rounds' })).not.toBeInTheDocument()
  },
}

/** Another start score is typed in; one out of range is refused on the field. */
export const CustomStartScore: Story = {
  parameters: { tournamentForm: { onValid: checked } satisfies TournamentFormStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }))
    const score = canvas.getByLabelText('Other start score')
    await expect(score).toHaveAccessibleDescription('From 101 to 1001.')
    await userEvent.type(score, '2001')
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(score).toHaveAccessibleDescription(/Enter a whole number from 101 to 1001\./))
    await expect(checked).not.toHaveBeenCalled()
    await userEvent.clear(score)
    await userEvent.type(score, '1001')
    await userEvent.click(canvas.getByRole('radio', { name: 'Double in' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create tournament' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      phases: { groups: { start_score: 'custom', custom_start_score: '1001', in_rule: 'double' } },
    })
  },
}

/** A knockout: the final is first to 4 by default; the semi-finals get their own format when ticked. */
export const KnockoutLongerRounds: Story = {
  args: { stage: 'winnersKo', title: 'Winners knockout' },
  play: async ({ canvas }) => {
    const rounds = within(canvas.getByRole('group', { name: 'Longer rounds' }))
    await expect(rounds.getByRole('checkbox', { name: 'Final' })).toBeChecked()
    await expect(rounds.getByRole('radiogroup', { name: 'Final: won by' })).toBeVisible()
    await expect(rounds.queryByRole('radiogroup', { name: 'Semi-finals: won by' })).not.toBeInTheDocument()
    await userEvent.click(rounds.getByRole('checkbox', { name: 'Semi-finals' }))
    await expect(rounds.getByRole('radiogroup', { name: 'Semi-finals: won by' })).toBeVisible()
    await expect(rounds.queryByRole('checkbox', { name: 'Match for third place' })).not.toBeInTheDocument()
  },
}

/** With a match for third place, it can have a format of its own too. */
export const WithThirdPlace: Story = {
  args: { stage: 'knockout', title: 'Knockout', format: { kind: 'knockout', third_place: true } },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Longer rounds' })).getByRole('checkbox', {
        name: 'Match for third place',
      }),
    ).not.toBeChecked()
  },
}

/** After the draw: everything is shown but locked. */
export const Disabled: Story = {
  args: { stage: 'winnersKo', title: 'Winners knockout', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '701' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Master out (double or treble)' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'Semi-finals' })).toBeDisabled()
  },
}

/** A server error about the phase as a whole, shown at its top. */
export const ServerError: Story = {
  parameters: {
    tournamentForm: {
      errors: { 'phases.groups': 'The group stage has started: its settings can no longer be changed.' },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The group stage has started: its settings can no longer be changed.',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Group stage' })).toBeVisible()
  },
}
