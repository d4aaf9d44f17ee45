import type {
  BoardDevice,
  BoardGame,
  EventBoardsLive,
  LiveBoard,
  QueuedGame,
  TabletState,
  Board,
  MatchSummary,
} from '@oche/api'
import { boardFixtures, eventFixtures } from './event-fixtures'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// The upcoming fixture event in play, at `tournamentFixtureNow` (20:30 UTC): board 1 playing, board 2 called, board
// 3 awaiting confirmation, board 4 a no-show, boards 5 to 7 free, board 8 off; four games waiting, two finished.

/** The token a story's tablet holds (cookie `board_token`) to be the fixture event's board 2. */
export const boardTokenFixture = 'oche_board_mock_fixture'

const at = (minutes: number) => new Date(Date.parse(tournamentFixtureNow) + minutes * 60_000).toISOString()
const gameId = (n: number) => `5d1c7a40-3b2e-4f19-9a6d-${String(n).padStart(12, '0')}`
const entryId = (n: number) => `6e2d8b51-4c3f-4a2a-8b7e-${String(n).padStart(12, '0')}`

/** The matches the fixture games are scored on (also served by `createEventBoardHandlers`). */
export const boardMatchIds = {
  stage: '8f4e2c19-7a6b-4d3c-9e1f-000000000101',
  confirming: '8f4e2c19-7a6b-4d3c-9e1f-000000000103',
} as const

const singles = { id: '2b7c9d10-5e4f-4a3b-8c2d-000000000001', name: 'Brabant Open Singles' }
const pairs = { id: '2b7c9d10-5e4f-4a3b-8c2d-000000000002', name: 'Brabant Open Pairs' }

function game(
  n: number,
  names: [string, string],
  changes: Partial<BoardGame> = {},
  tournament: BoardGame['tournament'] = singles,
): BoardGame {
  return {
    id: gameId(n),
    tournament,
    stage: 'groups',
    round: 2,
    round_code: 'roundRobin',
    group: 'A',
    sides: [
      { entry_id: entryId(n * 2), name: names[0] },
      { entry_id: entryId(n * 2 + 1), name: names[1] },
    ],
    start_score: 501,
    format: { kind: 'bestOf', legs: 5 },
    match_id: null,
    summary: null,
    board: null,
    called_at: null,
    call: null,
    started_at: null,
    no_show_at: null,
    finished_at: null,
    result: null,
    ...changes,
  }
}

const boardRef = (board: Board) => ({ id: board.id, number: board.number, name: board.name })
const [b1, b2, b3, b4, b5, b6, b7, b8] = boardFixtures.upcoming as [
  Board,
  Board,
  Board,
  Board,
  Board,
  Board,
  Board,
  Board,
]

const summary = (legsWon: [number, number], remaining: [number, number], thrower: 0 | 1): MatchSummary => ({
  legsWon,
  setsWon: [0, 0],
  currentLeg: { set: null, leg: legsWon[0] + legsWon[1] + 1, thrower, remaining },
  outcome: null,
})

/** The games of the fixture boards, by what they show. */
export const boardGameFixtures = {
  playing: game(1, ['Luke Humphries', 'Gian van Veen'], {
    match_id: boardMatchIds.stage,
    summary: summary([1, 0], [141, 260], 0),
    board: boardRef(b1),
    called_at: at(-14),
    call: { by: 'auto', waited_seconds: 240, rested_seconds: null, manual: false, skipped: 0 },
    started_at: at(-12),
  }),
  called: game(2, ['Fallon Sherrock', 'Beau Greaves'], {
    board: boardRef(b2),
    called_at: at(-3),
    call: { by: 'auto', waited_seconds: 420, rested_seconds: 540, manual: false, skipped: 1 },
    no_show_at: at(2),
  }),
  confirming: game(3, ['Dimitri Van den Bergh', 'Mike De Decker'], {
    match_id: boardMatchIds.confirming,
    summary: { ...summary([3, 1], [0, 87], 0), outcome: { kind: 'win', winner: 0 } },
    board: boardRef(b3),
    called_at: at(-31),
    call: { by: 'organiser', waited_seconds: 60, rested_seconds: 1260, manual: false, skipped: 0 },
    started_at: at(-29),
    finished_at: at(-1),
    result: { legs: [3, 1], winner: 0, walkover: false },
  }),
  noShow: game(
    4,
    ['Noa-Lynn van Leuven', 'Lisa Ashton'],
    {
      board: boardRef(b4),
      called_at: at(-7),
      call: { by: 'auto', waited_seconds: 30, rested_seconds: 900, manual: false, skipped: 0 },
      no_show_at: at(-2),
    },
    pairs,
  ),
  waitingBusy: game(5, ['Luke Humphries', 'Kim Huybrechts'], { round: 3 }),
  waitingResting: game(6, ['Mike De Decker', 'Ryan Joyce'], { round: 3 }),
  waitingHeld: game(7, ['Jermaine Wattimena', 'Danny Noppert'], { round: 3 }),
  waitingNext: game(8, ['Martin Schindler', 'Gabriel Clemens'], { round: 3 }),
  finishedEarlier: game(9, ['Ryan Joyce', 'Kim Huybrechts'], {
    round: 1,
    match_id: '8f4e2c19-7a6b-4d3c-9e1f-000000000109',
    summary: { ...summary([1, 3], [32, 0], 1), outcome: { kind: 'win', winner: 1 } },
    board: boardRef(b5),
    called_at: at(-70),
    call: { by: 'auto', waited_seconds: 0, rested_seconds: null, manual: false, skipped: 0 },
    started_at: at(-68),
    finished_at: at(-40),
    result: { legs: [1, 3], winner: 1, walkover: false },
  }),
  walkedOver: game(10, ['Jermaine Wattimena', 'Gabriel Clemens'], {
    round: 1,
    board: boardRef(b6),
    called_at: at(-75),
    finished_at: at(-62),
    result: { legs: [3, 0], winner: 0, walkover: true },
  }),
} satisfies Record<string, BoardGame>

