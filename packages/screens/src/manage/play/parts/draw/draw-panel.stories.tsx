import type { TournamentDetail } from '@oche/api'
import { mockError, recordRequests, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { usePlayActions } from '../play-data/use-play-actions'
import { playHandlers, resetPlayStory } from '../../story-helpers/play.story-helpers'
import { DrawPanel, type DrawPanelProps } from './draw-panel'

const { draft, drawn } = tournamentDetailFixtures

/** The panel as the play screens show it: the draw goes through `POST /tournaments/{id}/draw` to the stateful mocks. */
function StoredDrawPanel({ detail }: Pick<DrawPanelProps, 'detail'>) {
  const { draw } = usePlayActions(detail.tournament.id)
  return <DrawPanel detail={detail} draw={draw} />
}

const drawPath = '/tournaments/:id/draw'
const drawCalls = recordRequests('post', drawPath)

/** The draft drawn as a single knockout bracket instead of groups. */
const knockoutDraft: TournamentDetail = {
  ...draft,
  tournament: { ...draft.tournament, format: { kind: 'knockout', third_place: true } },
}

const meta = {
  title: 'screens/Manage/Play/Draw panel',
  component: StoredDrawPanel,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: [drawCalls.handler, ...playHandlers] },
  },
  args: { detail: draft },
  beforeEach: () => {
    resetPlayStory()
    drawCalls.requests.length = 0
  },
} satisfies Meta<typeof StoredDrawPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A draft with three players not checked in: the groups are drawn without them. */
export const DraftRemovingNoShows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready for the draw?' })).toBeVisible()
    await expect(canvas.getByText(/^10 players, 7 checked in\./)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Draw groups' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw the groups?' })
    await expect(within(dialog).getByText(/Seeds are kept apart/)).toBeVisible()
    const noShows = within(dialog).getByRole('checkbox', { name: 'Remove the players who did not check in (3)' })
    await expect(noShows).not.toBeChecked()
    await userEvent.click(noShows)
    await expect(noShows).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(drawCalls.requests[0]?.body).toEqual({ remove_no_shows: true })
    await expect(await screen.findByText('The groups are drawn.')).toBeInTheDocument()
  },
}

/** A knockout draft draws a bracket, keeping everyone when the box is left alone. */
export const DraftBracket: Story = {
  args: { detail: knockoutDraft },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw bracket' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw the bracket?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(drawCalls.requests[0]?.body).toEqual({ remove_no_shows: false })
    await expect(await screen.findByText('The bracket is drawn.')).toBeInTheDocument()
  },
}

/** Drawn, nothing played: a re-draw is offered and asked once more; cancelling forgets the ticked box. */
export const DrawnRedraw: Story = {
  args: { detail: drawn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The draw is made' })).toBeVisible()
    await expect(canvas.getByText(/you can still draw again/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Re-draw' }))
    let dialog = await screen.findByRole('dialog', { name: 'Draw again?' })
    await expect(within(dialog).getByText(/Boards already called are forgotten/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /did not check in \(0\)/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(drawCalls.requests).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Re-draw' }))
    dialog = await screen.findByRole('dialog', { name: 'Draw again?' })
    await expect(within(dialog).getByRole('checkbox', { name: /did not check in/ })).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(drawCalls.requests[0]?.body).toEqual({ remove_no_shows: false })
  },
}

/** The server refuses the draw: its reason in the dialog, which stays open to try again. */
export const DrawRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockError('post', drawPath, 409, { message: 'There are too few players to draw.' }), ...playHandlers],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw groups' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw the groups?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw now' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('There are too few players to draw.')
    await expect(within(dialog).getByRole('button', { name: 'Draw now' })).toBeEnabled()
  },
}

/** A format that cannot hold the players: the server's 422 says how many players it needs, and the dialog shows it. */
export const FormatNeedsMorePlayers: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', drawPath, 422, {
          message: 'This format needs at least 4 players; 3 are entered.',
          errors: { format: ['This format needs at least 4 players; 3 are entered.'] },
        }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw groups' }))
    const dialog = await screen.findByRole('dialog', { name: 'Draw the groups?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw now' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This format needs at least 4 players; 3 are entered.',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { detail: drawn },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await userEvent.click(canvas.getByRole('button', { name: 'Re-draw' }))
    await expect(await screen.findByRole('dialog', { name: 'Draw again?' })).toBeVisible()
  },
}
