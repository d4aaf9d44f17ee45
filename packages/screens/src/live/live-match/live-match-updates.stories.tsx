import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMatchHandlers, handlers } from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { expect, waitFor, within } from 'storybook/test'
import {
  checkoutMomentMatch,
  inPlayMatch,
  lastVisitOf,
  liveMatchWith,
  liveStoryMatches,
  matchUpdated,
  movableMatchHandler,
  remainingOf,
  storyEventId,
  visitRowsOf,
  visitScored,
} from './live-match.story-helpers'
import { LiveMatchScreen } from './live-match-screen'
import { storyRealtime } from '../../../../../.storybook/story-harness'

// /live/{id} as events arrive on `match.{id}` from the mock connection: applied once, in order, refetched on a gap.
const meta = {
  title: 'screens/Live/Live match updates',
  component: LiveMatchScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...createMatchHandlers({ matches: liveStoryMatches }), ...handlers] },
  },
  args: { id: inPlayMatch.id },
} satisfies Meta<typeof LiveMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

const michael = 'Michael van Gerwen'
const channel = realtimeChannels.match(inPlayMatch.id)
const checkoutMomentChannel = realtimeChannels.match(checkoutMomentMatch.id)

export const LiveVisitArrives: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(visitRowsOf(canvasElement, 0)).toHaveLength(2)
    storyRealtime().emit(
      channel,
      realtimeEvents.visitScored,
      visitScored(inPlayMatch, { type: 'visit', id: storyEventId(13), total: 140 }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    await expect(lastVisitOf(canvasElement, 0)).toHaveTextContent('140')
    await expect(visitRowsOf(canvasElement, 0)).toHaveLength(3)
    // Now Michael is to throw, and Luke's 121 waits for his next visit.
    const board = canvas.getByRole('list', { name: 'Scores' })
    await expect(within(board).getByRole('listitem', { current: true })).toHaveTextContent(michael)
  },
}

/** Each visit that arrives is read out in one sentence by a polite live region: the score, what is left, who throws. */
export const AnnouncesEachVisit: Story = {
  args: { id: checkoutMomentMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    const announcement = canvasElement.querySelector('[data-slot="visit-announcement"]')
    await expect(announcement).toHaveAttribute('aria-live', 'polite')
    // Opening the page mid-match reads nothing out.
    await expect(announcement).toBeEmptyDOMElement()
    const moment = checkoutMomentChannel
    storyRealtime().emit(
      moment,
      realtimeEvents.visitScored,
      visitScored(checkoutMomentMatch, { type: 'visit', id: storyEventId(15), total: 60 }),
    )
    await waitFor(() =>
      expect(announcement).toHaveTextContent('Luke Littler scored 60, 61 left. Michael van Gerwen to throw.'),
    )
    const afterSixty = liveMatchWith(
      [...checkoutMomentMatch.events, { type: 'visit', id: storyEventId(15), total: 60 }],
      checkoutMomentMatch.id,
    )
    storyRealtime().emit(
      moment,
      realtimeEvents.visitScored,
      visitScored(afterSixty, { type: 'bust', id: storyEventId(16) }),
    )
    await waitFor(() =>
      expect(announcement).toHaveTextContent('Bust. Michael van Gerwen stays on 315. Luke Littler to throw.'),
    )
    const afterBust = liveMatchWith(
      [...afterSixty.events, { type: 'bust', id: storyEventId(16) }],
      checkoutMomentMatch.id,
    )
    storyRealtime().emit(
      moment,
      realtimeEvents.visitScored,
      visitScored(afterBust, { type: 'darts', id: storyEventId(17), darts: ['S11', 'DB'] }),
    )
    await waitFor(() => expect(announcement).toHaveTextContent('Luke Littler checked out 61 and wins the match.'))
  },
}

export const DuplicateVisitIsIgnored: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    const payload = visitScored(inPlayMatch, { type: 'visit', id: storyEventId(13), total: 140 })
    storyRealtime().emit(channel, realtimeEvents.visitScored, payload)
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    // The same event again (a retried publish): still one visit of 140, still 121, not 140 taken twice.
    storyRealtime().emit(channel, realtimeEvents.visitScored, payload)
    storyRealtime().emit(channel, realtimeEvents.visitScored, payload)
    // Then Michael's 60: once it shows, the repeats before it have been heard.
    const afterFirst = liveMatchWith([...inPlayMatch.events, payload.event])
    storyRealtime().emit(
      channel,
      realtimeEvents.visitScored,
      visitScored(afterFirst, { type: 'visit', id: storyEventId(14), total: 60 }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 1)).toHaveTextContent('315'))
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('121')
    await expect(visitRowsOf(canvasElement, 0)).toHaveLength(3)
    await expect(visitRowsOf(canvasElement, 1)).toHaveLength(4)
  },
}

