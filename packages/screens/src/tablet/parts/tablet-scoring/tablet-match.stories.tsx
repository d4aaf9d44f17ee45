import type { Meta, StoryObj } from '@storybook/react-vite'
import { createEventBoardHandlers, mockError, mockPending } from '@oche/mocks'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { createMemoryOutbox, type OutboxEntry } from '../outbox/outbox'
import {
  playedEvents,
  playingMatch,
  playingMatchId,
  shortGame,
} from '../../story-helpers/tablet-fixtures.story-helpers'
import { tabletLandscape, tabletViewports } from '../../story-helpers/tablet.story-helpers'
import { TabletMatch } from './tablet-match'
import type { OutboxSync } from './use-outbox-sync'

const game = { ...shortGame, match_id: playingMatchId }
const matchPath = `/matches/${playingMatchId}`

/** What the tablet's outbox sync reports, its outbox in memory holding `entries`. */
function storySync(entries: OutboxEntry[] = [], changes: Partial<OutboxSync> = {}): OutboxSync {
  return {
    outbox: createMemoryOutbox(entries),
    pending: entries.length,
    isOffline: false,
    conflict: null,
    resets: 0,
    flush: fn(),
    dismissConflict: fn(),
    ...changes,
  }
}

/** Board 2's match served as the server holds it after `events` (Fallon on 141 to throw, unless given). */
const matchHandlers = (events = playedEvents) => createEventBoardHandlers({ matches: [playingMatch(events)] })

const waitingVisitId = '9c2b4d6e-1a3f-4b5c-8d7e-000000000099'
const checkoutId = '9c2b4d6e-1a3f-4b5c-8d7e-000000000098'

const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

const meta = {
  title: 'screens/Tablet/Board tablet/Tablet match',
  component: TabletMatch,
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
    msw: { handlers: matchHandlers() },
  },
  args: {
    game,
    boardState: 'playing',
    sync: storySync(),
    onConfirm: fn(),
    isConfirming: false,
    confirmError: null,
  },
} satisfies Meta<typeof TabletMatch>

export default meta
type Story = StoryObj<typeof meta>

/** The match on its way from the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', matchPath), ...matchHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the board')).toBeInTheDocument()
  },
}

/** The match could not be loaded: try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', matchPath, 404, { message: 'Not found.' }), ...matchHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The board could not be loaded' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** Mid-game: the scorer on the server's match; a visit goes into the outbox and is sent at once. */
export const Playing: Story = {
  args: { sync: storySync() },
  beforeEach: ({ args }) => args.sync.outbox.clear(),
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 341')
    await userEvent.click(canvas.getByRole('button', { name: '60' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 81'))
    const [queued] = await args.sync.outbox.list()
    await expect(queued?.event).toMatchObject({ type: 'visit', total: 60 })
    await expect(queued?.version).toBe(5)
    await waitFor(() => expect(args.sync.flush).toHaveBeenCalled())
  },
}

/** After a reload: the visit still in the outbox is shown on top of the server's match. */
export const WithWaitingVisit: Story = {
  args: {
    sync: storySync(
      [
        {
          id: waitingVisitId,
          matchId: playingMatchId,
          event: { type: 'visit', id: waitingVisitId, total: 60 },
          version: 5,
          seq: 1,
        },
      ],
      { isOffline: true },
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 81'))
  },
}

/** The game is over on the server and the board awaits confirmation: the result for both players to confirm. */
export const Finished: Story = {
  args: { boardState: 'confirming' },
  parameters: {
    msw: { handlers: matchHandlers([...playedEvents, { type: 'visit', id: checkoutId, total: 141 }]) },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Beau Greaves agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the result' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** The winning visit is still in the outbox: the result shows, its confirmation waits for the visit to arrive. */
export const FinishedWhileSending: Story = {
  args: {
    sync: storySync([
      {
        id: checkoutId,
        matchId: playingMatchId,
        event: { type: 'visit', id: checkoutId, total: 141 },
        version: 5,
        seq: 1,
      },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the last visits to Oche…')
    await userEvent.click(canvas.getByRole('button', { name: 'Fallon Sherrock agrees' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Beau Greaves agrees' }))
    await expect(canvas.getByRole('button', { name: 'Confirm the result' })).toBeDisabled()
  },
}

/** A mistyped winning visit, taken back: the scorer is back on 141. */
export const CorrectWinningVisit: Story = {
  args: { sync: storySync() },
  beforeEach: ({ args }) => args.sync.outbox.clear(),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
    await userEvent.keyboard('141{Enter}')
    await expect(await canvas.findByRole('heading', { name: 'Fallon Sherrock wins 1–0' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Correct the last visit' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 141'))
  },
}
