import { createRandom, planTournament, type GameResult, type TournamentPlanFormat } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { TournamentDetailSchema, type Entry, type Tournament, type TournamentFormat } from '../schemas/tournaments'
import { buildTournamentDetail, type TournamentSnapshot } from './build-tournament-detail'
import { toTournamentPlanFormat } from './to-tournament-plan-format'

const uuid = (kind: number, n: number) => `00000000-0000-4000-8000-${String(kind * 1000 + n).padStart(12, '0')}`
const players = [
  'Jeroen Smit',
  'Kevin Peeters',
  'Wout Mertens',
  'Sanne de Vries',
  'Liam Thompson',
  'Danny Hughes',
  'Lukas Becker',
  'Freek de Jong',
  'Niels Vermeulen',
  'Marco Hoffmann',
]

function tournamentWith(format: TournamentFormat): Tournament {
  const phase = (legs: number, rounds = {}) => ({
    start_score: 501,
    in_rule: 'straight' as const,
    out_rule: 'double' as const,
    format: { kind: 'firstTo' as const, legs },
    rounds,
  })
  return {
    id: uuid(9, 1),
    name: 'Saturday Night Darts',
    type: 'singles',
    is_test: false,
    expires_at: null,
    colour: 'red',
    starts_at: '2026-11-14T19:00:00.000Z',
    venue: 'De Gouden Pijl, Rotterdam',
    description: '',
    visibility: 'public',
    entry_limit: null,
    signup_open: false,
    format,
    phases: {
      groups: phase(3),
      winnersKo: phase(4, { final: { kind: 'firstTo', legs: 5 } }),
      consolationKo: phase(3),
      knockout: phase(3, { final: { kind: 'firstTo', legs: 5 } }),
    },
    standings: {
      points: { win: 2, draw: 1, loss: 0 },
      tie_breakers: ['points', 'legDifference', 'headToHead', 'legsWon', 'average'],
    },
    status: 'running',
    version: 12,
    organiser: { id: uuid(8, 1), name: 'Olly Organiser' },
    entries_count: 10,
    checked_in_count: 10,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-14T20:00:00.000Z',
  }
}

function entriesOf(count: number): Entry[] {
  return players.slice(0, count).map((name, index) => ({
    id: uuid(1, index + 1),
    name,
    members: [{ participant_id: uuid(2, index + 1), name, nickname: index === 0 ? 'De Molenaar' : '', user_id: null }],
    seed: index + 1,
    checked_in: true,
    withdrawn: false,
    group: null,
    created_at: '2026-11-10T10:00:00.000Z',
  }))
}

/** A drawn tournament: every entry seeded in order, so the draw does not depend on the random source. */
function drawn(format: TournamentFormat, count: number): TournamentSnapshot {
  const entries = entriesOf(count)
  const plan = planTournament({
    format: toTournamentPlanFormat(format),
    seeded: entries.map((entry) => entry.id),
    random: createRandom(1),
  })
  if (!plan.ok) throw new Error(plan.error)
  return {
    tournament: tournamentWith(format),
    entries,
    groups: plan.value.groups.length > 0 ? plan.value.groups : null,
    deciders: {},
    games: plan.value.games.map((definition, index) => ({
      id: uuid(3, index + 1),
      definition,
      result: null,
      sideStats: null,
      matchId: null,
      board: null,
      calledAt: null,
      finishedAt: null,
    })),
    viewer: { can_manage: true, entry_id: null, can_register: false },
  }
}

function play(snapshot: TournamentSnapshot, key: string, result: GameResult) {
  const game = snapshot.games.find((candidate) => candidate.definition.id === key)
  if (!game) throw new Error(`No game ${key}`)
  game.result = result
  game.finishedAt = '2026-11-14T19:30:00.000Z'
  return game
}

const groupsKnockout = {
  kind: 'groupsKnockout',
  group_size: 5,
  qualifiers_per_group: 2,
  consolation: true,
  third_place: false,
} as const

