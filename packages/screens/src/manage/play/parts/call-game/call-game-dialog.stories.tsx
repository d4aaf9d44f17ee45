import { callGame, type Game, type TournamentDetail } from '@oche/api'
import { mockError, mockValidationError, recordRequests, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { usePlatform } from '../../../../app/platform/platform-context'
import { playHandlers, resetPlayStory } from '../../story-helpers/play.story-helpers'
import { CallGameDialog, type CallGameDialogProps } from './call-game-dialog'

const { groupsRunning } = tournamentDetailFixtures

/** The game of the running groups tournament whose players are `home` and `away`. */
function gameBetween(home: string, away: string): Game {
  const game = groupsRunning.games.find((each) => each.sides[0].name === home && each.sides[1].name === away)
  if (!game) throw new Error(`No game ${home} v ${away}`)
  return game
}

/** The dialog as the game desk opens it: the call goes through `POST …/games/{gameId}/call` to the stateful mocks. */
function StoredCallGameDialog(args: CallGameDialogProps) {
  const { api } = usePlatform()
  const [open, setOpen] = useState(args.open)
  return (
    <CallGameDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        args.onOpenChange(next)
      }}
      onCall={async (board) => {
        await args.onCall(board)
        return callGame(api, groupsRunning.tournament.id, args.game.id, { board })
      }}
    />
  )
}

const callPath = '/tournaments/:id/games/:gameId/call'
const callCalls = recordRequests('post', callPath)

const meta = {
  title: 'screens/Manage/Play/Call game dialog',
  component: CallGameDialog,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: [callCalls.handler, ...playHandlers] },
  },
  args: {
    game: gameBetween('Marco Hoffmann', 'Liam Thompson'),
    open: true,
    onOpenChange: fn(),
    onCall: fn(async () => groupsRunning as TournamentDetail),
  },
  render: (args) => <StoredCallGameDialog {...args} />,
  beforeEach: () => {
    resetPlayStory()
    callCalls.requests.length = 0
  },
} satisfies Meta<typeof CallGameDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A ready game: the board is asked for (an empty one refused before anything is sent), trimmed and sent. */
export const CallToBoard: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    await expect(within(dialog).getByText('Group B, round 3: Marco Hoffmann v Liam Thompson')).toBeVisible()
    const board = within(dialog).getByRole('textbox', { name: 'Board' })
    await expect(board).toHaveValue('')
    await expect(board).toHaveAccessibleDescription(/such as 3 or Stage/)
    await userEvent.type(board, '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await expect(await within(dialog).findByText('Enter the board’s name or number.')).toBeVisible()
    await expect(board).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onCall).not.toHaveBeenCalled()
    await userEvent.clear(board)
    await userEvent.type(board, ' Stage ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onCall).toHaveBeenCalledWith('Stage')
    await expect(callCalls.requests[0]?.body).toEqual({ board: 'Stage' })
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A called game opens on its board, to send it to another one. */
export const MoveToAnotherBoard: Story = {
  args: { game: gameBetween('Kevin Peeters', 'Freek de Jong') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Move to another board' })
    const board = within(dialog).getByRole('textbox', { name: 'Board' })
    await expect(board).toHaveValue('4')
    await userEvent.clear(board)
    await userEvent.type(board, '6')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move game' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(callCalls.requests[0]?.body).toEqual({ board: '6' })
  },
}

/** The server's 422 on the board is shown on the field; the dialog stays open with the board typed. */
export const BoardRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', callPath, { board: ['This board is in use by another game.'] }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    const board = within(dialog).getByRole('textbox', { name: 'Board' })
    await userEvent.type(board, '2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await expect(await within(dialog).findByText('This board is in use by another game.')).toBeVisible()
    await expect(board).toHaveValue('2')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** A game that can no longer be called (played elsewhere meanwhile): the server's reason above the form. */
export const GameNoLongerReady: Story = {
  parameters: {
    msw: {
      handlers: [mockError('post', callPath, 409, { message: 'This game cannot be called now.' }), ...playHandlers],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Board' }), '5{Enter}')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This game cannot be called now.')
    await expect(within(dialog).getByRole('button', { name: 'Call game' })).toBeEnabled()
  },
}

/** Cancel closes without calling. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Board' }), '3')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onCall).not.toHaveBeenCalled()
    await expect(callCalls.requests).toHaveLength(0)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    const dialog = await screen.findByRole('dialog', { name: 'Call to a board' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call game' }))
    await expect(await within(dialog).findByText('Enter the board’s name or number.')).toBeVisible()
  },
}
