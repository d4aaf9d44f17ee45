import { replay, type Dart, type MatchEvent } from '@oche/darts'
import {
  summarizeMatch,
  toX01MatchConfig,
  type Match,
  type MatchConfig,
  type MatchInvitation,
  type MatchListItem,
} from '@oche/api'
import { userFixture } from './fixtures'

/**
 * A stored match as the server answers it: the summary and the status come from replaying `events` with
 * @oche/darts, so a fixture can never hold a state the engine would not reach. Throws on an invalid log (a bug
 * in the fixture).
 */
export function buildMatchFixture(
  match: Omit<Match, 'summary' | 'status' | 'version'> & { status?: Match['status'] },
): Match {
  const replayed = replay(toX01MatchConfig(match.config), match.events)
  if (!replayed.ok) throw new Error(`Fixture ${match.id}: event ${replayed.eventIndex} refused (${replayed.error})`)
  return {
    ...match,
    status: replayed.value.status === 'finished' ? 'finished' : (match.status ?? 'live'),
    version: match.events.length,
    summary: summarizeMatch(replayed.value),
  }
}

const matchConfig: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: [{ name: userFixture.name, userIds: [userFixture.id] }, { name: 'Bram Bullseye' }],
}

const eventId = (n: number) => `5e0c1a7b-3d4f-4a6b-8c9d-${String(n).padStart(12, '0')}`

/** Leg 1 won by Olly on 81 (T19 D12) in 12 darts; leg 2 under way, Bram started it, Olly (on 261) to throw. */
const midLegEvents: MatchEvent[] = [
  { type: 'visit', id: eventId(1), total: 100 }, // Olly 401
  { type: 'visit', id: eventId(2), total: 60 }, // Bram 441
  { type: 'visit', id: eventId(3), total: 140 }, // Olly 261
  { type: 'visit', id: eventId(4), total: 45 }, // Bram 396
  { type: 'visit', id: eventId(5), total: 180 }, // Olly 81
  { type: 'visit', id: eventId(6), total: 85 }, // Bram 311
  { type: 'darts', id: eventId(7), darts: ['T19', 'D12'] }, // Olly checks out: 1–0
  { type: 'visit', id: eventId(8), total: 100 }, // Bram 401
  { type: 'visit', id: eventId(9), total: 140 }, // Olly 361
  { type: 'bust', id: eventId(10) }, // Bram stays on 401
  { type: 'visit', id: eventId(11), total: 100 }, // Olly 261
  { type: 'visit', id: eventId(12), total: 26 }, // Bram 375
]

/** A live 501 double-out match, first to 2 legs, owned by the signed-in organiser (`mockTokens.user`). */
export const liveMatchFixture: Match = buildMatchFixture({
  id: '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b01',
  kind: 'casual',
  config: matchConfig,
  events: midLegEvents,
  created_by: userFixture.id,
  created_at: '2026-11-14T19:30:00.000Z',
  updated_at: '2026-11-14T19:41:00.000Z',
})

/** The same match played out: Olly wins leg 2 on 60 (S20 D20), 2–0. */
export const finishedMatchFixture: Match = buildMatchFixture({
  id: '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b02',
  kind: 'casual',
  config: matchConfig,
  events: [
    ...midLegEvents,
    { type: 'visit', id: eventId(13), total: 140 }, // Olly 121
    { type: 'visit', id: eventId(14), total: 60 }, // Bram 315
    { type: 'visit', id: eventId(15), total: 61 }, // Olly 60
    { type: 'visit', id: eventId(16), total: 100 }, // Bram 215
    { type: 'darts', id: eventId(17), darts: ['S20', 'D20'] }, // Olly checks out: 2–0
  ],
  created_by: userFixture.id,
  created_at: '2026-11-13T20:00:00.000Z',
  updated_at: '2026-11-13T20:25:00.000Z',
})

/** A bot match that has not had a visit yet. */
export const newBotMatchFixture: Match = buildMatchFixture({
  id: '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b03',
  kind: 'bot',
  config: {
    startScore: 501,
    inRule: 'straight',
    outRule: 'double',
    format: { kind: 'bestOf', legs: 3 },
    sides: [
      { name: userFixture.name, userIds: [userFixture.id] },
      { name: 'Club bot', botLevel: 'club' },
    ],
  },
  events: [],
  created_by: userFixture.id,
  created_at: '2026-11-14T20:00:00.000Z',
  updated_at: '2026-11-14T20:00:00.000Z',
})

/** Every fixture match, as the default handlers hold them. */
export const matchFixtures: Match[] = [newBotMatchFixture, liveMatchFixture, finishedMatchFixture]

/**
 * A tournament game the signed-in user lost 0–1 to Bram Bullseye's nine-darter, as the second side, on the organiser's
 * match (Mia Checkout's): it is theirs through their linked participant, not because they made it.
 */
export const playedTournamentMatchFixture: Match = buildMatchFixture({
  id: '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b05',
  kind: 'tournament',
  config: {
    ...matchConfig,
    format: { kind: 'firstTo', legs: 1 },
    sides: [{ name: 'Bram Bullseye' }, { name: userFixture.name, userIds: [userFixture.id] }],
  },
  events: [
    { type: 'visit', id: eventId(21), total: 180 }, // Bram 321
    { type: 'visit', id: eventId(22), total: 81 }, // Olly 420
    { type: 'visit', id: eventId(23), total: 180 }, // Bram 141
    { type: 'visit', id: eventId(24), total: 60 }, // Olly 360
    { type: 'darts', id: eventId(25), darts: ['T20', 'T19', 'D12'] }, // Bram checks out: 0–1
  ],
  created_by: '3f1d2c4b-5a6e-4f70-8192-a3b4c5d6e7f8',
  created_at: '2026-11-08T19:00:00.000Z',
  updated_at: '2026-11-08T19:10:00.000Z',
})

