import {
  createRandom,
  matchFormatForRound,
  planTournament,
  resolveGames,
  type RandomSource,
  type TournamentGame,
} from '@oche/darts'
import {
  type Entry,
  type StageKind,
  type Tournament,
  type TournamentAuditEntry,
  buildTournamentDetail,
  type TournamentSnapshot,
  toTournamentPlanFormat,
} from '@oche/api'
import { userFixture } from './fixtures'
import type { RosterPlayer } from './participant-fixtures'
import { viewerOf, withChannel } from './tournament-access'
import { completePhases, defaultStandingsSettings, tournamentStatusOf } from './tournament-defaults'
import { simulateGame } from './tournament-fixture-results'

const hex = (value: number, length: number) => value.toString(16).padStart(length, '0')

/** A fixture uuid: `ns` tells tournaments apart, `kind` tournaments (0), entries (1), games (2), audit (3), matches (4). */
export const fixtureUuid = (ns: number, kind: number, n: number) =>
  `7c0e${hex(ns, 4)}-${hex(kind, 4)}-4000-8000-${hex(n, 12)}`

/** A tournament being built: the snapshot, its audit trail and the strength of each entry, played on a clock. */
export type FixtureTournament = {
  ns: number
  snapshot: TournamentSnapshot
  audit: TournamentAuditEntry[]
  averages: Map<string, number>
  random: RandomSource
  /** The fixture's clock in ms, from the draw 15 minutes before the start: results, calls and audit entries get its time. */
  clock: number
}

/** One player, or two for a pair. */
export type Entrant = RosterPlayer | readonly [RosterPlayer, RosterPlayer]

export type FixtureSettings = Pick<Tournament, 'name' | 'type' | 'format' | 'starts_at'> &
  Partial<Omit<Tournament, 'id' | 'name' | 'type' | 'format' | 'starts_at'>>

export type EntryOptions = {
  /** How many entrants, from the first, are seeded 1, 2, … */
  seeded?: number
  /** Which entrants (0-based) have checked in; everyone by default. */
  checkedIn?: (index: number) => boolean
  /** When the first entrant entered; the others follow about seven hours apart. */
  enteredFrom: string
}

const organiser = { id: userFixture.id, name: userFixture.name }

const at = (time: number) => new Date(time).toISOString()

function members(entrant: Entrant): RosterPlayer[] {
  return 'participant' in entrant ? [entrant] : [...entrant]
}

/** A tournament with its entries, not drawn yet; `seed` makes the draw and every simulated result repeatable. */
export function fixtureTournament(
  ns: number,
  settings: FixtureSettings,
  entrants: readonly Entrant[],
  options: EntryOptions & { seed: number },
): FixtureTournament {
  const created = Date.parse(options.enteredFrom) - 86_400_000
  const tournament: Tournament = {
    is_test: false,
    expires_at: null,
    colour: 'blue',
    venue: '',
    description: '',
    visibility: 'public',
    entry_limit: null,
    signup_open: false,
    standings: defaultStandingsSettings,
    status: 'draft',
    version: 0,
    organiser,
    entries_count: 0,
    checked_in_count: 0,
    created_at: at(created),
    updated_at: at(created),
    ...settings,
    id: fixtureUuid(ns, 0, 1),
    phases: completePhases(settings.format, settings.phases),
  }
  const averages = new Map<string, number>()
  const entries = entrants.map((entrant, index): Entry => {
    const players = members(entrant)
    const id = fixtureUuid(ns, 1, index + 1)
    averages.set(id, players.reduce((sum, player) => sum + player.average, 0) / players.length)
    return {
      id,
      name: players.map((player) => player.participant.name).join(' & '),
      members: players.map(({ participant }) => ({
        participant_id: participant.id,
        name: participant.name,
        nickname: participant.nickname,
        user_id: participant.user?.id ?? null,
      })),
      seed: index < (options.seeded ?? 0) ? index + 1 : null,
      checked_in: options.checkedIn?.(index) ?? true,
      withdrawn: false,
      group: null,
      created_at: at(Date.parse(options.enteredFrom) + index * 26_000_000),
    }
  })
  const snapshot: TournamentSnapshot = {
    tournament,
    entries,
    groups: null,
    deciders: {},
    games: [],
    viewer: { can_manage: true, entry_id: null, can_register: false },
  }
  const clock = Date.parse(settings.starts_at) - 15 * 60_000
  return { ns, snapshot, audit: [], averages, random: createRandom(options.seed), clock }
}

