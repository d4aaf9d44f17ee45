import { summarizeMatch, toX01MatchConfig } from '@oche/api'
import {
  applyEvent,
  botVisitEvent,
  createBot,
  createRandom,
  replay,
  scoredGamePlayers,
  teamMatchScore,
  type BotLevel,
  type LeagueGameSlot,
  type MatchEvent,
  type MatchTemplate,
  type X01MatchState,
} from '@oche/darts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { homeEngineSide } from '../services/league-night/league-match-view'
import { storedMatchActivity } from '../services/matches/match-activity'
import { leagueGameConfig } from '../services/league-night/league-games'
import { outcomesOf, seasonSettings } from '../services/league-night/league-match-context'
import type { Database } from './database'
import {
  fixtureAudit,
  fixtureGames,
  fixtureLineups,
  fixtures,
  matchEvents,
  matches,
  matchSides,
  participants,
  teamMembers,
  type FixtureGameRow,
  type FixtureRow,
  type SeasonRow,
} from './schema/index'

// The demo season's league nights so far, played for real: every game of every match before today thrown dart by
// dart by the engine's bot (each player at their own level), so the standings, averages, 180s, short legs and
// checkouts on the demo pages come from scored visits. The next league night has one match under way.

/** The bot levels the demo players throw at, from a café regular to the league's best. */
const levels: readonly BotLevel[] = ['amateur', 'club', 'club', 'league', 'league', 'county']

