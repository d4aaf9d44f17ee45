import type { MatchEvent } from '@oche/darts'
import {
  type Match,
  type PhaseSettings,
  type StageKind,
  type TournamentDetail,
  buildTournamentDetail,
  type TournamentSnapshot,
} from '@oche/api'
import { userFixture } from './fixtures'
import { buildMatchFixture } from './match-fixtures'
import { rosterPlayer as p } from './participant-fixtures'
import {
  callFixtureGame,
  drawFixture,
  finishFixture,
  fixtureTournament,
  fixtureUuid,
  playFixture,
  startFixtureGame,
  swapFixtureResult,
  withdrawFixtureEntry,
  type FixtureTournament,
} from './tournament-fixture-builder'

// The demo organiser's tournaments on Saturday 14 November 2026 around 20:30 UTC, one per screen state. Every
// draw and result comes from @oche/darts with a fixed seed, so the fixtures are the same on every run.

const firstTo = (legs: number) => ({ kind: 'firstTo', legs }) as const
const phase = (legs: number, rounds: PhaseSettings['rounds'] = {}): PhaseSettings => ({
  start_score: 501,
  in_rule: 'straight',
  out_rule: 'double',
  format: firstTo(legs),
  rounds,
})
const groupsKnockoutPhases: Partial<Record<StageKind, PhaseSettings>> = {
  groups: phase(3),
  winnersKo: phase(4, { final: firstTo(5) }),
  consolationKo: phase(3, { final: firstTo(4) }),
}
const tenPlayerGroups = {
  kind: 'groupsKnockout',
  group_size: 5,
  qualifiers_per_group: 2,
  consolation: true,
  third_place: false,
} as const
const isStage = (stage: StageKind) => (game: { stageId: string }) => game.stageId === stage

const draft = fixtureTournament(
  1,
  {
    name: 'Winter Open 2026',
    type: 'singles',
    format: tenPlayerGroups,
    phases: groupsKnockoutPhases,
    starts_at: '2026-11-14T21:00:00.000Z',
    venue: 'Café De Kroon, Gent',
    description:
      'Ten players, two groups of five; the best two of each group play for the title.\nCheck in at the bar.',
    entry_limit: 24,
    signup_open: true,
    colour: 'teal',
  },
  [p(5), p(2), p(15), p(1), p(7), p(17), p(3), p(23), p(8), p(11)],
  { seed: 101, seeded: 4, enteredFrom: '2026-11-02T18:00:00.000Z', checkedIn: (index) => ![2, 6, 9].includes(index) },
)

const drawn = drawFixture(
  fixtureTournament(
    2,
    {
      name: 'Club Night November',
      type: 'singles',
      format: tenPlayerGroups,
      phases: groupsKnockoutPhases,
      starts_at: '2026-11-14T20:45:00.000Z',
      venue: 'Dartclub De Pijl, Antwerpen',
      colour: 'violet',
    },
    [p(2), p(5), p(15), p(7), p(1), p(17), p(3), p(23), p(8), p(6)],
    { seed: 202, seeded: 2, enteredFrom: '2026-11-05T19:00:00.000Z' },
  ),
)

const groupsRunning = drawFixture(
  fixtureTournament(
    3,
    {
      name: 'Saturday Night Darts #47',
      type: 'singles',
      format: tenPlayerGroups,
      phases: groupsKnockoutPhases,
      starts_at: '2026-11-14T19:00:00.000Z',
      venue: 'De Gouden Pijl, Rotterdam',
      description: 'Our weekly open: 501 double out, groups of five, winners and consolation knockouts.',
      colour: 'red',
    },
    [p(5), p(2), p(15), p(1), p(7), p(17), p(3), p(23), p(11), p(13)],
    { seed: 303, seeded: 4, enteredFrom: '2026-11-08T12:00:00.000Z' },
  ),
)
playFixture(groupsRunning, (game) => game.round <= 2)
swapFixtureResult(groupsRunning, 'groups.B.1.1', 'Entered the wrong way round; checked with both players.')
playFixture(groupsRunning, (game) => game.id === 'groups.A.3.1')
startFixtureGame(groupsRunning, 'groups.A.3.2', '2', fixtureUuid(3, 4, 1))
callFixtureGame(groupsRunning, 'groups.B.3.1', '4')

