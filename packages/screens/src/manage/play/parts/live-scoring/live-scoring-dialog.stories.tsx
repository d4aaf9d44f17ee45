import type { Game } from '@oche/api'
import { mockError, mockPending, recordRequests, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { playHandlers, resetPlayStory } from '../../story-helpers/play.story-helpers'
import { LiveScoringDialog, type LiveScoringDialogProps } from './live-scoring-dialog'

const { groupsRunning } = tournamentDetailFixtures

const liveGame: Game = (() => {
  const game = groupsRunning.games.find((each) => each.state === 'live')
  if (!game?.match_id) throw new Error('The running groups have no live game')
  return game
})()

/** The dialog as the game desk opens it, closing when it asks to. */
function HeldLiveScoringDialog(args: LiveScoringDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <LiveScoringDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        args.onOpenChange(next)
      }}
    />
  )
}

const matchPath = '/matches/:id'
const eventsPath = '/matches/:id/events'
const eventCalls = recordRequests('post', eventsPath)
const title = 'Group A, round 3: Niels Vermeulen v Lukas Becker'

const meta = {
  title: 'screens/Manage/Play/Live scoring dialog',
  component: LiveScoringDialog,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: [eventCalls.handler, ...playHandlers] },
  },
  args: {
    tournamentId: groupsRunning.tournament.id,
    game: liveGame,
    matchId: liveGame.match_id ?? '',
    open: true,
    onOpenChange: fn(),
  },
  render: (args) => <HeldLiveScoringDialog {...args} />,
  beforeEach: () => {
    resetPlayStory()
    eventCalls.requests.length = 0
  },
} satisfies Meta<typeof LiveScoringDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A game under way: the scorer picks up the match, each visit is stored at once, and the scorer closes. */
export const ContinueScoring: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title })
    await expect(within(dialog).getByText(/every visit is saved at once/)).toBeVisible()
    await expect(await within(dialog).findByText('Saved')).toBeVisible()
    await userEvent.keyboard('100{Enter}')
    await waitFor(() => expect(eventCalls.requests).toHaveLength(1))
    await expect(eventCalls.requests[0]?.url).toContain(`/matches/${args.matchId}/events`)
    await expect(eventCalls.requests[0]?.body).toMatchObject({ event: { type: 'visit', total: 100 } })
    await expect(await within(dialog).findByText('Saved')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the scorer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A visit not stored yet keeps the scorer open: closing it would lose the visit. */
export const WaitsForTheLastVisit: Story = {
  parameters: { msw: { handlers: [mockPending('post', eventsPath), ...playHandlers] } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title })
    await within(dialog).findByText('Saved')
    await userEvent.keyboard('60{Enter}')
    await expect(await within(dialog).findByText('Saving…')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the scorer' }))
    await expect(
      await screen.findByText('Wait until the last visit is saved before closing the scorer.'),
    ).toBeInTheDocument()
    await expect(screen.getByRole('dialog', { name: title })).toBeVisible()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', matchPath), ...playHandlers] } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: title })
    await expect(await within(dialog).findByText('Loading the match')).toBeInTheDocument()
  },
}

/** The match cannot be loaded: said so, and the scorer can be closed. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [mockError('get', matchPath, 404, { message: 'This match does not exist.' }), ...playHandlers] },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: title })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The match could not be loaded. Close the scorer and try again.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the scorer' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    const dialog = await screen.findByRole('dialog', { name: title })
    await expect(await within(dialog).findByText('Saved')).toBeVisible()
  },
}
