import {
  summarizeMatch,
  toX01MatchConfig,
  type Match,
  type MatchUpdatedPayload,
  type VisitScoredPayload,
} from '@oche/api'
import { buildMatchFixture, userFixture } from '@oche/mocks'
import { replay, type MatchEvent, type VisitEvent } from '@oche/darts'
import { http, HttpResponse } from 'msw'

// Stories only: fixtures replayed with @oche/darts and a server whose match can move on.

/** A uuid for story events: `…-000000000013` for the 13th. */
export const storyEventId = (n: number) => `9d1f0c2e-6b7a-4c3d-8e9f-${String(n).padStart(12, '0')}`

const luke = { name: 'Luke Littler' }
const michael = { name: 'Michael van Gerwen' }

/** Leg 1: Luke 100 140 180 and T19 D12 (11 darts), 1–0. Leg 2: Michael started; Luke on 261 to throw, Michael 375. */
const inPlayEvents: MatchEvent[] = [
  { type: 'visit', id: storyEventId(1), total: 100 }, // Luke 401
  { type: 'visit', id: storyEventId(2), total: 60 }, // Michael 441
  { type: 'visit', id: storyEventId(3), total: 140 }, // Luke 261
  { type: 'visit', id: storyEventId(4), total: 45 }, // Michael 396
  { type: 'visit', id: storyEventId(5), total: 180 }, // Luke 81
  { type: 'visit', id: storyEventId(6), total: 85 }, // Michael 311
  { type: 'darts', id: storyEventId(7), darts: ['T19', 'D12'] }, // Luke checks out 81: 1–0
  { type: 'visit', id: storyEventId(8), total: 100 }, // Michael 401
  { type: 'visit', id: storyEventId(9), total: 140 }, // Luke 361
  { type: 'bust', id: storyEventId(10) }, // Michael stays on 401
  { type: 'visit', id: storyEventId(11), total: 100 }, // Luke 261
  { type: 'visit', id: storyEventId(12), total: 26 }, // Michael 375
]

const storyMatch = {
  id: '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f6',
  kind: 'tournament',
  config: {
    startScore: 501,
    inRule: 'straight',
    outRule: 'double',
    format: { kind: 'firstTo', legs: 2 },
    sides: [luke, michael],
  },
  created_by: userFixture.id,
  created_at: '2026-11-14T19:30:00.000Z',
  updated_at: '2026-11-14T19:41:00.000Z',
} satisfies Omit<Match, 'summary' | 'status' | 'version' | 'events'>

/** The story match with `events` played (under another `id` for a story of its own). */
export function liveMatchWith(events: MatchEvent[], id = storyMatch.id): Match {
  return buildMatchFixture({ ...storyMatch, id, events })
}

/** Leg 2 under way: Luke on 261 to throw, Michael on 375; Luke leads 1–0. */
export const inPlayMatch = liveMatchWith(inPlayEvents)

/** Luke 140 (121 left), Michael 60 (315 left): Luke is on a 121 finish, T20 T11 D14. */
export const checkoutMomentMatch = liveMatchWith(
  [
    ...inPlayEvents,
    { type: 'visit', id: storyEventId(13), total: 140 },
    { type: 'visit', id: storyEventId(14), total: 60 },
  ],
  '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f7',
)

/** Luke takes out 121 with T20 T11 D14 and wins 2–0. */
export const finishedMatch = liveMatchWith(
  [...checkoutMomentMatch.events, { type: 'darts', id: storyEventId(15), darts: ['T20', 'T11', 'D14'] }],
  '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f8',
)

/** A game called but not thrown yet, first to 3 sets of 3 legs: Luke throws first. */
export const notStartedMatch = buildMatchFixture({
  ...storyMatch,
  id: '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f0',
  status: 'scheduled',
  config: { ...storyMatch.config, format: { kind: 'sets', sets: 3, legsPerSet: 3 } },
  events: [],
})

/** The story matches, served by `GET /matches/{id}`; any other id is a 404. */
export const liveStoryMatches = [inPlayMatch, checkoutMomentMatch, finishedMatch, notStartedMatch]

/** The `visit.scored` payload the server publishes after appending `event` to `match`. */
export function visitScored(match: Match, event: VisitEvent, version = match.version + 1): VisitScoredPayload {
  return { matchId: match.id, version, event, summary: summaryAfter(match, event) }
}

/** The `match.updated` payload the server publishes after appending an undo or a bull-off to `match`. */
export function matchUpdated(match: Match, event: MatchEvent, version = match.version + 1): MatchUpdatedPayload {
  return { matchId: match.id, version, event, summary: summaryAfter(match, event) }
}

function summaryAfter(match: Match, event: MatchEvent) {
  const replayed = replay(toX01MatchConfig(match.config), [...match.events, event])
  if (!replayed.ok) throw new Error(`Story event refused: ${replayed.error}`)
  return summarizeMatch(replayed.value)
}

/**
 * `GET /matches/{id}` answering whatever match `current()` is at the time, counting the calls: a story moves the
 * "server" on and then sees whether the screen fetched it.
 */
export function movableMatchHandler(current: () => Match) {
  const calls = { count: 0 }
  const handler = http.get('*/api/matches/:id', ({ params }) => {
    const match = current()
    if (params.id !== match.id) return HttpResponse.json({ message: 'Not found.' }, { status: 404 })
    calls.count += 1
    return HttpResponse.json(match)
  })
  return { handler, calls }
}

/** `GET /matches/{id}` over several matches a story can move on (`matches()` is read at each request), with calls per id. */
export function movableMatchesHandler(matches: () => readonly Match[]) {
  const calls = new Map<string, number>()
  const handler = http.get('*/api/matches/:id', ({ params }) => {
    const match = matches().find((candidate) => candidate.id === params.id)
    if (!match) return HttpResponse.json({ message: 'Not found.' }, { status: 404 })
    calls.set(match.id, (calls.get(match.id) ?? 0) + 1)
    return HttpResponse.json(match)
  })
  return { handler, callsOf: (id: string) => calls.get(id) ?? 0 }
}

/** The scoreboard's entry of one side (the sides are the scoreboard list's own items). */
export function sideOf(canvasElement: HTMLElement, side: number): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>(`[data-slot="scoreboard-side"][data-side="${side}"]`)
  if (!element) throw new Error(`No scoreboard side ${side}`)
  return element
}

/** The remaining score shown for a side. */
export function remainingOf(canvasElement: HTMLElement, side: number) {
  return sideOf(canvasElement, side).querySelector('[data-slot="scoreboard-side-remaining"]')
}

/** The last visit shown for a side. */
export function lastVisitOf(canvasElement: HTMLElement, side: number) {
  return sideOf(canvasElement, side).querySelector('[data-stat="last-visit"] dd')
}

/** The rows (without the header) of a side's visit list in the leg on show. */
export function visitRowsOf(canvasElement: HTMLElement, side: number) {
  return [
    ...canvasElement.querySelectorAll(`[data-slot="visit-list"][data-side="${side}"] [data-slot="visit-list-row"]`),
  ]
}
