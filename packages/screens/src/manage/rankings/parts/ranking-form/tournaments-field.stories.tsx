import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  withRankingFormSection,
  type RankingFormSectionStoryParameters,
} from '../../story-helpers/ranking-form-section.story-helpers'
import { TournamentsField, type RankingTournamentChoice } from './tournaments-field'

/** The organiser's tournaments, the most recent first: public, unlisted, private and one still to be played. */
const tournaments: RankingTournamentChoice[] = [
  {
    id: 'b1d5e2a0-0000-4000-8000-000000000004',
    name: 'Christmas Open',
    status: 'drawn',
    date: '2026-12-19',
    visibility: 'public',
  },
  {
    id: 'b1d5e2a0-0000-4000-8000-000000000003',
    name: 'November Open',
    status: 'finished',
    date: '2026-11-14',
    visibility: 'public',
  },
  {
    id: 'b1d5e2a0-0000-4000-8000-000000000002',
    name: 'Members’ Night',
    status: 'finished',
    date: '2026-10-24',
    visibility: 'unlisted',
  },
  {
    id: 'b1d5e2a0-0000-4000-8000-000000000001',
    name: 'Committee Cup',
    status: 'finished',
    date: '2026-09-12',
    visibility: 'private',
  },
]
const [christmas, november, members, committee] = tournaments
if (!christmas || !november || !members || !committee) throw new Error('The story needs four tournaments')

const meta = {
  title: 'screens/Manage/Rankings/Form/Tournaments',
  component: TournamentsField,
  decorators: [withRankingFormSection],
  args: { tournaments },
} satisfies Meta<typeof TournamentsField>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const chosen = (ids: string[] = []): RankingFormSectionStoryParameters => ({
  values: { selection: 'chosen', tournament_ids: ids },
  onValid: checked,
})
const clearChecked = () => {
  checked.mockClear()
}

/** Every finished tournament of the organiser's by default: nothing to tick. */
export const EveryFinished: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Every finished tournament of mine' })).toBeChecked()
    await expect(canvas.queryByRole('group', { name: 'Your tournaments' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('radio', { name: 'The ones I choose' }))
    const mine = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    await expect(mine.getAllByRole('checkbox')).toHaveLength(4)
    await expect(mine.getByRole('checkbox', { name: november.name })).not.toBeChecked()
  },
}

/** The ones chosen are ticked; each says its day and state, and one that is not public its visibility. */
export const Chosen: Story = {
  parameters: { rankingForm: chosen([november.id, committee.id]) },
  play: async ({ canvas }) => {
    const mine = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    await expect(mine.getByRole('checkbox', { name: november.name })).toBeChecked()
    await expect(mine.getByRole('checkbox', { name: committee.name })).toBeChecked()
    await expect(mine.getByRole('checkbox', { name: members.name })).not.toBeChecked()
    await expect(mine.getByRole('checkbox', { name: november.name })).toHaveAccessibleDescription(
      /^14 Nov 2026 · Finished$/,
    )
    await expect(mine.getByRole('checkbox', { name: christmas.name })).toHaveAccessibleDescription(/Drawn$/)
    await expect(mine.getByRole('checkbox', { name: committee.name })).toHaveAccessibleDescription(/Private$/)
    await expect(mine.getByRole('checkbox', { name: members.name })).toHaveAccessibleDescription(/Unlisted$/)
    const badges = canvas.getAllByText(/^(Private|Unlisted|Public)$/).filter((badge) => badge.closest('li'))
    await expect(badges.map((badge) => badge.getAttribute('data-visibility'))).toEqual(['unlisted', 'private'])
  },
}

/** Ticked with the keyboard: Tab to a tournament, Space ticks it and Space again unticks it. */
export const TickByKeyboard: Story = {
  parameters: { rankingForm: chosen() },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    const mine = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    mine.getByRole('checkbox', { name: christmas.name }).focus()
    await userEvent.tab()
    await expect(mine.getByRole('checkbox', { name: november.name })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(mine.getByRole('checkbox', { name: november.name })).toBeChecked()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(mine.getByRole('checkbox', { name: members.name })).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(mine.getByRole('checkbox', { name: members.name })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ selection: 'chosen', tournament_ids: [november.id] })
  },
}

/** “The ones I choose” with none ticked is refused, said under the list. */
export const NoneChosen: Story = {
  parameters: { rankingForm: chosen() },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Your tournaments' })).toHaveAccessibleDescription(
        'Choose at least one tournament, or take every finished tournament of yours.',
      ),
    )
    await expect(checked).not.toHaveBeenCalled()
  },
}

/** The server refuses one of the ticked tournaments (`tournament_ids.1`): its message is said under the list. */
export const ServerError: Story = {
  parameters: {
    rankingForm: {
      ...chosen([november.id, committee.id]),
      serverErrors: { 'tournament_ids.1': 'A public ranking cannot count a private tournament.' },
    },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Your tournaments' })
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('A public ranking cannot count a private tournament.'),
    )
    await expect(within(group).getByText('A public ranking cannot count a private tournament.')).toBeVisible()
  },
}

/** An organiser without tournaments is told how the ranking fills itself instead. */
export const NoTournaments: Story = {
  args: { tournaments: [] },
  parameters: { rankingForm: chosen() },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Your tournaments' }))
    await expect(group.getByText(/You have no tournaments yet/)).toBeVisible()
    await expect(group.queryByRole('checkbox')).not.toBeInTheDocument()
  },
}
