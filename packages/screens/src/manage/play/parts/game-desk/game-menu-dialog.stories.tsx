import type { Game, GameState, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { GameMenuDialog, type GameMenuDialogProps } from './game-menu-dialog'

const { groupsRunning, knockoutsRunning } = tournamentDetailFixtures

/** The first game of `detail` in `state`. */
function gameIn(detail: TournamentDetail, state: GameState): Game {
  const game = detail.games.find((each) => each.state === state)
  if (!game) throw new Error(`${detail.tournament.name} has no ${state} game`)
  return game
}

/** The dialog as a bracket or group opens it: closing it closes it. */
function OpenGameMenuDialog(args: GameMenuDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <GameMenuDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        args.onOpenChange(next)
      }}
    />
  )
}

const ready = gameIn(groupsRunning, 'ready')

const meta = {
  title: 'screens/Manage/Play/Game menu dialog',
  component: GameMenuDialog,
  args: { game: ready, games: groupsRunning.games, open: true, onOpenChange: fn(), onAction: fn() },
  render: (args) => <OpenGameMenuDialog {...args} />,
} satisfies Meta<typeof GameMenuDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog'))

/** A ready group game: named by group and round, who plays, and the actions. */
export const Ready: Story = {
  play: async ({ args }) => {
    const title = `Group ${ready.group ?? ''}, round ${ready.round}`
    await expect(screen.getByRole('dialog', { name: title })).toHaveAccessibleDescription(
      `${ready.sides[0].name} v ${ready.sides[1].name}`,
    )
    await expect(dialog().getByText('Ready')).toBeVisible()
    await userEvent.click(dialog().getByRole('button', { name: 'Call to board' }))
    await expect(args.onAction).toHaveBeenCalledWith('call')
  },
}

/** Live on a board: the board, scoring to continue, and a link to watch. */
export const Live: Story = {
  args: { game: gameIn(groupsRunning, 'live') },
  play: async ({ args }) => {
    await expect(dialog().getByText(`Board ${args.game.board ?? ''}`)).toBeVisible()
    await expect(dialog().getByRole('link', { name: 'Watch live' })).toHaveAttribute(
      'href',
      `/live/${args.game.match_id ?? ''}`,
    )
    await expect(dialog().getByRole('button', { name: 'Continue scoring' })).toBeVisible()
  },
}

/** Finished: the score and winner; the result can be corrected. */
export const Finished: Story = {
  args: { game: gameIn(groupsRunning, 'finished') },
  play: async ({ args }) => {
    await expect(dialog().getByText('(winner)')).toBeInTheDocument()
    await userEvent.click(dialog().getByRole('button', { name: 'Correct result' }))
    await expect(args.onAction).toHaveBeenCalledWith('correctResult')
  },
}

/** Waiting for a player: it says when it can be called, and offers nothing to do. */
export const Waiting: Story = {
  args: { game: gameIn(knockoutsRunning, 'waiting'), games: knockoutsRunning.games },
  play: async () => {
    await expect(dialog().getByText('This game can be called once both players are known.')).toBeVisible()
    await expect(dialog().getAllByRole('button')).toHaveLength(1)
  },
}

/** A bye: nothing to do. */
export const Bye: Story = {
  args: { game: gameIn(knockoutsRunning, 'bye'), games: knockoutsRunning.games },
  play: async () => {
    await expect(dialog().getByText('There is nothing to do for this game.')).toBeVisible()
  },
}

/** Escape closes it. */
export const CloseByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** While its live match is being opened, the buttons wait. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Call to board' })).toBeDisabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}