let server = inPlayMatch
const movable = movableMatchHandler(() => server)
/** The checkout moment, under the in-play match's id: the server two visits further on. */
const twoVisitsLater = liveMatchWith(checkoutMomentMatch.events)

export const GapRefetches: Story = {
  parameters: { msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = inPlayMatch
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('261'))
    const before = movable.calls.count
    // Two visits were played while this page missed version 13: version 14 is a gap, so the page refetches.
    server = twoVisitsLater
    const missed = liveMatchWith(checkoutMomentMatch.events.slice(0, 13))
    storyRealtime().emit(
      channel,
      realtimeEvents.visitScored,
      visitScored(missed, { type: 'visit', id: storyEventId(14), total: 60 }),
    )
    await waitFor(() => expect(movable.calls.count).toBe(before + 1))
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('315')
  },
}

export const StaleRefetchKeepsLiveVisit: Story = {
  parameters: { msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = inPlayMatch
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('261'))
    storyRealtime().emit(
      channel,
      realtimeEvents.visitScored,
      visitScored(inPlayMatch, { type: 'visit', id: storyEventId(13), total: 140 }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    // A refetch answered by a server snapshot taken before that visit (version 12) must not take it back.
    const before = movable.calls.count
    storyRealtime().emit(channel, 'pusher:subscription_succeeded', {})
    await waitFor(() => expect(movable.calls.count).toBe(before + 1))
    // Then Michael's 60: once it shows, the page has moved on past the refetch's older snapshot.
    storyRealtime().emit(
      channel,
      realtimeEvents.visitScored,
      visitScored(liveMatchWith(checkoutMomentMatch.events.slice(0, 13)), {
        type: 'visit',
        id: storyEventId(14),
        total: 60,
      }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 1)).toHaveTextContent('315'))
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('121')
    await expect(lastVisitOf(canvasElement, 0)).toHaveTextContent('140')
  },
}

export const ReconnectsAndCatchesUp: Story = {
  parameters: { msw: { handlers: [movable.handler, ...handlers] } },
  beforeEach: () => {
    server = inPlayMatch
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    storyRealtime().setState('unavailable')
    await expect(await canvas.findByText('Connection lost, reconnecting…')).toBeVisible()
    // While the page was away, two visits were played.
    server = twoVisitsLater
    storyRealtime().setState('connected')
    storyRealtime().emit(channel, 'pusher:subscription_succeeded', {})
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    await expect(canvas.getByRole('status')).toHaveTextContent('Live updates on')
  },
}

export const UndoIsApplied: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('375')
    // The scorer takes back Michael's 26 (`match.updated` with an undo): 401 again, and Michael to throw.
    storyRealtime().emit(
      channel,
      realtimeEvents.matchUpdated,
      matchUpdated(inPlayMatch, { type: 'undo', id: storyEventId(13) }),
    )
    await waitFor(() => expect(remainingOf(canvasElement, 1)).toHaveTextContent('401'))
    await expect(visitRowsOf(canvasElement, 1)).toHaveLength(2)
    const board = canvas.getByRole('list', { name: 'Scores' })
    await expect(within(board).getByRole('listitem', { current: true })).toHaveTextContent(michael)
  },
}

/** A private tournament's game: the API names its private channel, and the page listens there. */
const privateMatch = { ...inPlayMatch, realtime_channel: realtimeChannels.privateMatch(inPlayMatch.id) }

export const PrivateMatchListensOnItsPrivateChannel: Story = {
  parameters: {
    msw: { handlers: [...createMatchHandlers({ matches: [privateMatch] }), ...handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('261'))
    const visit = visitScored(inPlayMatch, { type: 'visit', id: storyEventId(13), total: 140 })
    // The page listens on the private channel the API named, and no longer on the public one.
    await waitFor(() =>
      expect(storyRealtime().subscribedChannels()).toContain(realtimeChannels.privateMatch(inPlayMatch.id)),
    )
    await expect(storyRealtime().subscribedChannels()).not.toContain(channel)
    storyRealtime().emit(realtimeChannels.privateMatch(inPlayMatch.id), realtimeEvents.visitScored, visit)
    await waitFor(() => expect(remainingOf(canvasElement, 0)).toHaveTextContent('121'))
    await expect(lastVisitOf(canvasElement, 0)).toHaveTextContent('140')
  },
}
