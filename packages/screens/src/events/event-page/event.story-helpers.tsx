import type { EventBoardsLive, EventDetail } from '@oche/api'
import {
  boardFixtures,
  createEventBoardHandlers,
  createEventHandlers,
  createTournamentStore,
  eventFixtures,
  publicEventBoardsLiveFixture,
  tournamentDetailFixtures,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'

// Stories only: the public event page's fixtures and boards that can move on.

const { groupsRunning, knockoutOnly, pairs, draft } = tournamentDetailFixtures

/** The fixture event on the evening of the fixture tournaments, playing four of them. */
export const storyEvent: EventDetail = {
  ...eventFixtures.upcoming,
  starts_at: '2026-11-14T15:30:00.000Z',
  ends_at: '2026-11-14T23:30:00.000Z',
  tournaments: [groupsRunning, knockoutOnly, pairs, draft].map(({ tournament }) => ({
    id: tournament.id,
    name: tournament.name,
    status: tournament.status,
    starts_at: tournament.starts_at,
  })),
}

/** An id no event has: the API answers 404, as it does for a private event. */
export const unknownEventId = '7e2f3b51-8c4e-4a1f-8b72-1e3c9f5d2bff'

/** `/events/{id}` and `/events/{id}/live` for `event` (the story event unless given), with the boards of `live`. */
export function eventPageHandlers({
  event = storyEvent,
  live = publicEventBoardsLiveFixture,
}: { event?: EventDetail; live?: EventBoardsLive } = {}) {
  return [
    ...createEventHandlers({
      events: [{ event, boards: boardFixtures.upcoming }],
      tournaments: createTournamentStore(),
    }),
    ...createEventBoardHandlers({ live }),
  ]
}

/** The boards before the first game: all free, nothing waiting, nothing played. */
export const boardsBeforeStart: EventBoardsLive = {
  ...publicEventBoardsLiveFixture,
  version: 0,
  boards: publicEventBoardsLiveFixture.boards.map((board) => ({
    ...board,
    state: board.enabled ? 'free' : 'disabled',
    game: null,
    busy_since: null,
  })),
  queue: [],
  recent: [],
}

/** Board 3's game confirmed one version later: the board is free and its result on top of the latest results. */
export function boardsAfterConfirm(live: EventBoardsLive): EventBoardsLive {
  const next = structuredClone(live)
  const board = next.boards.find((candidate) => candidate.state === 'confirming')
  if (!board?.game) throw new Error('No game awaiting confirmation')
  next.recent = [board.game, ...next.recent]
  board.state = 'free'
  board.game = null
  board.busy_since = null
  next.version += 1
  return next
}

/** `GET /events/{id}/live` answering whatever `current()` is at the time, counting the calls. */
export function movableBoardsHandler(current: () => EventBoardsLive) {
  const calls = { count: 0 }
  const handler = http.get('*/api/events/:id/live', () => {
    calls.count += 1
    return HttpResponse.json(current())
  })
  return { handler, calls }
}