/** A number from an id: the same player always throws at the same level. */
function hashOf(id: string): number {
  let hash = 0
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash >>> 0
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

/** Plays a game's engine match with each side's bot until it ends, or for `visits` visits. */
function playGame(
  state: X01MatchState,
  bots: readonly ReturnType<typeof createBot>[],
  visits = Number.POSITIVE_INFINITY,
): { state: X01MatchState; events: MatchEvent[] } {
  const events: MatchEvent[] = []
  let current = state
  while (current.status !== 'finished' && events.length < visits) {
    const leg = current.legs[current.legs.length - 1]
    const bot = bots[leg?.thrower ?? 0]
    if (!bot) throw new Error('A side has no bot')
    const event = botVisitEvent(current, bot, crypto.randomUUID())
    const next = applyEvent(current, event)
    if (!next.ok) throw new Error(`The bot threw an impossible visit: ${next.error}`)
    current = next.value
    events.push(event)
  }
  return { state: current, events }
}

type DemoGame = { number: number; home: string[]; away: string[]; visits?: number }

/** Throws one game of a match and stores its engine match, events and (when finished) result. */
async function throwGame(
  db: Database,
  input: { fixture: FixtureRow; slot: LeagueGameSlot; game: DemoGame; adminId: string; seed: number },
): Promise<FixtureGameRow> {
  const { fixture, slot, game } = input
  if (!slot.x01) throw new Error('The demo template scores every game')
  const config = await leagueGameConfig(db, { ...game, fixture, slot: { ...slot, x01: slot.x01 } })
  const initial = replay(toX01MatchConfig(config), [])
  if (!initial.ok) throw new Error(initial.error)
  const home = homeEngineSide(game.number)
  const bySide = home === 0 ? [game.home, game.away] : [game.away, game.home]
  const random = createRandom(input.seed)
  const bots = bySide.map((ids) => createBot(levels[hashOf(ids[0] ?? '') % levels.length] ?? 'club', random))
  const played = playGame(initial.value, bots, game.visits)
  const finished = played.state.status === 'finished'
  const [match] = await db
    .insert(matches)
    .values({
      kind: 'league',
      status: finished ? 'finished' : 'live',
      version: played.events.length,
      config,
      summary: summarizeMatch(played.state),
      ...storedMatchActivity(played.state),
      createdBy: input.adminId,
    })
    .returning({ id: matches.id })
  if (!match) throw new Error('The demo match was not stored')
  await db.insert(matchSides).values(
    config.sides.map((side, position) => ({
      matchId: match.id,
      position,
      name: side.name,
      userIds: side.userIds ?? [],
    })),
  )
  if (played.events.length > 0)
    await db.insert(matchEvents).values(
      played.events.map((event, index) => ({
        matchId: match.id,
        id: event.id,
        seq: index + 1,
        type: event.type,
        payload: event,
        authorId: input.adminId,
      })),
    )
  const won = played.state.legsWon
  const [row] = await db
    .insert(fixtureGames)
    .values({
      organisationId: fixture.organisationId,
      fixtureId: fixture.id,
      number: game.number,
      homeParticipantIds: game.home,
      awayParticipantIds: game.away,
      matchId: match.id,
      startedAt: new Date(),
      ...(finished
        ? {
            legsHome: won[home] ?? 0,
            legsAway: won[1 - home] ?? 0,
            source: 'scored' as const,
            players: scoredGamePlayers(played.state, [bySide[0] ?? [], bySide[1] ?? []]).map((player) => ({
              ...player,
              side: (player.side === home ? 0 : 1) as 0 | 1,
            })),
            finishedAt: new Date(),
          }
        : {}),
    })
    .returning()
  if (!row) throw new Error('The demo game was not stored')
  return row
}

/** The current players of a team, its captain first. */
async function squadOf(db: Database, teamSeasonId: string): Promise<{ id: string; userId: string | null }[]> {
  const rows = await db
    .select({ id: participants.id, userId: participants.userId, role: teamMembers.role, name: participants.name })
    .from(teamMembers)
    .innerJoin(participants, eq(participants.id, teamMembers.participantId))
    .where(and(eq(teamMembers.teamSeasonId, teamSeasonId), isNull(teamMembers.leftOn)))
    .orderBy(asc(participants.name))
  return rows.sort((a, b) => Number(b.role === 'captain') - Number(a.role === 'captain'))
}

/**
 * Plays the season's matches dated before `today` (confirmed by both captains) and starts the first match of the
 * next league night, moved to `today`: four games played, the fifth under way. Runs once, on a season without results.
 */
export async function seedDemoLeagueNight(
  db: Database,
  input: { season: SeasonRow; adminId: string; today: string },
): Promise<void> {
  const { season, adminId, today } = input
  const template = seasonSettings(season).match_template
  const all = await db
    .select()
    .from(fixtures)
    .where(eq(fixtures.seasonId, season.id))
    .orderBy(asc(fixtures.date), asc(fixtures.slug))
  const past = all.filter((fixture) => fixture.date !== null && fixture.date < today)
  const next = all.find((fixture) => fixture.date !== null && fixture.date >= today)
  let seed = 1
  for (const fixture of [...past, ...(next ? [next] : [])]) {
    const isLive = fixture === next
    const squads = await Promise.all([squadOf(db, fixture.homeTeamSeasonId), squadOf(db, fixture.awayTeamSeasonId)])
    const lineups = squads.map((squad) =>
      demoLineup(
        template,
        squad.map((player) => player.id),
      ),
    )
    await db.insert(fixtureLineups).values(
      (['home', 'away'] as const).map((side, index) => ({
        fixtureId: fixture.id,
        side,
        organisationId: fixture.organisationId,
        games: lineups[index] ?? [],
        submittedBy: squads[index]?.[0]?.userId ?? adminId,
      })),
    )
    const games: FixtureGameRow[] = []
    const played = isLive ? 5 : template.games.length
    for (const [index, slot] of template.games.slice(0, played).entries()) {
      const game = {
        number: index + 1,
        home: lineups[0]?.[index] ?? [],
        away: lineups[1]?.[index] ?? [],
        ...(isLive && index === played - 1 ? { visits: 7 } : {}),
      }
      games.push(await throwGame(db, { fixture, slot, game, adminId, seed: seed++ }))
    }
    const decided = teamMatchScore(template, outcomesOf(template, games)).isDecided
    const confirmedAt = new Date(`${fixture.date ?? today}T23:00:00Z`)
    const [homeCaptain, awayCaptain] = squads.map((squad) => squad[0]?.userId ?? adminId)
    await db
      .update(fixtures)
      .set({
        template,
        state: isLive ? 'live' : decided ? 'confirmed' : 'played',
        // The match on is played tonight, at its home venue: its venue's boards list it (ADR 016).
        ...(isLive
          ? { date: today }
          : {
              homeConfirmedAt: confirmedAt,
              homeConfirmedBy: homeCaptain ?? adminId,
              awayConfirmedAt: confirmedAt,
              awayConfirmedBy: awayCaptain ?? adminId,
            }),
      })
      .where(eq(fixtures.id, fixture.id))
    await db.insert(fixtureAudit).values([
      {
        organisationId: fixture.organisationId,
        fixtureId: fixture.id,
        action: 'lineupSubmitted',
        side: 'home',
        userId: homeCaptain ?? adminId,
      },
      {
        organisationId: fixture.organisationId,
        fixtureId: fixture.id,
        action: 'lineupSubmitted',
        side: 'away',
        userId: awayCaptain ?? adminId,
      },
      ...(isLive
        ? []
        : (['home', 'away'] as const).map((side) => ({
            organisationId: fixture.organisationId,
            fixtureId: fixture.id,
            action: 'confirmed' as const,
            side,
            userId: (side === 'home' ? homeCaptain : awayCaptain) ?? adminId,
            at: confirmedAt,
          }))),
    ])
  }
}