function record(fixture: FixtureTournament, entry: Omit<TournamentAuditEntry, 'id' | 'at' | 'actor'>) {
  fixture.audit.unshift({
    id: fixtureUuid(fixture.ns, 3, fixture.audit.length + 1),
    at: at(fixture.clock),
    actor: organiser,
    ...entry,
  })
}

/** Draws the tournament with `planTournament`: seeded entries first, the others shuffled with the fixture's seed. */
export function drawFixture(fixture: FixtureTournament): FixtureTournament {
  const { snapshot } = fixture
  const seeded = snapshot.entries
    .filter((entry) => entry.seed !== null)
    .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
    .map((entry) => entry.id)
  const unseeded = snapshot.entries.filter((entry) => entry.seed === null).map((entry) => entry.id)
  const format = toTournamentPlanFormat(snapshot.tournament.format)
  const plan = planTournament({ format, seeded, unseeded, random: fixture.random })
  if (!plan.ok) throw new Error(`Fixture ${snapshot.tournament.name} cannot be drawn: ${plan.error}`)
  snapshot.groups = plan.value.groups.length > 0 ? plan.value.groups : null
  snapshot.games = plan.value.games.map((definition, index) => ({
    id: fixtureUuid(fixture.ns, 2, index + 1),
    definition,
    result: null,
    sideStats: null,
    matchId: null,
    board: null,
    calledAt: null,
    finishedAt: null,
  }))
  record(fixture, { action: 'draw.made', game_id: null, before: null, after: null, note: null })
  fixture.clock += 15 * 60_000
  return fixture
}

/** The entry at 0-based `index` withdraws after the draw: their games not yet played become walkovers. */
export function withdrawFixtureEntry(fixture: FixtureTournament, index: number): FixtureTournament {
  const entry = fixture.snapshot.entries[index]
  if (!entry) throw new Error(`No entry ${index}`)
  entry.withdrawn = true
  record(fixture, { action: 'entry.withdrawn', game_id: null, before: null, after: entry.name, note: null })
  return fixture
}

function gameByKey(fixture: FixtureTournament, key: string) {
  const game = fixture.snapshot.games.find((candidate) => candidate.definition.id === key)
  if (!game) throw new Error(`Fixture ${fixture.snapshot.tournament.name} has no game ${key}`)
  return game
}

/**
 * Plays the ready games `play` picks, as the organiser would enter them, round after round until none is left
 * (at most `limit` games): simulated legs, scoring and statistics, and a bull-off for a tie a complete group leaves.
 */