describe('buildTournamentDetail', () => {
  it('answers the API shape with every entry in its snake-seeded group and the knockouts still to be filled', () => {
    const detail = buildTournamentDetail(drawn(groupsKnockout, 10))
    expect(TournamentDetailSchema.parse(detail)).toEqual(detail)
    expect(detail.entries.map((entry) => entry.group)).toEqual(['A', 'B', 'B', 'A', 'A', 'B', 'B', 'A', 'A', 'B'])
    expect(detail.groups.map((group) => group.rows.length)).toEqual([5, 5])
    const semiFinal = detail.games.find((game) => game.stage === 'winnersKo' && game.round_code === 'semiFinal')
    expect(semiFinal?.state).toBe('waiting')
    expect(semiFinal?.sides[0]).toMatchObject({
      id: null,
      name: 'TBD',
      player_id: 0,
      parent_group: 'A',
      parent_group_position: 1,
      source: { kind: 'groupPosition', group: 'A', position: 1 },
    })
    expect(detail.ranking).toEqual([])
    expect(detail.champion).toBeNull()
  })

  it('gives each game the format of its phase and round, the final its longer one', () => {
    const detail = buildTournamentDetail(drawn(groupsKnockout, 10))
    const formatOf = (stage: string, roundCode: string) =>
      detail.games.find((game) => game.stage === stage && game.round_code === roundCode)?.format
    expect(formatOf('groups', 'roundRobin')).toEqual({ kind: 'firstTo', legs: 3 })
    expect(formatOf('winnersKo', 'semiFinal')).toEqual({ kind: 'firstTo', legs: 4 })
    expect(formatOf('winnersKo', 'final')).toEqual({ kind: 'firstTo', legs: 5 })
  })

  it('fills a played game with legs won, statistics and the winner', () => {
    const snapshot = drawn(groupsKnockout, 10)
    const game = play(snapshot, 'groups.A.1.1', { kind: 'played', legs: [1, 3] })
    game.sideStats = [
      { one_eighties: 0, one_seven_ones: 1, high_checkouts: [] },
      { one_eighties: 2, one_seven_ones: 0, high_checkouts: [121, 104] },
    ]
    const wire = buildTournamentDetail(snapshot).games.find((candidate) => candidate.id === game.id)
    expect(wire?.state).toBe('finished')
    expect(wire?.result).toEqual({ legs: [1, 3], winner: 1, walkover: false })
    expect(
      wire?.sides.map(({ score, is_winner, one_eighties, one_seven_ones, high_checkouts }) => ({
        score,
        is_winner,
        one_eighties,
        one_seven_ones,
        high_checkouts,
      })),
    ).toEqual([
      { score: 1, is_winner: false, one_eighties: 0, one_seven_ones: 1, high_checkouts: '' },
      { score: 3, is_winner: true, one_eighties: 2, one_seven_ones: 0, high_checkouts: '121,104' },
    ])
  })

  it('shows a ready game as called once sent to a board and as live once scored on a match', () => {
    const snapshot = drawn(groupsKnockout, 10)
    const [first, second] = snapshot.games
    if (!first || !second) throw new Error('no games')
    first.board = '4'
    first.calledAt = '2026-11-14T19:10:00.000Z'
    second.board = '2'
    second.calledAt = '2026-11-14T19:10:00.000Z'
    second.matchId = uuid(5, 1)
    const [called, live, ready] = buildTournamentDetail(snapshot).games
    expect([called?.state, live?.state, ready?.state]).toEqual(['called', 'live', 'ready'])
    expect(live?.match_id).toBe(uuid(5, 1))
    expect(called?.board).toBe('4')
  })

  it('marks who qualifies once a group is complete and puts the group winner into the winners knockout', () => {
    const snapshot = drawn(groupsKnockout, 10)
    // Group A is seeds 1, 4, 5, 8, 9: the better seed wins every game 3–1, so the table follows the seeds.
    for (const game of snapshot.games.filter((candidate) => candidate.definition.groupId === 'A')) {
      const [a, b] = game.definition.sides.map((side) => (side.kind === 'entry' ? side.entryId : ''))
      play(snapshot, game.definition.id, { kind: 'played', legs: (a ?? '') < (b ?? '') ? [3, 1] : [1, 3] })
    }
    const detail = buildTournamentDetail(snapshot)
    const [groupA, groupB] = detail.groups
    expect(groupA?.is_complete).toBe(true)
    expect(groupA?.rows.map((row) => [row.name, row.points, row.qualifies])).toEqual([
      ['Jeroen Smit', 8, true],
      ['Sanne de Vries', 6, true],
      ['Liam Thompson', 4, false],
      ['Freek de Jong', 2, false],
      ['Niels Vermeulen', 0, false],
    ])
    expect(groupB?.rows.every((row) => row.qualifies === null)).toBe(true)
    const semiFinal = detail.games.find((game) => game.stage === 'winnersKo' && game.slot === 1)
    expect(semiFinal?.sides[0]).toMatchObject({
      id: uuid(1, 1),
      name: 'Jeroen Smit',
      nickname: 'De Molenaar',
      player_id: uuid(2, 1),
      parent_group: 'A',
      parent_group_position: 1,
    })
    expect(semiFinal?.state).toBe('waiting')
  })

  it('gives byes to the top seeds and a walkover against a withdrawn entry', () => {
    const snapshot = drawn({ kind: 'knockout', third_place: false }, 6)
    const withdrawn = snapshot.entries[4]
    if (!withdrawn) throw new Error('no entry')
    withdrawn.withdrawn = true
    const detail = buildTournamentDetail(snapshot)
    const firstRound = detail.games.filter((game) => game.round === 1)
    expect(firstRound.map((game) => game.state)).toEqual(['bye', 'walkover', 'bye', 'ready'])
    expect(firstRound[0]?.sides.map((side) => [side.name, side.is_bye, side.is_winner])).toEqual([
      ['Jeroen Smit', false, true],
      ['Bye', true, false],
    ])
    expect(firstRound[1]?.result).toEqual({ legs: [0, 0], winner: 0, walkover: true })
  })

  it('points a later side at the row uuid of the game it comes from', () => {
    const detail = buildTournamentDetail(drawn({ kind: 'knockout', third_place: false }, 8))
    const final = detail.games.find((game) => game.round_code === 'final')
    const semiFinals = detail.games.filter((game) => game.round_code === 'semiFinal').map((game) => game.id)
    expect(final?.sides.map((side) => side.source)).toEqual([
      { kind: 'winnerOf', game_id: semiFinals[0] },
      { kind: 'winnerOf', game_id: semiFinals[1] },
    ])
  })

  it('ranks a finished knockout, sharing places by round, and names the champion', () => {
    // The first-named side wins every game: the top seed of each pair goes through.
    const snapshot = drawn({ kind: 'knockout', third_place: false }, 8)
    for (const game of snapshot.games) play(snapshot, game.definition.id, { kind: 'played', legs: [3, 2] })
    const detail = buildTournamentDetail(snapshot)
    expect(detail.champion).toBe('Jeroen Smit')
    expect(detail.ranking.map((row) => [row.position, row.position_to, row.name])).toEqual([
      [1, 1, 'Jeroen Smit'],
      [2, 2, 'Kevin Peeters'],
      [3, 4, 'Sanne de Vries'],
      [3, 4, 'Wout Mertens'],
      [5, 8, 'Freek de Jong'],
      [5, 8, 'Liam Thompson'],
      [5, 8, 'Lukas Becker'],
      [5, 8, 'Danny Hughes'],
    ])
  })

  it('throws for a stored game of a phase the tournament has no settings for (a bug, not a user error)', () => {
    const snapshot = drawn({ kind: 'roundRobin' }, 4)
    expect(() => buildTournamentDetail(snapshot)).toThrow(/roundRobin phase/)
  })
})

