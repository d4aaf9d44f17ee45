import {
  SeasonSettingsSchema,
  toX01MatchConfig,
  summarizeMatch,
  type LeagueMatchAuditEntry,
  type LeagueSide,
  type Match,
  type MatchConfig,
  type StandingsAdjustment,
} from '@oche/api'
import {
  applyEvent,
  botVisitEvent,
  createBot,
  createRandom,
  enteredGamePlayers,
  leagueGameFormat,
  replay,
  scoredGamePlayers,
  type BotLevel,
  type LeagueGameSlot,
  type LeaguePlayerGame,
  type MatchEvent,
  type MatchTemplate,
  type X01MatchState,
} from '@oche/darts'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  type CompetitionStore,
  type StoredFixture,
} from './competition-store'
import { userFixture } from './fixtures'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// The mocks' league nights: what the server keeps per match (ADR 014) — the template it is played with, each team's
// lineup, the games with their players, engine match, legs and each player's figures, both confirmations and the
// audit trail — in memory beside the competition store, and a season half played to show it.

export type StoredLeagueGame = {
  number: number
  home: string[]
  away: string[]
  /** The engine match it is scored on (in `LeagueNightStore.engine`), once started. */
  matchId: string | null
  legs: [number, number] | null
  forfeitedBy: LeagueSide | null
  source: 'scored' | 'entered' | null
  players: LeaguePlayerGame[]
  /** The start-score handicap of home and away, fixed when the game started; null for none. */
  handicaps?: [number, number] | null
}

export type StoredConfirmation = { by: string; at: string }

export type StoredLeagueMatch = {
  /** Frozen with the first lineup or game; the season's until then. */
  template: MatchTemplate | null
  lineups: { home: (string[] | null)[] | null; away: (string[] | null)[] | null }
  games: StoredLeagueGame[]
  confirmations: { home: StoredConfirmation | null; away: StoredConfirmation | null }
  audit: LeagueMatchAuditEntry[]
}

/** A points adjustment of a division's standings, as the server keeps it (taken back: `removed`). */
export type StoredAdjustment = StandingsAdjustment & { divisionId: string; teamSeasonId: string; removed: boolean }

export type LeagueNightStore = {
  /** By fixture id. */
  matches: Map<string, StoredLeagueMatch>
  /** The engine matches of league games, by id. */
  engine: Map<string, Match>
  /** Points adjustments, oldest first. */
  adjustments: StoredAdjustment[]
}

export function emptyLeagueMatch(): StoredLeagueMatch {
  return {
    template: null,
    lineups: { home: null, away: null },
    games: [],
    confirmations: { home: null, away: null },
    audit: [],
  }
}

export function createLeagueNightStore(): LeagueNightStore {
  return { matches: new Map(), engine: new Map(), adjustments: [] }
}

/** The match's league-night record, made empty on first use. */
export function leagueMatchOf(night: LeagueNightStore, fixtureId: string): StoredLeagueMatch {
  const existing = night.matches.get(fixtureId)
  if (existing) return existing
  const made = emptyLeagueMatch()
  night.matches.set(fixtureId, made)
  return made
}

/** The engine side the home team plays a game on: the away team throws first in odd games (league-rules.md §4). */
export function homeEngineSide(gameNumber: number): 0 | 1 {
  return gameNumber % 2 === 1 ? 1 : 0
}

/** Who plays each game for a team: singles in turn through the squad, pairs two by two, a team game its first N. */
export function demoLineup(template: MatchTemplate, squad: readonly string[]): string[][] {
  let singles = 0
  let pairs = 0
  return template.games.map((slot) => {
    const at = (index: number) => squad[index % squad.length] as string
    if (slot.kind === 'singles') return [at(singles++)]
    if (slot.kind === 'pairs') {
      const first = pairs * 2
      pairs += 1
      return [at(first), at(first + 1)]
    }
    return squad.slice(0, slot.players)
  })
}

