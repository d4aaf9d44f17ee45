import type { BoardGame, EventBoardsLive, LiveBoard, Match } from '@oche/api'
import {
  boardGameFixtures,
  boardTokenFixture,
  buildMatchFixture,
  createEventBoardHandlers,
  eventBoardsLiveFixture,
  mockTokens,
  tabletBoardFixture,
  tournamentFixtureNow,
  userFixture,
} from '@oche/mocks'
import type { MatchEvent } from '@oche/darts'

// Stories only: board 2 (the tablet's board) of the fixture event in each of its states.

/** The match of board 2's game once it is started (a playing story). */
export const playingMatchId = '8f4e2c19-7a6b-4d3c-9e1f-000000000202'

const eventId = (n: number) => `9c2b4d6e-1a3f-4b5c-8d7e-${String(n).padStart(12, '0')}`

/** Board 2's called game, shortened to first to 1 leg so a story plays it out. */
export const shortGame: BoardGame = { ...boardGameFixtures.called, format: { kind: 'firstTo', legs: 1 } }

/** Fallon won the bull-off; 180, 100, 180, 60: Fallon needs 141, Beau 341, Fallon to throw. */
export const playedEvents: MatchEvent[] = [
  { type: 'bullOff', id: eventId(1), winner: 0 },
  { type: 'visit', id: eventId(2), total: 180 },
  { type: 'visit', id: eventId(3), total: 100 },
  { type: 'visit', id: eventId(4), total: 180 },
  { type: 'visit', id: eventId(5), total: 60 },
]

export function playingMatch(events: MatchEvent[] = playedEvents): Match {
  return buildMatchFixture({
    id: playingMatchId,
    kind: 'tournament',
    config: {
      startScore: shortGame.start_score,
      inRule: 'straight',
      outRule: 'double',
      format: shortGame.format,
      sides: [{ name: shortGame.sides[0].name }, { name: shortGame.sides[1].name }],
    },
    events,
    created_by: userFixture.id,
    created_at: '2026-11-14T20:28:00.000Z',
    updated_at: '2026-11-14T20:30:00.000Z',
  })
}

function withBoard2(changes: Partial<LiveBoard>): EventBoardsLive {
  return {
    ...eventBoardsLiveFixture,
    boards: eventBoardsLiveFixture.boards.map((board) =>
      board.id === tabletBoardFixture.id ? { ...board, ...changes } : board,
    ),
  }
}

/**
 * When board 2's tablet was last heard of as the waiting story starts: 30 s before the mocks' clock (the fixtures'
 * time, which stands still), so the tablet's first heartbeat moves it.
 */
export const waitingTabletSeenAt = new Date(Date.parse(tournamentFixtureNow) - 30_000).toISOString()

/** The stateful board mocks, with board 2 in the state a story starts from. */
export const tabletHandlers = {
  called: () => createEventBoardHandlers({ live: withBoard2({ game: shortGame }) }),
  waiting: () =>
    createEventBoardHandlers({
      live: withBoard2({
        state: 'free',
        game: null,
        busy_since: null,
        devices: (eventBoardsLiveFixture.boards.find((board) => board.id === tabletBoardFixture.id)?.devices ?? []).map(
          (device) => ({ ...device, last_seen_at: waitingTabletSeenAt }),
        ),
      }),
    }),
  disabled: () =>
    createEventBoardHandlers({ live: withBoard2({ state: 'disabled', enabled: false, game: null, busy_since: null }) }),
  playing: () => {
    const match = playingMatch()
    const game: BoardGame = {
      ...shortGame,
      match_id: match.id,
      summary: match.summary,
      started_at: match.created_at,
      no_show_at: null,
    }
    return createEventBoardHandlers({ live: withBoard2({ state: 'playing', game }), matches: [match] })
  },
}

/** Another device scoring board 2's match, as the server sees it: the same API with the board's token. */
export async function scoreOnAnotherDevice(event: MatchEvent, version: number) {
  const response = await fetch(`/api/tablet/matches/${playingMatchId}/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${boardTokenFixture}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, version }),
  })
  if (!response.ok) throw new Error(`The other device could not score: ${response.status}`)
}

/** The match as the server holds it now. */
export async function serverMatch(): Promise<Match> {
  const response = await fetch(`/api/matches/${playingMatchId}`)
  return (await response.json()) as Match
}

/** The organiser calls a waiting game to board 2 (`POST /events/{id}/calls`); answers the boards' new version. */
export async function callToBoard2(gameId: string): Promise<number> {
  const response = await fetch(`/api/events/${eventBoardsLiveFixture.event_id}/calls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${mockTokens.user}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ game_id: gameId, board_id: tabletBoardFixture.id }),
  })
  if (!response.ok) throw new Error(`The organiser could not call the game: ${response.status}`)
  return ((await response.json()) as EventBoardsLive).version
}
