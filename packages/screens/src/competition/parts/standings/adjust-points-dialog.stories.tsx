import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, recordRequests, userFixture } from '@oche/mocks'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { divisionApi, first, org, season } from '../../divisions/parts/division.story-helpers'
import { AdjustDialog } from './adjust-points-dialog'
import { useAdjustmentActions } from './adjustment-actions'

const teams = [
  { slug: 'bull-busters', name: 'Bull Busters' },
  { slug: 'double-top', name: 'Double Top' },
]

/** The dialog with the division's real "add" call, as the standings open it for an admin. */
function AdjustPointsDialog({ onClose }: { onClose: () => void }) {
  const actions = useAdjustmentActions({ org, season, division: first })
  return <AdjustDialog teams={teams} add={actions.add} onClose={onClose} />
}

const meta = {
  title: 'screens/Competition/Parts/Adjust Points Dialog',
  component: AdjustPointsDialog,
  args: { onClose: fn() },
  parameters: {
    user: userFixture,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }) },
  },
} satisfies Meta<typeof AdjustPointsDialog>

export default meta
type Story = StoryObj<typeof meta>

const adjustCalls = recordRequests('post', `${divisionApi}/adjustments`)
/** The league's handlers with the "add" call recorded, emptied before each story. */
const recordingAdjustments = {
  parameters: {
    msw: {
      handlers: [adjustCalls.handler, ...competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' })],
    },
  },
  beforeEach: () => {
    adjustCalls.requests.length = 0
  },
} satisfies Partial<Story>

/** In the open dialog: types `points` over the field's value and `reason`, then submits. */
async function adjust(points: string, reason: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Adjust points' }))
  const field = dialog.getByLabelText('Points')
  await userEvent.clear(field)
  await userEvent.type(field, points)
  await userEvent.type(dialog.getByLabelText('Reason'), reason)
  await userEvent.click(dialog.getByRole('button', { name: 'Adjust the points' }))
  return { dialog, points: field }
}

/** An admin takes three points off the first team: the request carries the team, the points and the reason. */
export const Adjust: Story = {
  ...recordingAdjustments,
  play: async ({ args }) => {
    await expect(await screen.findByRole('combobox', { name: 'Team' })).toHaveTextContent('Bull Busters')
    await adjust('-3', 'Result entered after the deadline')
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
    await expect(adjustCalls.requests.at(-1)?.body).toEqual({
      team: 'bull-busters',
      points: -3,
      reason: 'Result entered after the deadline',
    })
  },
}

/** No points at all is refused in the form's own words, before anything is sent; what was typed stays. */
export const NoPoints: Story = {
  ...recordingAdjustments,
  play: async ({ args }) => {
    const { dialog, points } = await adjust('0', 'Late result')
    await waitFor(() =>
      expect(points).toHaveAccessibleDescription(/An adjustment takes off or awards at least one point\./),
    )
    await expect(dialog.getByLabelText('Reason')).toHaveValue('Late result')
    await expect(adjustCalls.requests).toHaveLength(0)
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** The server refuses (the season was archived meanwhile): the dialog stays open with the admin's input. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', `${divisionApi}/adjustments`, 500, { message: 'Something went wrong' }),
        ...competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust points' }))
    await userEvent.type(dialog.getByLabelText('Reason'), 'Late result')
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust the points' }))
    await expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument()
    await expect(dialog.getByLabelText('Reason')).toHaveValue('Late result')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
