import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiRequestError, rankingPointsTemplate } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RankingForm } from './ranking-form'
import { newRankingFormValues } from './ranking-form-values'
import type { RankingTournamentChoice } from './tournaments-field'

const tournaments: RankingTournamentChoice[] = [
  { id: 'c2e6f3b1-0000-4000-8000-000000000002', name: 'November Open', status: 'finished', date: '2026-11-14' },
  { id: 'c2e6f3b1-0000-4000-8000-000000000001', name: 'October Open', status: 'finished', date: '2026-10-10' },
]
const [november] = tournaments
if (!november) throw new Error('The story needs a tournament')

const saved = fn<(values: unknown) => Promise<unknown>>()

const meta = {
  title: 'screens/Manage/Rankings/Form/Ranking form',
  component: RankingForm,
  args: {
    defaultValues: newRankingFormValues(),
    tournaments,
    submitLabel: <FormattedMessage id="manage.rankingForm.createSubmit" defaultMessage="Create ranking" />,
    onSubmit: saved,
  },
  beforeEach: () => {
    saved.mockReset()
    saved.mockResolvedValue(undefined)
  },
} satisfies Meta<typeof RankingForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new ranking: every section, in the order an organiser fills them in, with the template's points. */
export const NewRanking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ranking',
      'Visibility',
      'What counts',
      'Points',
    ])
    await expect(canvas.getByLabelText('Name')).toHaveValue('')
    await expect(within(canvas.getByRole('group', { name: 'Points table' })).getAllByRole('listitem')).toHaveLength(7)
    await expect(canvas.getByText(/The most points rank first\. Level on points/)).toBeVisible()
  },
}

/** Filled in and saved: the checked values are handed over. */
export const Save: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Club order of merit')
    await userEvent.click(canvas.getByRole('radio', { name: 'The ones I choose' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: november.name }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(saved).toHaveBeenCalledOnce())
    await expect(saved.mock.calls[0]?.[0]).toMatchObject({
      name: 'Club order of merit',
      selection: 'chosen',
      tournament_ids: [november.id],
      points: rankingPointsTemplate.map((band) => ({ from: String(band.from), points: String(band.points) })),
    })
  },
}

/** Nothing is saved while the form has errors; the first field in error gets the focus. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus())
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(saved).not.toHaveBeenCalled()
  },
}

/** The server's 422 lands on its field and what was typed stays. */
export const ServerFieldError: Story = {
  beforeEach: () => {
    saved.mockRejectedValue(
      new ApiRequestError(422, 'The ranking was not saved.', { 'window.months': ['Between 1 and 120 months.'] }),
    )
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Club order of merit')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    const months = canvas.getByLabelText('Number of months')
    await waitFor(() => expect(months).toHaveAccessibleDescription('Between 1 and 120 months.'))
    await expect(months).toHaveFocus()
    await expect(canvas.getByLabelText('Name')).toHaveValue('Club order of merit')
  },
}

/** A failure that is about no field is said above the form. */
export const ServerDown: Story = {
  beforeEach: () => {
    saved.mockRejectedValue(new ApiRequestError(500, 'Something went wrong on our side.'))
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Club order of merit')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Club order of merit')
  },
}
