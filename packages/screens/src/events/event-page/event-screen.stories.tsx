import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardMatchIds, handlers, mockPending, publicEventBoardsLiveFixture, userFixture } from '@oche/mocks'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EventScreen } from './event-screen'
import {
  boardsAfterConfirm,
  boardsBeforeStart,
  eventPageHandlers,
  movableBoardsHandler,
  storyEvent,
  unknownEventId,
} from './event.story-helpers'
import { storyRealtime } from '../../../../../.storybook/story-harness'

const meta = {
  title: 'screens/Events/Event page',
  component: EventScreen,
  parameters: {
    page: true,
    pathname: `/events/${storyEvent.id}`,
    layout: 'fullscreen',
    msw: { handlers: [...eventPageHandlers(), ...handlers] },
  },
  args: { id: storyEvent.id },
} satisfies Meta<typeof EventScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/events/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the event'))
  },
}

/** The evening in play, seen by a visitor: schedule, boards with live scores, the queue and the results. */
export const FilledLive: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
    // When: in the event's zone (Amsterdam), 16:30 to 00:30.
    const when = canvasElement.querySelector('[data-slot="event-when"]') as HTMLElement
    await expect(when).toHaveAttribute('dateTime', storyEvent.starts_at)
    await expect(when.textContent).toMatch(/16:30/)
    await expect(when.textContent).toMatch(/00:30/)
    // Where, with a map link that opens a new tab.
    await expect(canvas.getByText('Dartcentrum De Roos')).toBeVisible()
    await expect(canvas.getByText('Industrieweg 48, 5145 PV Waalwijk, Nederland')).toBeVisible()
    const map = canvas.getByRole('link', { name: /Open in a map/ })
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(map.getAttribute('rel')).toContain('noopener')
    // The description keeps its line breaks.
    const description = canvasElement.querySelector('[data-slot="event-description"]') as HTMLElement
    await expect(description.textContent).toContain('\nSign-up at the bar until 19:15.')
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line')
    // The schedule: tournaments by start time, each linking to its pages.
    const schedule = canvas.getByRole('region', { name: 'Schedule' })
    const tournaments = within(schedule).getAllByRole('link')
    await expect(tournaments.map((link) => link.textContent)).toEqual([
      'Saturday Night Darts #47',
      'Pairs Night at De Pijl',
      'Lille Knockout Cup',
      'Winter Open 2026',
    ])
    await expect(tournaments[0]).toHaveAttribute('href', '/tournaments/7c0e0003-0000-4000-8000-000000000001')
    await expect(within(schedule).getByText('Upcoming')).toBeVisible()
    // The boards: board 1 live with its score, free boards compact, no organiser links.
    const boards = await canvas.findByRole('region', { name: 'On the boards' }, { timeout: 3000 })
    await expect(await within(boards).findByRole('heading', { name: 'Board 1 · Stage' })).toBeVisible()
    const stage = canvasElement.querySelector('[data-slot="live-board"][data-board="1"]') as HTMLElement
    await expect(stage).toHaveTextContent('Luke Humphries')
    await expect(stage).toHaveTextContent('141 left')
    await expect(canvasElement.querySelectorAll('[data-slot="idle-boards"] [data-slot="live-board"]')).toHaveLength(4)
    await expect(canvas.queryByRole('link', { name: 'Manage this event' })).toBeNull()
    // Up next, in friendly words; the organiser's hold is not shown as such.
    const upNext = canvas.getByRole('region', { name: 'Up next' })
    await expect(within(upNext).getByText('Luke Humphries is still playing')).toBeVisible()
    await expect(within(upNext).getByText('Mike De Decker has a short break')).toBeVisible()
    await expect(within(upNext).getAllByText('Waiting for a free board')).toHaveLength(2)
    await expect(upNext).not.toHaveTextContent(/held/i)
    // Results, latest first, the walkover marked.
    const results = canvas.getByRole('region', { name: 'Latest results' })
    const rows = within(results)
      .getAllByRole('listitem')
      .filter((row) => row.dataset.slot === 'result')
    await expect(rows[0]).toHaveTextContent('Ryan Joyce')
    await expect(rows[1]).toHaveTextContent('Walkover')
  },
}

/** A visitor follows the game on the stage board to its live page. */
export const FollowsLiveGame: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Board 1 · Stage' }, { timeout: 3000 })
    const link = canvas.getByRole('link', { name: 'Follow live: Luke Humphries – Gian van Veen' })
    await expect(link).toHaveAttribute('href', `/live/${boardMatchIds.stage}`)
    await userEvent.click(link)
    // A called game has no live match yet: nothing to follow.
    await expect(canvas.queryByRole('link', { name: /Fallon Sherrock/ })).toBeNull()
  },
}

