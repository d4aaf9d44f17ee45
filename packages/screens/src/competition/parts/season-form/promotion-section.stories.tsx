import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { finishedSeason } from '../../season-form/season-end.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { PromotionSection } from './promotion-section'
import { seasonFormValues, type SeasonFormValues } from './season-form-values'

// The end of season on its own: the proposal of who goes up and down, each team's division for the admin to change.

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const promotionApi = '/competition/manage/organisations/:org/seasons/:season/promotion'

type ProposalFormProps = {
  /** Whether the new season copies the teams (no proposal without them). */
  copiesTeams: boolean
  onSave: (placements: SeasonFormValues['placements']) => void
}

/** Stories only: a new season copying the current one, with its promotion section, reporting the placements. */
function ProposalForm({ copiesTeams, onSave }: ProposalFormProps) {
  const defaults = seasonFormValues(null)
  const form = useForm<SeasonFormValues>({
    defaultValues: { ...defaults, copy_from: season, copy: { ...defaults.copy, teams: copiesTeams } },
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSave(values.placements))}
        className="flex max-w-3xl flex-col gap-6"
      >
        <PromotionSection org={org} />
        <button type="submit" className="self-start rounded-md border px-3 py-2">
          Save
        </button>
      </form>
    </FormProvider>
  )
}

/** The fixture league's current season over: per division, the teams in this order. */
const finalTables = [
  ['Checkout Kings', 'Treble Trouble', 'The Arrows', 'Bull Busters'],
  ['Flight Club', 'Double Top', 'Shanghai Nights', 'Oche Rockers'],
]
const finished = () => competitionHandlers({ organiserRole: 'admin', ...finishedSeason(finalTables.flat()) })

const meta = {
  title: 'screens/Competition/Season form/Promotion section',
  component: ProposalForm,
  args: { copiesTeams: true, onSave: fn() },
  parameters: { user: userFixture, msw: { handlers: finished() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ProposalForm>

export default meta
type Story = StoryObj<typeof meta>

const proposal = () => within(screen.getByRole('region', { name: 'Promotion and relegation' }))
const destination = (team: string) => proposal().getByRole('combobox', { name: `Next season’s division for ${team}` })

/** The season is over: each division's teams in table order, where each goes and why. */
export const Proposal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^From the standings of season 2026-27: the top 2/)).toBeVisible()
    await expect(proposal().queryByRole('note')).not.toBeInTheDocument()
    await expect(destination('Checkout Kings')).toHaveTextContent('First division (stays)')
    await expect(destination('Bull Busters')).toHaveTextContent('Second division (down)')
    await expect(destination('Bull Busters')).toHaveAccessibleDescription('Relegation: last place · 0 points')
    await expect(destination('Flight Club')).toHaveTextContent('First division (up)')
    await expect(proposal().queryByText('Moved by you')).not.toBeInTheDocument()
  },
}

/** The admin keeps Bull Busters up by keyboard: marked as moved, and sent so. */
export const MoveByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText(/^From the standings of season 2026-27/)
    const bull = destination('Bull Busters')
    bull.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: 'First division (stays)' }))
    await expect(bull).toHaveTextContent('First division (stays)')
    await expect(await proposal().findByText('Moved by you')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    const placements = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as SeasonFormValues['placements']
    const kept = placements.find((placement) => placement.team.includes('bull'))
    await expect(kept?.division).toBe(kept?.from)
  },
}

/** The season is not over: a note says the proposal follows the standings as they are now. */
export const Unfinished: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(/not signed off yet/)
  },
}

/** The proposal on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', promotionApi), ...finished()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the proposal')
  },
}

/** The proposal cannot be loaded: the teams keep their divisions. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', promotionApi, 500, { message: 'Server Error' }), ...finished()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^The proposal could not be loaded\./)
  },
}

/** Not copying the teams: no section at all. */
export const TeamsNotCopied: Story = {
  args: { copiesTeams: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Promotion and relegation' })).not.toBeInTheDocument()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Promotie en degradatie' })).toBeVisible()
    await expect(
      await canvas.findByRole('combobox', { name: 'Reeks volgend seizoen voor Bull Busters' }),
    ).toHaveTextContent(/ \(degradatie\)$/)
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText(/^From the standings of season 2026-27/)).toBeVisible()
  },
}
