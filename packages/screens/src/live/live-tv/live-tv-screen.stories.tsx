import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildMatchFixture, createMatchHandlers, handlers } from '@oche/mocks'
import type { Match } from '@oche/api'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  checkoutMomentMatch,
  finishedMatch,
  inPlayMatch,
  liveMatchWith,
  movableMatchesHandler,
  notStartedMatch,
  remainingOf,
  storyEventId,
  visitScored,
} from '../live-match/live-match.story-helpers'
import { LiveMatchScreen } from '../live-match/live-match-screen'
import { storyQueries, storyRealtime } from '../../../../../.storybook/story-harness'

// /live/{id}?view=tv&matches=…: a venue screen that shows several matches in turn, all of them kept current.

/** Board 2: Fallon Sherrock 60 and 140 (301 left), Beau Greaves 100 (401 left): Beau to throw. */
const board2 = buildMatchFixture({
  ...inPlayMatch,
  id: '3c7d2a10-8e4b-4f6a-9b1c-000000000002',
  config: { ...inPlayMatch.config, sides: [{ name: 'Fallon Sherrock' }, { name: 'Beau Greaves' }] },
  events: [
    { type: 'visit', id: storyEventId(101), total: 60 },
    { type: 'visit', id: storyEventId(102), total: 100 },
    { type: 'visit', id: storyEventId(103), total: 140 },
  ],
})

/** Board 3: the story's finished match under other names: Gerwyn Price wins 2–0. */
const board3 = buildMatchFixture({
  ...finishedMatch,
  id: '3c7d2a10-8e4b-4f6a-9b1c-000000000003',
  config: { ...finishedMatch.config, sides: [{ name: 'Gerwyn Price' }, { name: 'Peter Wright' }] },
})

/** Board 4: called, not thrown yet. */
const board4 = buildMatchFixture({
  ...notStartedMatch,
  id: '3c7d2a10-8e4b-4f6a-9b1c-000000000004',
  config: { ...notStartedMatch.config, sides: [{ name: 'Nathan Aspinall' }, { name: 'Rob Cross' }] },
})

/** Four players from 1001: the largest scores on the narrowest panels. */
const fourFrom1001 = buildMatchFixture({
  ...inPlayMatch,
  id: '3c7d2a10-8e4b-4f6a-9b1c-000000000005',
  config: {
    ...inPlayMatch.config,
    startScore: 1001,
    sides: [
      { name: 'Lisa Ashton' },
      { name: 'Mikuru Suzuki' },
      { name: 'Noa-Lynn van Leuven' },
      { name: 'Anastasia Dobromyslova' },
    ],
  },
  events: [
    { type: 'visit', id: storyEventId(201), total: 180 },
    { type: 'visit', id: storyEventId(202), total: 140 },
    { type: 'visit', id: storyEventId(203), total: 100 },
  ],
})

const venueMatches = [fourFrom1001, inPlayMatch, board2, board3, board4, finishedMatch, checkoutMomentMatch]

/** For stories driven by the keyboard: the rotation must not move on by itself while a busy machine is slow. */
const steadyArgs = (args: { searchParams: Record<string, string> }) => ({
  searchParams: { ...args.searchParams, interval: '120' },
})

const meta = {
  title: 'screens/Live/Live TV',
  component: LiveMatchScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...createMatchHandlers({ matches: venueMatches }), ...handlers] },
  },
  args: {
    id: inPlayMatch.id,
    searchParams: { view: 'tv', matches: [board2, board3, board4].map((match) => match.id).join(','), interval: '5' },
  },
} satisfies Meta<typeof LiveMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Waits until every match of the rotation has loaded: the arrow keys step over matches that have not. */
async function allLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const dots = [...canvasElement.querySelectorAll('[data-slot="tv-rotation"] li')]
    expect(dots.length).toBeGreaterThan(1)
    expect(dots.every((dot) => ['on', 'finished'].includes(dot.getAttribute('data-status') ?? ''))).toBe(true)
  })
}

/** The match on screen. */
function shown(canvasElement: HTMLElement) {
  return canvasElement.querySelector('main[data-view="tv"]')?.getAttribute('data-match')
}