let server = publicEventBoardsLiveFixture
const movable = movableBoardsHandler(() => server)

/** A result arrives: `boards.changed` with a newer version refetches the boards, an old one is dropped. */
export const LiveUpdate: Story = {
  parameters: { msw: { handlers: [movable.handler, ...eventPageHandlers(), ...handlers] } },
  beforeEach: () => {
    server = publicEventBoardsLiveFixture
  },
  play: async ({ canvas, canvasElement }) => {
    const results = await canvas.findByRole('region', { name: 'Latest results' })
    await expect(await canvas.findByText('Just finished')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Live updates on'))
    const before = movable.calls.count
    // An announcement of the version already shown changes nothing.
    storyRealtime().emit(realtimeChannels.event(storyEvent.id), realtimeEvents.boardsChanged, {
      eventId: storyEvent.id,
      version: server.version,
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(movable.calls.count).toBe(before)
    // Board 3's result is confirmed.
    server = boardsAfterConfirm(publicEventBoardsLiveFixture)
    storyRealtime().emit(realtimeChannels.event(storyEvent.id), realtimeEvents.boardsChanged, {
      eventId: storyEvent.id,
      version: server.version,
    })
    await waitFor(() => expect(movable.calls.count).toBe(before + 1))
    await waitFor(() => {
      const first = results.querySelector('[data-slot="result"]')
      return expect(first).toHaveTextContent('Dimitri Van den Bergh')
    })
    await expect(canvasElement.querySelector('[data-slot="live-board"][data-board="3"]')).toHaveAttribute(
      'data-state',
      'free',
    )
  },
}

/** A long queue: the first eight, then how many more wait. */
const longQueue = {
  ...publicEventBoardsLiveFixture,
  queue: Array.from({ length: 11 }, (_, index) => {
    const queued = publicEventBoardsLiveFixture.queue[index % publicEventBoardsLiveFixture.queue.length]!
    return {
      ...queued,
      game: { ...queued.game, id: `5d1c7a40-3b2e-4f19-9a6d-${String(900 + index).padStart(12, '0')}` },
    }
  }),
}

export const LongQueue: Story = {
  parameters: { msw: { handlers: [...eventPageHandlers({ live: longQueue }), ...handlers] } },
  play: async ({ canvas }) => {
    const upNext = await canvas.findByRole('region', { name: 'Up next' }, { timeout: 3000 })
    await expect(
      within(upNext)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.slot === 'queued-game'),
    ).toHaveLength(8)
    await expect(within(upNext).getByText('and 3 more games')).toBeVisible()
  },
}

/** Before the event: the tournaments are scheduled, the boards have nothing to show yet. */
export const BeforeStart: Story = {
  parameters: { msw: { handlers: [...eventPageHandlers({ live: boardsBeforeStart }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Games appear here when the event starts.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'On the boards' })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Schedule' })).toBeVisible()
  },
}

/** No tournaments linked yet, no venue chosen, no description. */
export const NoVenueNoTournaments: Story = {
  parameters: {
    msw: {
      handlers: [
        ...eventPageHandlers({
          event: { ...storyEvent, venue: null, tournaments: [], description: '' },
          live: boardsBeforeStart,
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="event-venue"]')).toBeNull()
    await expect(canvas.queryByRole('link', { name: /Open in a map/ })).toBeNull()
    await expect(canvas.getByText('No tournaments yet. The organiser adds them before the event.')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'About this event' })).toBeNull()
  },
}

/** The organiser sees the way to manage the event and its boards. */
export const Organiser: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage this event' })).toHaveAttribute(
      'href',
      `/manage/events/${storyEvent.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Boards and tablets' })).toHaveAttribute(
      'href',
      `/manage/events/${storyEvent.id}/boards`,
    )
  },
}

export const NotFound: Story = {
  args: { id: unknownEventId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This event cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all tournaments' })).toHaveAttribute('href', '/tournaments')
  },
}

/** A private event looks to a visitor exactly like an unknown one. */
export const PrivateEvent: Story = {
  parameters: {
    msw: { handlers: [...eventPageHandlers({ event: { ...storyEvent, visibility: 'private' } }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This event cannot be found' })).toBeVisible()
  },
}

let failures = 0

/** The API cannot be reached (the first try and its two retries); trying again shows the event. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/events/:id', () => {
          failures += 1
          return failures <= 3 ? HttpResponse.json({ message: 'Server error.' }, { status: 500 }) : undefined
        }),
        ...eventPageHandlers(),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    failures = 0
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 6000 })
    await expect(alert).toHaveTextContent('The event could not be loaded')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
  },
}

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Board 1 · Stage' })).toBeVisible()
  },
}

export const InDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brabant Open Night' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Als volgende' })).toBeVisible()
  },
}