describe('toTournamentPlanFormat', () => {
  it('carries the group options over, and drops a consolation limit without a consolation knockout', () => {
    const options = { double_round_robin: true, best_placed_qualifiers: 1, consolation_limit: 4 }
    expect(toTournamentPlanFormat({ ...groupsKnockout, ...options })).toMatchObject({
      doubleRoundRobin: true,
      bestPlacedQualifiers: 1,
      consolationLimit: 4,
    })
    expect(toTournamentPlanFormat({ ...groupsKnockout, ...options, consolation: false })).toMatchObject({
      consolationLimit: null,
    })
    expect(toTournamentPlanFormat({ kind: 'roundRobin', double_round_robin: true })).toEqual({
      kind: 'roundRobin',
      doubleRoundRobin: true,
    })
  })

  it('turns the wire format into the engine format', () => {
    expect(toTournamentPlanFormat(groupsKnockout)).toEqual({
      kind: 'groupsKnockout',
      groupSize: 5,
      qualifiersPerGroup: 2,
      consolation: true,
      thirdPlace: false,
      doubleRoundRobin: false,
      bestPlacedQualifiers: 0,
      consolationLimit: null,
    } satisfies TournamentPlanFormat)
    expect(toTournamentPlanFormat({ kind: 'doubleElimination', reset: true })).toEqual({
      kind: 'doubleElimination',
      reset: true,
    })
  })
})