const knockoutsRunning = drawFixture(
  fixtureTournament(
    4,
    {
      name: 'Bruges Open 2026',
      type: 'singles',
      format: { ...tenPlayerGroups, third_place: true },
      phases: groupsKnockoutPhases,
      starts_at: '2026-11-14T16:30:00.000Z',
      venue: 'Zaal Sint-Kruis, Brugge',
      colour: 'amber',
    },
    [p(2), p(5), p(15), p(7), p(17), p(1), p(23), p(3), p(11), p(8)],
    { seed: 404, seeded: 4, enteredFrom: '2026-10-20T09:00:00.000Z' },
  ),
)
playFixture(knockoutsRunning, isStage('groups'), { minutesApart: 9 })
playFixture(knockoutsRunning, (game) => game.stageId === 'consolationKo' && game.round === 1)
playFixture(knockoutsRunning, (game) => game.id === 'winnersKo.1.1' || game.id === 'consolationKo.2.1')
startFixtureGame(knockoutsRunning, 'winnersKo.1.2', '1', fixtureUuid(4, 4, 1))
callFixtureGame(knockoutsRunning, 'consolationKo.2.2', '3')

const finished = drawFixture(
  fixtureTournament(
    5,
    {
      name: 'Autumn Classic 2026',
      type: 'singles',
      format: { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, consolation: true, third_place: true },
      phases: groupsKnockoutPhases,
      starts_at: '2026-11-07T12:00:00.000Z',
      venue: "Sportcafé 't Pijltje, Leuven",
      colour: 'orange',
    },
    [p(5), p(2), p(15), p(1), p(7), p(17), p(3), p(23), p(8), p(11), p(13), p(6)],
    { seed: 505, seeded: 4, enteredFrom: '2026-10-12T10:00:00.000Z' },
  ),
)
playFixture(finished, () => true)

const knockoutOnly = drawFixture(
  fixtureTournament(
    6,
    {
      name: 'Lille Knockout Cup',
      type: 'singles',
      format: { kind: 'knockout', third_place: false },
      phases: { knockout: phase(3, { semiFinal: firstTo(4), final: firstTo(5) }) },
      starts_at: '2026-11-14T19:30:00.000Z',
      venue: 'Le Bull, Lille',
      colour: 'blue',
    },
    [p(5), p(2), p(15), p(9), p(4), p(26), p(21), p(16), p(18), p(28), p(13), p(22), p(24)],
    { seed: 606, seeded: 4, enteredFrom: '2026-10-25T17:00:00.000Z' },
  ),
)
withdrawFixtureEntry(knockoutOnly, 11)
playFixture(knockoutOnly, (game) => game.round === 1)
playFixture(knockoutOnly, (game) => game.round === 2, { limit: 2 })
startFixtureGame(knockoutOnly, 'knockout.2.3', '1', fixtureUuid(6, 4, 1))
callFixtureGame(knockoutOnly, 'knockout.2.4', '2')

const doubleElimination = drawFixture(
  fixtureTournament(
    7,
    {
      name: 'Double Trouble Night',
      type: 'singles',
      format: { kind: 'doubleElimination', reset: true },
      phases: { doubleElimination: phase(3, { grandFinal: firstTo(4) }) },
      starts_at: '2026-11-14T19:30:00.000Z',
      venue: 'The Crown & Arrow, Canterbury',
      colour: 'green',
    },
    [p(7), p(8), p(17), p(24), p(28), p(3), p(13), p(10)],
    { seed: 707, seeded: 2, enteredFrom: '2026-11-01T20:00:00.000Z' },
  ),
)
playFixture(doubleElimination, (game) => game.bracket === 'winners' && game.round === 1)
playFixture(doubleElimination, (game) => game.id === 'doubleElimination.l.1.1' || game.id === 'doubleElimination.w.2.1')
startFixtureGame(doubleElimination, 'doubleElimination.w.2.2', '1', fixtureUuid(7, 4, 1))
callFixtureGame(doubleElimination, 'doubleElimination.l.1.2', '2')

const pairs = drawFixture(
  fixtureTournament(
    8,
    {
      name: 'Pairs Night at De Pijl',
      type: 'pairs',
      format: { kind: 'roundRobin' },
      phases: { roundRobin: { ...phase(3), format: { kind: 'bestOf', legs: 4 } } },
      starts_at: '2026-11-14T19:15:00.000Z',
      venue: 'Dartclub De Pijl, Antwerpen',
      colour: 'slate',
    },
    [
      [p(1), p(3)],
      [p(2), p(12)],
      [p(5), p(14)],
      [p(7), p(8)],
      [p(15), p(19)],
      [p(11), p(27)],
    ],
    { seed: 808, enteredFrom: '2026-11-03T18:30:00.000Z' },
  ),
)
playFixture(pairs, (game) => game.round <= 3)
startFixtureGame(pairs, 'roundRobin.A.4.1', '1', fixtureUuid(8, 4, 1))
callFixtureGame(pairs, 'roundRobin.A.4.2', '2')

/** The stored state behind each detail fixture (what `createTournamentHandlers` starts from). */
export const tournamentSnapshotFixtures = {
  draft: finishFixture(draft),
  drawn: finishFixture(drawn),
  groupsRunning: finishFixture(groupsRunning),
  knockoutsRunning: finishFixture(knockoutsRunning),
  finished: finishFixture(finished),
  knockoutOnly: finishFixture(knockoutOnly),
  doubleElimination: finishFixture(doubleElimination),
  pairs: finishFixture(pairs),
} satisfies Record<string, TournamentSnapshot>