/** The engine config of a league game: its players' names, the away team first in odd games. */
export function leagueGameConfig(
  slot: LeagueGameSlot & { x01: NonNullable<LeagueGameSlot['x01']> },
  number: number,
  names: { home: string; away: string },
  handicaps: readonly [number, number] | null = null,
): MatchConfig {
  const home = homeEngineSide(number)
  const [homeHandicap = 0, awayHandicap = 0] = handicaps ?? []
  const sides = home === 0 ? [names.home, names.away] : [names.away, names.home]
  const [first = '', second = ''] = sides
  const [firstHandicap, secondHandicap] = home === 0 ? [homeHandicap, awayHandicap] : [awayHandicap, homeHandicap]
  const withHandicap = (name: string, handicap: number) => (handicap > 0 ? { name, handicap } : { name })
  return {
    ...slot.x01,
    format: leagueGameFormat(slot),
    sides: [
      withHandicap(first, firstHandicap),
      withHandicap(first.toLowerCase() === second.toLowerCase() ? `${second} (2)` : second, secondHandicap),
    ],
  }
}

/** An engine match of a league game as `GET /matches/{id}` answers it. */
export function leagueEngineMatch(id: string, config: MatchConfig, events: MatchEvent[], state: X01MatchState): Match {
  return {
    id,
    kind: 'league',
    status: state.status === 'finished' ? 'finished' : 'live',
    version: events.length,
    config,
    summary: summarizeMatch(state),
    events,
    created_by: userFixture.id,
    created_at: tournamentFixtureNow,
    updated_at: tournamentFixtureNow,
    realtime_channel: `match.${id}`,
  }
}

const levels: readonly BotLevel[] = ['amateur', 'club', 'club', 'league', 'league', 'county']

/** A game thrown by the bot (to the end, or `visits` visits), with its engine match. */
function throwGame(input: {
  slot: LeagueGameSlot
  number: number
  players: { home: string[]; away: string[] }
  names: { home: string; away: string }
  seed: number
  visits?: number
}): { match: Match; game: StoredLeagueGame } {
  const { slot, number, players, names } = input
  if (!slot.x01) throw new Error('A result-only game is not thrown')
  const config = leagueGameConfig({ ...slot, x01: slot.x01 }, number, names)
  const started = replay(toX01MatchConfig(config), [])
  if (!started.ok) throw new Error(started.error)
  const random = createRandom(input.seed)
  const bots = [0, 1].map((side) => createBot(levels[(input.seed + side) % levels.length] ?? 'club', random))
  let state = started.value
  const events: MatchEvent[] = []
  const limit = input.visits ?? Number.POSITIVE_INFINITY
  while (state.status !== 'finished' && events.length < limit) {
    const leg = state.legs[state.legs.length - 1]
    const bot = bots[leg?.thrower ?? 0]
    if (!bot) throw new Error('A side has no bot')
    const event = botVisitEvent(state, bot, uuidOf(input.seed, events.length))
    const next = applyEvent(state, event)
    if (!next.ok) throw new Error(next.error)
    state = next.value
    events.push(event)
  }
  const home = homeEngineSide(number)
  const bySide: [string[], string[]] = home === 0 ? [players.home, players.away] : [players.away, players.home]
  const matchId = uuidOf(input.seed, 9999)
  const finished = state.status === 'finished'
  return {
    match: leagueEngineMatch(matchId, config, events, state),
    game: {
      number,
      home: players.home,
      away: players.away,
      matchId,
      legs: finished ? [state.legsWon[home] ?? 0, state.legsWon[1 - home] ?? 0] : null,
      forfeitedBy: null,
      source: finished ? 'scored' : null,
      players: finished
        ? scoredGamePlayers(state, bySide).map((player) => ({
            ...player,
            side: (player.side === home ? 0 : 1) as 0 | 1,
          }))
        : [],
    },
  }
}

/** A stable uuid for the seeded events and matches. */
function uuidOf(seed: number, n: number): string {
  return `1ea9e000-0000-4000-8000-${(seed * 100_000 + n).toString(16).padStart(12, '0')}`
}

/** The matches the stories name: The Arrows' where they can, so a captain's stories work. */
export type LeagueNightSlugs = {
  /** Signed off by both captains (The Arrows' first match). */
  confirmed: string
  /** Every game played, awaiting both captains (The Arrows' second). */
  played: string
  /** Disputed by a captain (another match of that week). */
  disputed: string
  /** Under way: four games played, the fifth live (The Arrows' third). */
  live: string
  /** Only the home team's lineup is in; The Arrows play away and theirs is due. */
  homeLineupOnly: string
  /** Nothing yet (another later match of The Arrows). */
  scheduled: string
}