const device = (n: number, changes: Partial<BoardDevice> = {}): BoardDevice => ({
  id: `4a5b6c7d-8e9f-4a0b-9c1d-${String(n).padStart(12, '0')}`,
  paired_at: at(-120),
  last_seen_at: at(0),
  online: true,
  pending_visits: 0,
  app_version: '1.4.0',
  ...changes,
})

const liveBoard = (board: Board, changes: Partial<LiveBoard> = {}): LiveBoard => ({
  id: board.id,
  number: board.number,
  name: board.name,
  enabled: board.enabled,
  state: board.enabled ? 'free' : 'disabled',
  game: null,
  busy_since: null,
  devices: [],
  ...changes,
})

/** The fixture event's boards: one in every state, with healthy, lagging and offline tablets. */
export const liveBoardFixtures: LiveBoard[] = [
  liveBoard(b1, {
    state: 'playing',
    game: boardGameFixtures.playing,
    busy_since: at(-14),
    devices: [device(1), device(2, { online: false, last_seen_at: at(-3), pending_visits: 4 })],
  }),
  liveBoard(b2, { state: 'called', game: boardGameFixtures.called, busy_since: at(-3), devices: [device(3)] }),
  liveBoard(b3, {
    state: 'confirming',
    game: boardGameFixtures.confirming,
    busy_since: at(-31),
    devices: [device(4, { pending_visits: 1, last_seen_at: at(-0.2) })],
  }),
  liveBoard(b4, { state: 'called', game: boardGameFixtures.noShow, busy_since: at(-7), devices: [device(5)] }),
  liveBoard(b5, { devices: [device(6)] }),
  liveBoard(b6),
  liveBoard(b7, { devices: [device(7, { online: false, last_seen_at: at(-55) })] }),
  liveBoard(b8),
]

/** The fixture event's queue, in calling order: a busy player, a resting one, one held back, one free to go. */
export const queueFixtures: QueuedGame[] = [
  {
    game: boardGameFixtures.waitingBusy,
    hold: { kind: 'playerBusy', players: ['Luke Humphries'] },
    manual_position: null,
    held: false,
  },
  {
    game: boardGameFixtures.waitingResting,
    hold: { kind: 'resting', players: ['Mike De Decker'], until: at(4) },
    manual_position: null,
    held: false,
  },
  { game: boardGameFixtures.waitingHeld, hold: { kind: 'held' }, manual_position: null, held: true },
  { game: boardGameFixtures.waitingNext, hold: null, manual_position: null, held: false },
]

/** `GET /events/{id}/live` of the upcoming fixture event, as its organiser sees it. */
export const eventBoardsLiveFixture: EventBoardsLive = {
  event_id: eventFixtures.upcoming.id,
  version: 42,
  settings: { auto_call: true, rest_minutes: 5, no_show_minutes: 5 },
  boards: liveBoardFixtures,
  queue: queueFixtures,
  recent: [boardGameFixtures.walkedOver, boardGameFixtures.finishedEarlier].sort((a, b) =>
    (b.finished_at ?? '').localeCompare(a.finished_at ?? ''),
  ),
  can_manage: true,
}

/** The same as everyone else sees it: no tablets. */
export const publicEventBoardsLiveFixture: EventBoardsLive = {
  ...eventBoardsLiveFixture,
  boards: liveBoardFixtures.map((board) => ({ ...board, devices: [] })),
  can_manage: false,
}

const tabletBoard = {
  id: b2.id,
  number: b2.number,
  name: b2.name,
  enabled: true,
  event: {
    id: eventFixtures.upcoming.id,
    name: eventFixtures.upcoming.name,
    starts_at: eventFixtures.upcoming.starts_at,
    time_zone: eventFixtures.upcoming.time_zone,
  },
  venue: null,
}

/** What board 2's tablet shows in each of its states. */
export const tabletStateFixtures = {
  waiting: {
    board: tabletBoard,
    state: 'waiting',
    game: null,
    next: boardGameFixtures.waitingNext,
    league: null,
    version: 40,
  },
  called: {
    board: tabletBoard,
    state: 'called',
    game: boardGameFixtures.called,
    next: null,
    league: null,
    version: 41,
  },
  disabled: {
    board: { ...tabletBoard, enabled: false },
    state: 'disabled',
    game: null,
    next: null,
    league: null,
    version: 43,
  },
} satisfies Record<string, TabletState>

export { b2 as tabletBoardFixture, b5 as freeBoardFixture, b7 as idleBoardFixture, b8 as disabledBoardFixture }