/** What `GET /user/matches` starts from in the stories: the default matches and a tournament game. */
export const playedMatchFixtures: Match[] = [...matchFixtures, playedTournamentMatchFixture]

/** The moment the statistics stories count their periods back from (`createMatchHandlers({ now })`). */
export const statsFixtureNow = '2026-11-26T12:00:00.000Z'

type StatsMatch = {
  n: number
  kind: Match['kind']
  opponent: MatchConfig['sides'][number]
  date: string
  /** The signed-in user's visits (they throw first): totals, or the darts of a checkout. */
  mine: (number | Dart[])[]
  /** The opponent's visits after each of theirs. */
  theirs: (number | Dart[])[]
}

/** A finished one-leg 501 double-out match of the signed-in user's, on side 1, on the evening of `date`. */
function statsMatch({ n, kind, opponent, date, mine, theirs }: StatsMatch): Match {
  const visits = mine.flatMap((visit, index) => [visit, ...theirs.slice(index, index + 1)])
  const events = visits.map((visit, index): MatchEvent => {
    const id = eventId(1000 + n * 20 + index)
    return typeof visit === 'number' ? { type: 'visit', id, total: visit } : { type: 'darts', id, darts: visit }
  })
  return buildMatchFixture({
    id: `7a3e9b1c-2d4f-4e6a-8b0c-${String(2000 + n).padStart(12, '0')}`,
    kind,
    config: {
      ...matchConfig,
      format: { kind: 'firstTo', legs: 1 },
      sides: [{ name: userFixture.name, userIds: [userFixture.id] }, opponent],
    },
    events,
    created_by: kind === 'tournament' ? '3f1d2c4b-5a6e-4f70-8192-a3b4c5d6e7f8' : userFixture.id,
    created_at: `${date}T19:00:00.000Z`,
    updated_at: `${date}T19:20:00.000Z`,
  })
}

const bram = { name: 'Bram Bullseye' }
const clubBot = { name: 'Club bot', botLevel: 'club' } as const

/**
 * Eight more finished matches of the signed-in user's, from June to November 2026 (two in the 7 days and three in
 * the 30 days before `statsFixtureNow`): wins and losses of every kind, a 180 and a 171, missed doubles, and
 * checkouts of 101 and 130. With `playedMatchFixtures` they are what the statistics stories show.
 */
export const statsMatchFixtures: Match[] = [
  statsMatch({
    n: 1,
    kind: 'casual',
    opponent: bram,
    date: '2026-06-12',
    mine: [60, 85, 100, 60, 81, ['T20', 'S15', 'S20'], ['S10', 'D5']],
    theirs: [45, 60, 41, 55, 26, 60],
  }),
  statsMatch({
    n: 2,
    kind: 'bot',
    opponent: clubBot,
    date: '2026-07-20',
    mine: [41, 60, 100, 45, 26, 60],
    theirs: [100, 81, 140, 60, 60, ['S20', 'D20']],
  }),
  statsMatch({
    n: 3,
    kind: 'league',
    opponent: bram,
    date: '2026-08-18',
    mine: [100, 140, 60, 100, ['T17', 'S10', 'D20']],
    theirs: [60, 60, 60, 60],
  }),
  statsMatch({
    n: 4,
    kind: 'casual',
    opponent: bram,
    date: '2026-09-09',
    mine: [85, 60, 100, 45, 81, ['T20', 'T20', 'D5']],
    theirs: [45, 60, 26, 85, 41],
  }),
  statsMatch({
    n: 5,
    kind: 'tournament',
    opponent: bram,
    date: '2026-10-06',
    mine: [60, 45, 100, 60, 41],
    theirs: [100, 140, 100, 81, ['T20', 'D10']],
  }),
  statsMatch({
    n: 6,
    kind: 'bot',
    opponent: clubBot,
    date: '2026-10-29',
    mine: [180, 140, 100, ['T19', 'D12']],
    theirs: [60, 45, 85],
  }),
  statsMatch({
    n: 7,
    kind: 'casual',
    opponent: bram,
    date: '2026-11-20',
    mine: [100, 100, 140, 60, ['T20', 'S1', 'D20']],
    theirs: [45, 60, 55, 41],
  }),
  statsMatch({
    n: 8,
    kind: 'league',
    opponent: bram,
    date: '2026-11-24',
    mine: [140, 171, 60, ['T20', 'S20', 'D20'], ['D5']],
    theirs: [60, 81, 100, 45],
  }),
]

/** A match as `GET /matches/mine` lists it: without its event log. */
export function toMatchListItem({ events: _events, ...item }: Match): MatchListItem {
  return item
}

/** A finished casual match Mia Checkout played and put the signed-in user (`mockTokens.user`) in, on side 2. */
export const invitedMatchFixture: Match = buildMatchFixture({
  id: '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b04',
  kind: 'casual',
  config: { ...matchConfig, sides: [{ name: 'Mia Checkout' }, { name: userFixture.name, userIds: [userFixture.id] }] },
  events: [],
  created_by: '3f1d2c4b-5a6e-4f70-8192-a3b4c5d6e7f8',
  created_at: '2026-11-15T21:00:00.000Z',
  updated_at: '2026-11-15T21:30:00.000Z',
})

/** Mia Checkout's invitation of the signed-in user to `invitedMatchFixture`, waiting for an answer. */
export const matchInvitationFixture: MatchInvitation = {
  match: toMatchListItem(invitedMatchFixture),
  invited_by: { id: invitedMatchFixture.created_by, name: 'Mia Checkout' },
  side: 1,
  status: 'invited',
  created_at: '2026-11-15T21:30:00.000Z',
}