export function playFixture(
  fixture: FixtureTournament,
  play: (game: TournamentGame) => boolean,
  { limit = Infinity, minutesApart = 7 }: { limit?: number; minutesApart?: number } = {},
): FixtureTournament {
  const { snapshot } = fixture
  let played = 0
  for (;;) {
    const resolution = resolveGames({
      games: snapshot.games.map((game) => game.definition),
      results: Object.fromEntries(snapshot.games.flatMap((g) => (g.result ? [[g.definition.id, g.result]] : []))),
      groups: snapshot.groups ?? [],
      deciders: snapshot.deciders,
      withdrawn: snapshot.entries.filter((entry) => entry.withdrawn).map((entry) => entry.id),
    })
    if (!resolution.ok) throw new Error(resolution.error)
    let progressed = false
    for (const [groupId, standings] of Object.entries(resolution.value.groupStandings)) {
      if (!standings.isComplete || standings.unresolvedTies.length === 0) continue
      for (const tie of standings.unresolvedTies) {
        snapshot.deciders[groupId] = [...(snapshot.deciders[groupId] ?? []), { method: 'bullOff', order: tie }]
        const names = tie.map((entryId) => snapshot.entries.find((entry) => entry.id === entryId)?.name ?? entryId)
        const after = `${groupId}: ${names.join(' > ')}`
        record(fixture, { action: 'decider.set', game_id: null, before: null, after, note: null })
      }
      progressed = true
    }
    const ready = resolution.value.games.filter((game) => game.state === 'ready')
    for (const resolved of ready) {
      const game = gameByKey(fixture, resolved.gameId)
      if (played >= limit || game.matchId || game.calledAt || !play(game.definition)) continue
      const [a, b] = resolved.sides.map((side) => (side.kind === 'entry' ? fixture.averages.get(side.entryId) : 0))
      const phase = snapshot.tournament.phases[game.definition.stageId as StageKind]
      if (!phase || a === undefined || b === undefined) throw new Error(`Cannot play ${game.definition.id}`)
      const format = matchFormatForRound({ default: phase.format, rounds: phase.rounds }, game.definition.roundCode)
      const { result, sideStats } = simulateGame(format, [a, b], fixture.random)
      game.result = result
      game.sideStats = sideStats
      game.finishedAt = at(fixture.clock)
      const legs = result.kind === 'played' ? `${result.legs[0]}–${result.legs[1]}` : null
      record(fixture, { action: 'result.entered', game_id: game.id, before: null, after: legs, note: null })
      fixture.clock += minutesApart * 60_000
      played += 1
      progressed = true
    }
    if (!progressed) return fixture
  }
}

/** The organiser entered a result the wrong way round and corrects it: legs, scoring and statistics swap sides. */
export function swapFixtureResult(fixture: FixtureTournament, key: string, note: string): FixtureTournament {
  const game = gameByKey(fixture, key)
  const { result, sideStats } = game
  if (result?.kind !== 'played') throw new Error(`Game ${key} has no played result to correct`)
  const { scoring } = result
  game.result = {
    kind: 'played',
    legs: [result.legs[1], result.legs[0]],
    ...(scoring ? { scoring: [scoring[1], scoring[0]] as const } : {}),
  }
  game.sideStats = sideStats ? [sideStats[1], sideStats[0]] : null
  const before = `${result.legs[0]}–${result.legs[1]}`
  const after = `${result.legs[1]}–${result.legs[0]}`
  record(fixture, { action: 'result.corrected', game_id: game.id, before, after, note })
  fixture.clock += 60_000
  return fixture
}

/** Calls a ready game to a board. */
export function callFixtureGame(fixture: FixtureTournament, key: string, board: string): FixtureTournament {
  const game = gameByKey(fixture, key)
  game.board = board
  game.calledAt = at(fixture.clock)
  fixture.clock += 2 * 60_000
  return fixture
}

/** A called game starts on a live match. */
export function startFixtureGame(fixture: FixtureTournament, key: string, board: string, matchId: string) {
  callFixtureGame(fixture, key, board)
  gameByKey(fixture, key).matchId = matchId
  return fixture
}

/** The snapshot as stored, with the status, counts and version its games and entries give, seen by the organiser. */
export function finishFixture(fixture: FixtureTournament): TournamentSnapshot {
  const { snapshot } = fixture
  const rankingKnown = buildTournamentDetail(snapshot).ranking.length > 0
  const changes = [
    snapshot.tournament.updated_at,
    ...snapshot.entries.map((entry) => entry.created_at),
    ...fixture.audit.map((entry) => entry.at),
    ...snapshot.games.flatMap((game) => [game.calledAt, game.finishedAt].filter((time) => time !== null)),
  ]
  const tournament: Tournament = withChannel({
    ...snapshot.tournament,
    status: tournamentStatusOf(snapshot, rankingKnown),
    entries_count: snapshot.entries.length,
    checked_in_count: snapshot.entries.filter((entry) => entry.checked_in).length,
    version: 1 + snapshot.entries.length + fixture.audit.length,
    updated_at: at(Math.max(...changes.map((time) => Date.parse(time)))),
  })
  const stored = { ...snapshot, tournament }
  return { ...stored, viewer: viewerOf(stored, organiser.id) }
}
