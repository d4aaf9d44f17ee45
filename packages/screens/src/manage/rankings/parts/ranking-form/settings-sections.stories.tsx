import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import {
  withRankingFormSection,
  type RankingFormSectionStoryParameters,
} from '../../story-helpers/ranking-form-section.story-helpers'
import { CountingField, DetailsSection, VisibilitySection, WindowField } from './settings-sections'

const meta = {
  title: 'screens/Manage/Rankings/Form/Settings',
  component: VisibilitySection,
  decorators: [withRankingFormSection],
} satisfies Meta<typeof VisibilitySection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const reportChecked: RankingFormSectionStoryParameters = { onValid: checked }
const clearChecked = () => {
  checked.mockClear()
}

/** A new ranking is public; each choice says who sees it and which tournaments count then. */
export const Visibility: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who can see it' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Listed on Oche’s rankings page; anyone can see it. Only your public tournaments count.',
    )
    await expect(canvas.getByRole('radio', { name: 'Unlisted' })).toHaveAccessibleDescription(
      'Not listed; anyone with the link can see it. Your public and unlisted tournaments count.',
    )
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription(
      'Only you and the other organisers can see it. All your tournaments count, private ones too.',
    )
  },
}

/** The organiser makes the ranking private; the form keeps the choice. */
export const ChoosePrivate: Story = {
  parameters: { rankingForm: reportChecked },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }))
    await expect(canvas.getByRole('radio', { name: 'Public' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ visibility: 'private' })
  },
}

/** The name is needed: an empty one is refused on its field. */
export const Details: Story = {
  render: () => <DetailsSection />,
  parameters: { rankingForm: { values: { name: '' }, onValid: checked } },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ranking' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
    await expect(checked).not.toHaveBeenCalled()
  },
}

/** The last twelve months by default: the number of months is asked, and the season's days are not. */
export const RollingMonths: Story = {
  render: () => <WindowField />,
  parameters: { rankingForm: reportChecked },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'The last months' })).toBeChecked()
    await expect(canvas.queryByLabelText('First day')).not.toBeInTheDocument()
    const months = canvas.getByLabelText('Number of months')
    await userEvent.clear(months)
    await userEvent.type(months, '6')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ window: { kind: 'rolling', months: '6' } })
  },
}

/** A number of months outside 1 to 120 is refused on its field. */
export const MonthsOutOfRange: Story = {
  render: () => <WindowField />,
  parameters: { rankingForm: { values: { window: { kind: 'rolling', months: '0', from: '', to: '' } } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(canvas.getByLabelText('Number of months')).toHaveAttribute('aria-invalid', 'true'))
  },
}

/** A fixed season asks for its first and last day instead of a number of months. */
export const FixedSeason: Story = {
  render: () => <WindowField />,
  parameters: { rankingForm: reportChecked },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A season' }))
    await expect(canvas.queryByLabelText('Number of months')).not.toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('First day'), '2026-09-01')
    await userEvent.type(canvas.getByLabelText('Last day'), '2027-06-30')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      window: { kind: 'fixed', from: '2026-09-01', to: '2027-06-30' },
    })
  },
}

/** A season that ends before it starts is refused on its last day; the first day is fine. */
export const SeasonEndError: Story = {
  render: () => <WindowField />,
  parameters: {
    rankingForm: {
      values: { window: { kind: 'fixed', months: '12', from: '2026-09-01', to: '2026-08-01' } },
      onValid: checked,
    },
  },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    const lastDay = canvas.getByLabelText('Last day')
    await waitFor(() => expect(lastDay).toHaveAccessibleDescription('The season ends on or after the day it starts.'))
    await expect(canvas.getByLabelText('First day')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(checked).not.toHaveBeenCalled()
  },
}

/** Only the best results: the number of them is asked, and sent with the choice. */
export const CountingBest: Story = {
  render: () => <CountingField />,
  parameters: { rankingForm: reportChecked },
  beforeEach: clearChecked,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'All results' })).toBeChecked()
    await expect(canvas.queryByLabelText('Number of best results')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('radio', { name: 'Only the best results' }))
    const best = canvas.getByLabelText('Number of best results')
    await userEvent.clear(best)
    await userEvent.type(best, '5')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({ counting: 'best', count_best: '5' })
  },
}