const arrowsOf = (store: CompetitionStore) =>
  [...store.teamSeasons.values()].find(
    (row) =>
      row.seasonId === competitionFixtureIds.currentSeason &&
      store.teams.get(row.teamId)?.slug === competitionFixtureSlugs.organiserTeam,
  )

/** The fixtures the seed plays, and how far. */
function plan(store: CompetitionStore) {
  const fixtures = [...store.fixtures.values()]
    .filter((row) => row.seasonId === competitionFixtureIds.currentSeason)
    .sort((a, b) => a.weekIndex - b.weekIndex || a.slug.localeCompare(b.slug))
  const arrows = arrowsOf(store)?.id
  const isArrows = (row: StoredFixture) => row.homeId === arrows || row.awayId === arrows
  // The Arrows' matches in order: confirmed, awaiting confirmation, live; of the later ones, one away from home where
  // the home team's lineup is in and theirs is due, and one not started.
  const [first, played, live, ...later] = fixtures.filter(isArrows)
  const homeLineupOnly = later.find((row) => row.awayId === arrows) ?? later[0]
  const scheduled = later.find((row) => row !== homeLineupOnly)
  if (!first || !played || !live || !homeLineupOnly || !scheduled)
    throw new Error('The mocks’ season has too few matches of The Arrows for the league night')
  const disputed = fixtures.find((row) => row.weekIndex === played.weekIndex && !isArrows(row))
  if (!disputed) throw new Error('The mocks’ season has no other match beside The Arrows’')
  const confirmed = fixtures.filter(
    (row) =>
      row !== disputed &&
      ((isArrows(row) && row.weekIndex < played.weekIndex) || (!isArrows(row) && row.weekIndex <= live.weekIndex)),
  )
  return { fixtures, confirmed, played, disputed, live, homeLineupOnly, scheduled, first }
}

/** The slugs of the seeded league night's matches (the same in every store: the fixtures are generated alike). */
export const leagueNightFixtureSlugs: LeagueNightSlugs = (() => {
  const seeded = plan(createCompetitionStore({ organiserRole: 'captain' }))
  return {
    confirmed: seeded.first.slug,
    played: seeded.played.slug,
    disputed: seeded.disputed.slug,
    live: seeded.live.slug,
    homeLineupOnly: seeded.homeLineupOnly.slug,
    scheduled: seeded.scheduled.slug,
  }
})()

/**
 * Plays the current season of the fixture league halfway, thrown by the bot: The Arrows' first match confirmed (one
 * game typed in with its 180s, one forfeited), their second awaiting both captains beside a disputed match, their
 * third live (four games played, the fifth under way) and only the home lineup in for their fourth; the other
 * matches up to their live week confirmed. The fixtures' states follow.
 */
