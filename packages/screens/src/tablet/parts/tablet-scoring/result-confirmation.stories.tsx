import type { Meta, StoryObj } from '@storybook/react-vite'
import { replay, type MatchEvent, type X01MatchConfig, type X01MatchState } from '@oche/darts'
import { expect, fn, userEvent } from 'storybook/test'
import { playedEvents } from '../../story-helpers/tablet-fixtures.story-helpers'
import { ResultConfirmation } from './result-confirmation'

const sides = ['Fallon Sherrock', 'Beau Greaves']
const visit = (n: number, total: number): MatchEvent => ({
  type: 'visit',
  id: `9c2b4d6e-1a3f-4b5c-8d7e-${String(100 + n).padStart(12, '0')}`,
  total,
})

/** The match after `events`, as the scorer holds it. */
function matchAfter(config: Omit<X01MatchConfig, 'startScore' | 'inRule' | 'outRule' | 'sides'>, events: MatchEvent[]) {
  const played = replay({ startScore: 501, inRule: 'straight', outRule: 'double', sides, ...config }, events)
  if (!played.ok) throw new Error(`The story match cannot be replayed: ${played.error}`)
  return played.value
}

/** Board 2's game, first to 1 leg: Fallon checks out 141 and wins 1–0. */
const won: X01MatchState = matchAfter({ format: { kind: 'firstTo', legs: 1 } }, [...playedEvents, visit(1, 141)])

/** First to 1 leg, the second player wins: Beau leaves 161 and takes it out while Fallon misses. */
const wonBySecond: X01MatchState = matchAfter({ format: { kind: 'firstTo', legs: 1 } }, [
  ...playedEvents,
  visit(1, 0),
  visit(2, 180),
  visit(3, 0),
  visit(4, 161),
])

/** Two legs, both played: one each, a draw. */
const drawn: X01MatchState = matchAfter({ format: { kind: 'playAll', legs: 2 } }, [
  ...playedEvents,
  visit(1, 141),
  visit(2, 180),
  visit(3, 100),
  visit(4, 180),
  visit(5, 100),
  visit(6, 141),
])

const meta = {
  title: 'screens/Tablet/Board tablet/Result confirmation',
  component: ResultConfirmation,
  args: {
    match: won,
    canConfirm: true,
    pending: 0,
    isOffline: false,
    onConfirm: fn(),
    isConfirming: false,
    confirmError: null,
    onUndo: fn(),
  },
} satisfies Meta<typeof ResultConfirmation>

export default meta
type Story = StoryObj<typeof meta>

/** The result, waiting for both players: confirming is not possible yet. */
export const WaitingForBoth: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()
    await expect(canvas.getByText('Both players: check the result and confirm it.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(canvas.getByRole('button', { name: 'Beau Greaves agrees' })).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByRole('button', { name: 'Confirm the result' })).toBeDisabled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** The second player won: the winner's score comes first ("wins 1–0", not "wins 0–1"). */
export const SecondPlayerWins: Story = {
  args: { match: wonBySecond },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Beau Greaves wins 1–0' })).toBeVisible()
  },
}

/** One player agreed, the other not yet (and a second press takes an agreement back). */
export const OneAgreed: Story = {
  play: async ({ canvas }) => {
    const fallon = canvas.getByRole('button', { name: 'Fallon Sherrock agrees' })
    await userEvent.click(fallon)
    await expect(fallon).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: 'Confirm the result' })).toBeDisabled()
    await userEvent.click(fallon)
    await expect(fallon).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(fallon)
    await expect(fallon).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Both agreed: the result is confirmed. */
export const BothAgreed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Beau Greaves agrees' }))
    const confirm = canvas.getByRole('button', { name: 'Confirm the result' })
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** The last visits are still on their way: both may agree, confirming waits for them. */
export const Sending: Story = {
  args: { canConfirm: false, pending: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the last visits to Oche…')
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Beau Greaves agrees' }))
    await expect(canvas.getByRole('button', { name: 'Confirm the result' })).toBeDisabled()
  },
}

/** Offline with visits waiting: said how many must reach Oche first. */
export const Offline: Story = {
  args: { canConfirm: false, pending: 2, isOffline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The tablet is offline. The result can be confirmed once the last 2 visits have reached Oche.',
    )
    await expect(canvas.getByRole('button', { name: 'Confirm the result' })).toBeDisabled()
  },
}

/** The confirmation on its way: nothing can be pressed twice. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming…' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Correct the last visit' })).toBeDisabled()
  },
}

/** Oche refused the confirmation: its reason, and the players may try again. */
export const ConfirmFailed: Story = {
  args: { confirmError: 'This game is no longer on this board.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game is no longer on this board.')
  },
}

/** A mistyped winning visit: the players take it back. */
export const CorrectLastVisit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Correct the last visit' }))
    await expect(args.onUndo).toHaveBeenCalledTimes(1)
  },
}

/** Every leg played and one each: a draw. */
export const Draw: Story = {
  args: { match: drawn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'A draw, 1–1' })).toBeVisible()
  },
}
