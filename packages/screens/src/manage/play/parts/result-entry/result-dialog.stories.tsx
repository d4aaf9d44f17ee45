import { enterGameResult, type Game, type TournamentDetail } from '@oche/api'
import { mockValidationError, recordRequests, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { usePlatform } from '../../../../app/platform/platform-context'
import { playHandlers, resetPlayStory } from '../../story-helpers/play.story-helpers'
import { ResultDialog, type ResultDialogProps } from './result-dialog'

const { groupsRunning, knockoutsRunning } = tournamentDetailFixtures

/** The game of `detail` whose players are `home` and `away`. */
function gameBetween(detail: TournamentDetail, home: string, away: string): Game {
  const game = detail.games.find((each) => each.sides[0].name === home && each.sides[1].name === away)
  if (!game) throw new Error(`No game ${home} v ${away}`)
  return game
}

/** The fixture tournament that holds `game`. */
function tournamentOf(game: Game): TournamentDetail {
  const detail = Object.values(tournamentDetailFixtures).find((each) => each.games.some(({ id }) => id === game.id))
  if (!detail) throw new Error(`No tournament holds game ${game.id}`)
  return detail
}

/**
 * The dialog as the game desk opens it: results go through `PUT …/games/{gameId}/result` to the stateful mocks
 * (so a 422 or 409 comes back as the server sends it), and closing it closes it.
 */
function StoredResultDialog(args: ResultDialogProps) {
  const { api } = usePlatform()
  const [open, setOpen] = useState(args.open)
  return (
    <ResultDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        args.onOpenChange(next)
      }}
      onSubmit={async (input) => {
        await args.onSubmit(input)
        return enterGameResult(api, tournamentOf(args.game).tournament.id, args.game.id, input)
      }}
    />
  )
}

const readyGame = gameBetween(groupsRunning, 'Danny Hughes', 'Sanne de Vries')
const resultPath = '/tournaments/:id/games/:gameId/result'
const resultCalls = recordRequests('put', resultPath)

const meta = {
  title: 'screens/Manage/Play/Result dialog',
  component: ResultDialog,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    msw: { handlers: [resultCalls.handler, ...playHandlers] },
  },
  args: {
    game: readyGame,
    games: groupsRunning.games,
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
  render: (args) => <StoredResultDialog {...args} />,
  beforeEach: () => {
    resetPlayStory()
    resultCalls.requests.length = 0
  },
} satisfies Meta<typeof ResultDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A ready group game, first to 3: a final score in one tap, statistics per player, saved and closed. */
export const EnterResult: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await expect(within(dialog).getByText('Group A, round 4: Danny Hughes v Sanne de Vries')).toBeVisible()
    await expect(within(dialog).getByRole('radio', { name: 'Played' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '3–1' }))
    await expect(within(dialog).getByRole('button', { name: '3–1' })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveValue('3')
    await expect(within(dialog).getByRole('textbox', { name: 'Sanne de Vries' })).toHaveValue('1')
    await userEvent.click(within(dialog).getByText('180s, 171s and high checkouts (optional)'))
    const danny = within(dialog).getByRole('group', { name: 'Danny Hughes' })
    await userEvent.type(within(danny).getByRole('textbox', { name: '180s' }), '2')
    await userEvent.type(within(danny).getByRole('textbox', { name: 'High checkouts' }), '121, 104')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false))
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(resultCalls.requests).toHaveLength(1)
    await expect(resultCalls.requests[0]?.body).toMatchObject({
      kind: 'played',
      legs: [3, 1],
      stats: [{ one_eighties: 2, high_checkouts: [121, 104] }, {}],
    })
  },
}

/** Saving without a score asks for one; choosing a final score clears the message. */
export const ScoreRequired: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await expect(await within(dialog).findByText('Enter the legs each player won.')).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: '0–3' }))
    await expect(within(dialog).queryByText('Enter the legs each player won.')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'played', legs: [0, 3] })
  },
}

/** After "enter the legs", typing the legs by hand clears the message and saves: no quick score needed. */
export const ScoreTypedAfterTheError: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await expect(await within(dialog).findByText('Enter the legs each player won.')).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Danny Hughes' }), '3')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sanne de Vries' }), '1')
    await expect(within(dialog).queryByText('Enter the legs each player won.')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'played', legs: [3, 1] })
  },
}

/** A score no game of the format can end with is refused in the dialog: nothing is sent, the typing stays. */
export const ScoreOutsideTheFormat: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Danny Hughes' }), '4')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sanne de Vries' }), '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await expect(await within(dialog).findByText('This score cannot end a game of this format.')).toBeVisible()
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveValue('4')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(resultCalls.requests).toHaveLength(0)
  },
}