/** The audit trail of each fixture, newest first. */
export const tournamentAuditFixtures: Record<keyof typeof tournamentSnapshotFixtures, FixtureTournament['audit']> = {
  draft: draft.audit,
  drawn: drawn.audit,
  groupsRunning: groupsRunning.audit,
  knockoutsRunning: knockoutsRunning.audit,
  finished: finished.audit,
  knockoutOnly: knockoutOnly.audit,
  doubleElimination: doubleElimination.audit,
  pairs: pairs.audit,
}

type DetailFixtures = Record<keyof typeof tournamentSnapshotFixtures, TournamentDetail>

/**
 * `GET /tournaments/{id}` for every screen state, as the demo organiser sees them (`viewer.can_manage`):
 * - `draft`: 10 entries, 7 checked in, sign-up open. `drawn`: two groups of five, nothing played.
 * - `groupsRunning`: two groups of five after two rounds (one result corrected), one game live on board 2, one
 *   called to board 4. `knockoutsRunning`: groups done; a winners semi-final played, the other live; the
 *   consolation knockout half-way. `finished`: three groups of four, both knockouts and the third-place match
 *   played: champion and ranking. `knockoutOnly`: 13 entries in a bracket of 16 (byes to the top 3 seeds), one
 *   withdrawn (a walkover), quarter-finals under way. `doubleElimination`: 8 entries, winners round 2 under way.
 *   `pairs`: 6 pairs in a round robin (best of 4, draws possible) after three rounds.
 */
export const tournamentDetailFixtures: DetailFixtures = Object.fromEntries(
  Object.entries(tournamentSnapshotFixtures).map(([key, snapshot]) => [key, buildTournamentDetail(snapshot)]),
) as DetailFixtures

/** `GET /tournaments/{id}/audit` of the running groups stage: draw, results and one correction, newest first. */
export const tournamentAuditFixture = groupsRunning.audit

const eventId = (ns: number, n: number) => fixtureUuid(ns, 5, n)

/** Leg 1 won 81 (T19 D12) by the first side; leg 2 under way with the second side on 375 to throw. */
function liveEvents(ns: number): MatchEvent[] {
  const totals = [100, 60, 140, 45, 180, 85]
  return [
    ...totals.map((total, index): MatchEvent => ({ type: 'visit', id: eventId(ns, index + 1), total })),
    { type: 'darts', id: eventId(ns, 7), darts: ['T19', 'D12'] },
    { type: 'visit', id: eventId(ns, 8), total: 100 },
    { type: 'visit', id: eventId(ns, 9), total: 140 },
    { type: 'bust', id: eventId(ns, 10) },
    { type: 'visit', id: eventId(ns, 11), total: 100 },
    { type: 'visit', id: eventId(ns, 12), total: 26 },
  ]
}

function liveMatchOf(detail: TournamentDetail): Match {
  const game = detail.games.find((candidate) => candidate.state === 'live')
  if (!game?.match_id || !game.called_at) throw new Error(`${detail.tournament.name} has no live game`)
  const phaseSettings = detail.tournament.phases[game.stage]
  if (!phaseSettings) throw new Error(`${detail.tournament.name} has no ${game.stage} phase`)
  const entries = game.sides.map((side) => detail.entries.find((entry) => entry.id === side.id))
  const ns = Number.parseInt(game.match_id.slice(4, 8), 16)
  return buildMatchFixture({
    id: game.match_id,
    kind: 'tournament',
    config: {
      startScore: phaseSettings.start_score,
      inRule: phaseSettings.in_rule,
      outRule: phaseSettings.out_rule,
      format: game.format,
      sides: entries.map((entry) => {
        const userIds = (entry?.members ?? []).flatMap((member) => (member.user_id ? [member.user_id] : []))
        return { name: entry?.name ?? '', ...(userIds.length > 0 ? { userIds } : {}) }
      }),
    },
    events: liveEvents(ns),
    created_by: userFixture.id,
    created_at: game.called_at,
    updated_at: new Date(Date.parse(game.called_at) + 14 * 60_000).toISOString(),
    tournament_id: detail.tournament.id,
  })
}

/** The live matches of the running fixtures' live games (`/live/{match_id}`), for `createMatchHandlers`. */
export const tournamentMatchFixtures: Match[] = [
  tournamentDetailFixtures.groupsRunning,
  tournamentDetailFixtures.knockoutsRunning,
  tournamentDetailFixtures.knockoutOnly,
  tournamentDetailFixtures.doubleElimination,
  tournamentDetailFixtures.pairs,
].map(liveMatchOf)