export function seedHalfPlayedSeason(store: CompetitionStore, night: LeagueNightStore): void {
  const season = store.seasons.get(competitionFixtureIds.currentSeason)
  if (!season) return
  const template = SeasonSettingsSchema.parse(season.settings).match_template as MatchTemplate
  const seeded = plan(store)
  const squad = (teamSeasonId: string) =>
    [...store.members.values()]
      .filter((member) => member.teamSeasonId === teamSeasonId && member.left_on === null)
      .sort((a, b) => Number(b.role === 'captain') - Number(a.role === 'captain') || a.id.localeCompare(b.id))
      .map((member) => member.participantId)
  const nameOf = (ids: readonly string[], teamSeasonId: string) =>
    ids.length > 2
      ? (store.teamSeasons.get(teamSeasonId)?.name ?? '')
      : ids.map((id) => store.participants.get(id)?.name ?? '').join(' & ')
  const stamp = (fixture: StoredFixture, hour: number) =>
    `${fixture.date ?? '2026-10-01'}T${String(hour).padStart(2, '0')}:00:00.000Z`
  const captainName = (teamSeasonId: string) => {
    const captain = [...store.members.values()].find(
      (member) => member.teamSeasonId === teamSeasonId && member.role === 'captain' && member.left_on === null,
    )
    return store.participants.get(captain?.participantId ?? '')?.name ?? userFixture.name
  }
  let seed = 1
  const play = (fixture: StoredFixture, games: number, liveVisits?: number) => {
    const record = leagueMatchOf(night, fixture.id)
    record.template = template
    const lineups = [squad(fixture.homeId), squad(fixture.awayId)].map((ids) => demoLineup(template, ids))
    record.lineups = { home: lineups[0] ?? null, away: lineups[1] ?? null }
    record.audit.push(
      {
        at: stamp(fixture, 18),
        by: captainName(fixture.homeId),
        action: 'lineupSubmitted',
        game: null,
        side: 'home',
        reason: '',
      },
      {
        at: stamp(fixture, 18),
        by: captainName(fixture.awayId),
        action: 'lineupSubmitted',
        game: null,
        side: 'away',
        reason: '',
      },
    )
    template.games.slice(0, games).forEach((slot, index) => {
      const number = index + 1
      const players = { home: lineups[0]?.[index] ?? [], away: lineups[1]?.[index] ?? [] }
      const isLast = index === games - 1
      // In confirmed matches, game 2 of the first week was typed in and game 10 forfeited, as report sheets have.
      if (fixture === seeded.first && number === 2) {
        record.games.push({
          number,
          ...players,
          matchId: null,
          legs: [3, 1],
          forfeitedBy: null,
          source: 'entered',
          players: enteredGamePlayers({
            legs: [3, 1],
            players: [players.home, players.away],
            extras: { [players.home[0] ?? '']: { oneEighties: 2, highCheckouts: [121] } },
          }),
        })
        return
      }
      if (fixture === seeded.first && number === template.games.length) {
        const forfeited = { legs: [3, 0] as [number, number], forfeitedBy: 1 as const }
        record.games.push({
          number,
          ...players,
          matchId: null,
          legs: forfeited.legs,
          forfeitedBy: 'away',
          source: 'entered',
          players: enteredGamePlayers({ ...forfeited, players: [players.home, players.away] }),
        })
        return
      }
      const thrown = throwGame({
        slot,
        number,
        players,
        names: { home: nameOf(players.home, fixture.homeId), away: nameOf(players.away, fixture.awayId) },
        seed: seed++,
        ...(isLast && liveVisits !== undefined ? { visits: liveVisits } : {}),
      })
      night.engine.set(thrown.match.id, thrown.match)
      record.games.push(thrown.game)
    })
  }
  const confirm = (fixture: StoredFixture) => {
    const record = leagueMatchOf(night, fixture.id)
    for (const side of ['home', 'away'] as const) {
      const by = captainName(side === 'home' ? fixture.homeId : fixture.awayId)
      record.confirmations[side] = { by, at: stamp(fixture, 23) }
      record.audit.push({ at: stamp(fixture, 23), by, action: 'confirmed', game: null, side, reason: '' })
    }
  }
  for (const fixture of seeded.confirmed) {
    play(fixture, template.games.length)
    confirm(fixture)
    fixture.state = 'confirmed'
  }
  play(seeded.played, template.games.length)
  seeded.played.state = 'played'
  play(seeded.disputed, template.games.length)
  const disputed = leagueMatchOf(night, seeded.disputed.id)
  disputed.confirmations.home = { by: captainName(seeded.disputed.homeId), at: stamp(seeded.disputed, 23) }
  disputed.audit.push({
    at: stamp(seeded.disputed, 23),
    by: captainName(seeded.disputed.awayId),
    action: 'disputed',
    game: 3,
    side: 'away',
    reason: 'Game 3 ended 3–2 for us, not 3–1.',
  })
  seeded.disputed.state = 'disputed'
  play(seeded.live, 5, 9)
  seeded.live.state = 'live'
  const lineupOnly = leagueMatchOf(night, seeded.homeLineupOnly.id)
  lineupOnly.template = template
  lineupOnly.lineups.home = demoLineup(template, squad(seeded.homeLineupOnly.homeId))
  lineupOnly.audit.push({
    at: stamp(seeded.homeLineupOnly, 12),
    by: captainName(seeded.homeLineupOnly.homeId),
    action: 'lineupSubmitted',
    game: null,
    side: 'home',
    reason: '',
  })
}