/** A walkover needs to know who goes through; the legs and statistics are not asked for. */
export const Walkover: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Walkover' }))
    await expect(within(dialog).queryByRole('textbox', { name: 'Danny Hughes' })).toBeNull()
    const through = within(dialog).getByRole('radiogroup', { name: 'Who goes through' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await expect(await within(dialog).findByText('Choose who gets the walkover.')).toBeVisible()
    await expect(through).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(within(through).getByRole('radio', { name: 'Sanne de Vries' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Did not turn up')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(resultCalls.requests[0]?.body).toEqual({ kind: 'walkover', winner: 1, note: 'Did not turn up' })
  },
}

/** A finished game opens with its result; a correction is only sent with the reason for the audit trail. */
export const CorrectWithReason: Story = {
  args: { game: gameBetween(groupsRunning, 'Lukas Becker', 'Sanne de Vries') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await expect(within(dialog).getByRole('button', { name: '3–0' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(dialog).getByRole('button', { name: '3–2' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the correction/ })
    await expect(
      await within(dialog).findByText('Say why the result is corrected: it is kept in the audit trail.'),
    ).toBeVisible()
    await expect(reason).toHaveFocus()
    await expect(resultCalls.requests).toHaveLength(0)
    await userEvent.type(reason, 'Two legs were missed on the sheet')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(resultCalls.requests[0]?.body).toMatchObject({
      kind: 'played',
      legs: [3, 2],
      note: 'Two legs were missed on the sheet',
    })
  },
}

/** The server's 422 lands on the field it is about, and the dialog stays open with everything typed. */
export const ValidationErrorKept: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('put', resultPath, { 'stats.1.high_checkouts.0': ['A checkout of 169 is not possible.'] }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '1–3' }))
    await userEvent.click(within(dialog).getByText('180s, 171s and high checkouts (optional)'))
    const sanne = within(dialog).getByRole('group', { name: 'Sanne de Vries' })
    await userEvent.type(within(sanne).getByRole('textbox', { name: 'High checkouts' }), '169')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await expect(await within(sanne).findByText('A checkout of 169 is not possible.')).toBeVisible()
    await expect(within(sanne).getByRole('textbox', { name: 'High checkouts' })).toHaveValue('169')
    await expect(within(dialog).getByRole('button', { name: '1–3' })).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** A correction that would change a game already played is refused (409): the blocking game is named. */
export const CorrectionBlocked: Story = {
  args: {
    game: gameBetween(knockoutsRunning, 'Wout Mertens', 'Liam Thompson'),
    games: knockoutsRunning.games,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '1–3' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the correction/ }), 'Scores swapped')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    const refusal = await within(dialog).findByRole('alert')
    await expect(refusal).toHaveTextContent('This game depends on it:')
    await expect(within(refusal).getByRole('listitem')).toHaveTextContent(
      'Semi-final, game 1: Danny Hughes v Wout Mertens',
    )
    await expect(within(dialog).getByRole('button', { name: '1–3' })).toHaveAttribute('aria-pressed', 'true')
    await expect(within(dialog).getByRole('textbox', { name: /Reason for the correction/ })).toHaveValue(
      'Scores swapped',
    )
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/** Cancel closes without sending anything. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '3–0' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * Focus starts on "Played"; Shift+Tab from there wraps to the dialog's Close button and Tab comes back, in both the
 * entry and the correction dialog: the radio group never sends focus back to "Played" (issue 27).
 */
export const ShiftTabReachesClose: Story = {
  play: async () => {
    for (const [game, title] of [
      [readyGame, 'Enter the result'],
      [gameBetween(groupsRunning, 'Lukas Becker', 'Sanne de Vries'), 'Correct the result'],
    ] as const) {
      const dialog = await screen.findByRole('dialog', { name: title })
      await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(game.sides[0].name))
      const played = within(dialog).getByRole('radio', { name: 'Played' })
      await waitFor(() => expect(played).toHaveFocus())
      await userEvent.tab({ shift: true })
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
      await userEvent.tab()
      await expect(played).toHaveFocus()
      if (title === 'Enter the result') {
        await userEvent.keyboard('{Escape}')
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
        // The same dialog for a finished game: the correction.
        window.dispatchEvent(new CustomEvent('story:correct'))
      }
    }
  },
  render: function Render(args) {
    const [game, setGame] = useState(args.game)
    useEffect(() => {
      const correct = () => setGame(gameBetween(groupsRunning, 'Lukas Becker', 'Sanne de Vries'))
      window.addEventListener('story:correct', correct)
      return () => window.removeEventListener('story:correct', correct)
    }, [])
    return <StoredResultDialog key={game.id} {...args} game={game} />
  },
}

/**
 * The arrow keys move through "How the game ended" and choose as they go, all four of them (WAI-ARIA radio group):
 * Down and Right to "Walkover", Up and Left back to "Played" (issue 27).
 */
export const ArrowKeysChooseHowTheGameEnded: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    const played = within(dialog).getByRole('radio', { name: 'Played' })
    const walkover = within(dialog).getByRole('radio', { name: 'Walkover' })
    await waitFor(() => expect(played).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(walkover).toBeChecked())
    await expect(walkover).toHaveFocus()
    await expect(within(dialog).getByRole('radiogroup', { name: 'Who goes through' })).toBeVisible()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(played).toBeChecked())
    await expect(played).toHaveFocus()
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(walkover).toBeChecked())
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(played).toBeChecked())
    await expect(played).toHaveFocus()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more for Danny Hughes' }))
    await expect(within(dialog).getByRole('textbox', { name: 'Danny Hughes' })).toHaveValue('1')
    await expect(within(dialog).getByRole('button', { name: 'Save result' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { game: gameBetween(groupsRunning, 'Lukas Becker', 'Sanne de Vries') },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    await expect(
      await within(dialog).findByText('Say why the result is corrected: it is kept in the audit trail.'),
    ).toBeVisible()
  },
}