export const RotatesThroughTheBoards: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Match 1 of 4' })).toHaveTextContent('1 / 4')
    await expect(shown(canvasElement)).toBe(inPlayMatch.id)
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('261')
    await expect(canvas.getByRole('img', { name: 'QR code that opens this match on your phone' })).toBeVisible()
    // A venue rotation needs no hands: no button to press.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    // After the 5 s interval, board 2 comes on by itself.
    await waitFor(() => expect(shown(canvasElement)).toBe(board2.id), { timeout: 8000 })
    await expect(canvas.getByRole('group', { name: 'Match 2 of 4' })).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Fallon Sherrock and Beau Greaves' }),
    ).toBeInTheDocument()
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('301')
    const figure = canvasElement.querySelector('[data-slot="qr-code"]')
    await expect(figure?.getAttribute('data-url')).toBe(`${location.origin}/live/${board2.id}`)
  },
}

export const StepsWithTheArrowKeys: Story = {
  args: steadyArgs(meta.args),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Match 1 of 4' })
    await allLoaded(canvasElement)
    await userEvent.keyboard('{ArrowRight}')
    await expect(shown(canvasElement)).toBe(board2.id)
    await userEvent.keyboard('{ArrowRight}')
    // Board 3 is over: its result and the statistics that tell its story.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gerwyn Price wins the match' })).toBeVisible()
    const statistics = canvas.getByRole('table', { name: 'Match statistics' })
    await expect(within(statistics).getByRole('row', { name: /3-dart average/ })).toHaveTextContent('130.70')
    await expect(within(statistics).queryByRole('row', { name: /Best leg/ })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    await expect(await canvas.findByText('The match has not started yet. Nathan Aspinall throws first.')).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(shown(canvasElement)).toBe(inPlayMatch.id)
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('group', { name: 'Match 4 of 4' })).toBeVisible()
  },
}

export const ShowsAResultOnceThenSkipsIt: Story = {
  args: { id: board3.id, searchParams: { view: 'tv', matches: board2.id, interval: '5' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gerwyn Price wins the match' })).toBeVisible()
    await waitFor(() => expect(shown(canvasElement)).toBe(board2.id), { timeout: 8000 })
    const slide = canvasElement.querySelector('[data-slot="tv-slide"]') as HTMLElement
    const turn = Number(slide.getAttribute('data-turn'))
    // The next turn comes, and the result has had its turn: board 2 stays on.
    await waitFor(() => expect(Number(slide.getAttribute('data-turn'))).toBeGreaterThan(turn), { timeout: 8000 })
    await expect(shown(canvasElement)).toBe(board2.id)
  },
}

export const ResultsTakeTurnsWhenAllAreOver: Story = {
  args: { id: board3.id, searchParams: { view: 'tv', matches: finishedMatch.id, interval: '5' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gerwyn Price wins the match' })).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Luke Littler wins the match' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Match 2 of 2' })).toBeVisible()
  },
}

let server: Match[] = venueMatches
const movable = movableMatchesHandler(() => server)
/** Board 2 one visit on: Beau Greaves 100 more, 301 left. */
const board2Later = buildMatchFixture({
  ...board2,
  events: [...board2.events, { type: 'visit', id: storyEventId(104), total: 100 }],
})

export const EveryBoardStaysCurrent: Story = {
  args: steadyArgs(meta.args),
  parameters: { msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = venueMatches
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Match 1 of 4' })
    // Every board has loaded (the arrow keys step over one that has not), board 2 is seen once, then board 1 is back.
    await allLoaded(canvasElement)
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(remainingOf(canvasElement, 1)).toHaveTextContent('401'))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(shown(canvasElement)).toBe(inPlayMatch.id)
    // Board 2 is not on screen, yet its visit is taken in as it is thrown; the older copy the server still holds
    // (fetched again when board 2 comes back on) does not undo it.
    storyRealtime().emit(
      realtimeChannels.match(board2.id),
      realtimeEvents.visitScored,
      visitScored(board2, { type: 'visit', id: storyEventId(104), total: 100 }),
    )
    const board2Fetches = movable.callsOf(board2.id)
    await userEvent.keyboard('{ArrowRight}')
    await expect(shown(canvasElement)).toBe(board2.id)
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('301')
    // The older copy has been fetched and answered: the board still shows the visit. (The fetch goes through the
    // mock service worker: on a machine busy with the whole run it took longer than waitFor's default second.)
    await waitFor(() => expect(movable.callsOf(board2.id)).toBeGreaterThan(board2Fetches), { timeout: 10_000 })
    await waitFor(() => expect(storyQueries().isFetching()).toBe(0), { timeout: 10_000 })
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('301')
  },
}

/** Board 1 two visits on: Luke 140 (121 left), Michael 60 (315 left). */
const board1Later = liveMatchWith(checkoutMomentMatch.events)

export const CatchesUpAfterALostConnection: Story = {
  // The rotation stands still: every step below checks the board on screen, however slow the machine.
  args: steadyArgs(meta.args),
  parameters: { msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = venueMatches
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Match 1 of 4' })
    await allLoaded(canvasElement)
    storyRealtime().setState('unavailable')
    await expect(await canvas.findByText('Connection lost, reconnecting…')).toBeVisible()
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('261')
    // While the screen was away, boards 1 and 2 played on; back online, every channel subscribes again.
    server = venueMatches.map((match) =>
      match.id === board1Later.id ? board1Later : match.id === board2.id ? board2Later : match,
    )
    const board2Fetches = movable.callsOf(board2.id)
    storyRealtime().setState('connected')
    for (const match of [inPlayMatch, board2, board3, board4]) {
      storyRealtime().emit(realtimeChannels.match(match.id), 'pusher:subscription_succeeded', {})
    }
    // The board on screen catches up in place, and the boards waiting for their turn are fetched again too.
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('315')
    await waitFor(() => expect(movable.callsOf(board2.id)).toBeGreaterThan(board2Fetches))
    await expect(canvas.getByRole('status')).toHaveTextContent('Live updates on')
    await userEvent.keyboard('{ArrowRight}')
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('301')
  },
}

export const LeavesOutIdsThatAreNoMatches: Story = {
  args: {
    searchParams: { view: 'tv', matches: `board-7,,3c7d2a10-8e4b-4f6a-9b1c-000000000404,${board2.id}`, interval: '1' },
  },
  play: async ({ canvas, canvasElement }) => {
    // "board-7" is no id, the other one is no match: two matches rotate, every 5 s (1 s is too fast to read).
    await expect(await canvas.findByRole('group', { name: 'Match 1 of 2' })).toBeVisible()
    const dots = canvasElement.querySelectorAll('[data-slot="tv-rotation"] li')
    await expect(dots).toHaveLength(2)
    // The progress bar under the board runs for the turn's 5 s.
    const bar = canvasElement.querySelector('[data-slot="tv-turn-progress"] > div') as HTMLElement
    await waitFor(() => expect(bar.getAnimations()[0]?.effect?.getTiming().duration).toBe(5000))
    await expect(shown(canvasElement)).toBe(inPlayMatch.id)
    await waitFor(() => expect(shown(canvasElement)).toBe(board2.id), { timeout: 6000 })
  },
}

export const StartsWithTheNextMatchWhenTheFirstIsGone: Story = {
  args: { id: '3c7d2a10-8e4b-4f6a-9b1c-000000000404', searchParams: { view: 'tv', matches: board2.id } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Match 1 of 1' })).toBeVisible()
    await expect(shown(canvasElement)).toBe(board2.id)
  },
}

export const OneMatchOnAFinish: Story = {
  args: { id: checkoutMomentMatch.id, searchParams: { view: 'tv' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Luke Littler and Michael van Gerwen' })
    const hint = canvasElement.querySelector('[data-slot="checkout-hint"]')
    await expect(hint).toHaveAttribute('data-variant', 'large')
    await expect(hint).toHaveTextContent('121 to finish')
    // One match does not rotate: no "1 / 1", no progress bar, and a way back to the phone view.
    await expect(canvas.queryByRole('group', { name: /Match \d of/ })).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="tv-turn-progress"]')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'TV mode', pressed: true })).toBeVisible()
  },
}

export const FourPlayersFrom1001: Story = {
  args: { id: fourFrom1001.id, searchParams: { view: 'tv' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(remainingOf(canvasElement, 3)).toHaveTextContent('1001')
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('821')
    // Every score stays inside its own panel, and the page does not scroll.
    for (const side of [0, 1, 2, 3]) {
      const panel = canvasElement.querySelector(`[data-slot="scoreboard-side"][data-side="${side}"]`) as HTMLElement
      const score = remainingOf(canvasElement, side) as HTMLElement
      await expect(score.scrollWidth).toBeLessThanOrEqual(score.clientWidth)
      await expect(score.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().right)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth)
  },
}

export const InDutch: Story = {
  args: steadyArgs(meta.args),
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Wedstrijd 1 van 4' })).toBeVisible()
    await expect(canvas.getByRole('figure', { name: 'Scan om te volgen op je telefoon' })).toBeVisible()
    await allLoaded(canvasElement)
    await userEvent.keyboard('{ArrowLeft}')
    await expect(
      await canvas.findByText('De wedstrijd is nog niet begonnen. Nathan Aspinall gooit eerst.'),
    ).toBeVisible()
  },
}
