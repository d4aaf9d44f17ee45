import {
  sideIndex,
  type LeagueGameResultInputSchema,
  type LeagueMatch,
  type LeagueSide,
  type MatchConfig,
  type MatchSide,
} from '@oche/api'
import {
  checkResultLegs,
  enteredGamePlayers,
  forfeitOutcome,
  gameHandicaps,
  leagueGameFormat,
  playerRatings,
  scoredGamePlayers,
  sideRating,
  type LeagueGameSlot,
  type X01MatchState,
} from '@oche/darts'
import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import {
  fixtureAudit,
  fixtureGames,
  fixtures,
  participants,
  seasons,
  teamSeasons,
  type FixtureGameRow,
  type FixtureRow,
} from '../../db/schema/index'
import { loadViewer } from '../competition/access'
import { distinctSideNames, insertEngineMatch } from '../engine-matches/insert-engine-match'
import { committed, mergeEffects, type Committed, type Effects } from '../effects'
import { fail, failWith, ok, type Result } from '../result'
import {
  audit,
  divisionTemplateRow,
  isSignedOff,
  leagueChanged,
  loadLeagueMatch,
  saveFixtureState,
  scoreOf,
  seasonSettings,
  stateAfterGames,
  templateOf,
  type LeagueMatchAccessError,
  type LeagueMatchContext,
  type LeagueMatchInput,
} from './league-match-context'
import { homeEngineSide, permissionsOf, toLeagueMatch } from './league-match-view'

type GameInput = LeagueMatchInput & { game: number }

export type StartLeagueGameError =
  | LeagueMatchAccessError
  | 'leagueGame.notFound'
  | 'leagueMatch.signedOff'
  | 'leagueMatch.decided'
  | 'leagueGame.resultOnly'
  | 'leagueGame.finished'
  | 'leagueGame.notReady'

export type EnterLeagueResultError =
  | LeagueMatchAccessError
  | 'leagueGame.notFound'
  | 'leagueGame.live'
  | 'leagueGame.notReady'
  | 'leagueGame.legsDoNotFit'
  | 'leagueGame.unknownPlayer'
  | 'leagueGame.reasonRequired'

/** The players of each team in a game: those it started with, else the lineups (null when a team has not named them). */
function playersOf(context: LeagueMatchContext, number: number): [string[] | null, string[] | null] {
  const started = context.games.find((game) => game.number === number)
  if (started) return [started.homeParticipantIds, started.awayParticipantIds]
  const named = (side: LeagueSide) => {
    const ids = context.lineups[side]?.games[number - 1]
    return ids && ids.length > 0 ? ids : null
  }
  return [named('home'), named('away')]
}

/** A match side for a team's players in a game: their names joined (the team's name for a team game). */
async function engineSide(
  tx: Database,
  ids: readonly string[],
  teamName: string,
): Promise<MatchSide & { name: string }> {
  const rows = await tx
    .select({ id: participants.id, name: participants.name, userId: participants.userId })
    .from(participants)
    .where(inArray(participants.id, [...ids]))
  const ordered = ids.map((id) => rows.find((row) => row.id === id))
  const userIds = ordered.flatMap((row) => (row?.userId ? [row.userId] : []))
  const name = ids.length > 2 ? teamName : ordered.map((row) => row?.name ?? '').join(' & ')
  return { name, ...(userIds.length > 0 && userIds.length <= 2 ? { userIds } : {}) }
}

/**
 * The engine match config of a league game: the template's x01 settings and legs, the players' names (a team game
 * is named after the teams), the away team first in odd games (`homeEngineSide`).
 */
export async function leagueGameConfig(
  tx: Database,
  input: {
    fixture: Pick<FixtureRow, 'homeTeamSeasonId' | 'awayTeamSeasonId'>
    slot: LeagueGameSlot & { x01: NonNullable<LeagueGameSlot['x01']> }
    number: number
    home: readonly string[]
    away: readonly string[]
    /** The start-score handicap of home and away; none when absent. */
    handicaps?: readonly [number, number] | null
  },
): Promise<MatchConfig> {
  const { slot, fixture } = input
  const teams = await tx
    .select({ id: teamSeasons.id, name: teamSeasons.name })
    .from(teamSeasons)
    .where(inArray(teamSeasons.id, [fixture.homeTeamSeasonId, fixture.awayTeamSeasonId]))
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? ''
  const [homeHandicap = 0, awayHandicap = 0] = input.handicaps ?? []
  const withHandicap = <T extends object>(side: T, handicap: number) => (handicap > 0 ? { ...side, handicap } : side)
  const sides = await Promise.all([
    engineSide(tx, input.home, teamName(fixture.homeTeamSeasonId)).then((side) => withHandicap(side, homeHandicap)),
    engineSide(tx, input.away, teamName(fixture.awayTeamSeasonId)).then((side) => withHandicap(side, awayHandicap)),
  ])
  const first = homeEngineSide(input.number) === 0 ? sides : ([sides[1], sides[0]] as const)
  const names = distinctSideNames(first[0].name, first[1].name)
  return {
    startScore: slot.x01.startScore,
    inRule: slot.x01.inRule,
    outRule: slot.x01.outRule,
    format: leagueGameFormat(slot),
    sides: [
      { ...first[0], name: names[0] },
      { ...first[1], name: names[1] },
    ],
  }
}

/**
 * The start-score handicap of a game about to start (league-rules.md §3), from the season's rule and each player's
 * three-dart average over the season's games scored so far; null when the season plays without one, a player has
 * no rating yet, or the sides are rated alike.
 */
async function leagueGameHandicaps(
  tx: Database,
  context: LeagueMatchContext,
  game: { x01: NonNullable<LeagueGameSlot['x01']>; home: readonly string[]; away: readonly string[] },
): Promise<[number, number] | null> {
  const rule = seasonSettings(context.season).handicap
  if (rule.kind === 'off') return null
  const played = await tx
    .select({ players: fixtureGames.players })
    .from(fixtureGames)
    .innerJoin(fixtures, eq(fixtures.id, fixtureGames.fixtureId))
    .where(eq(fixtures.seasonId, context.season.id))
  const ratings = playerRatings(played.flatMap((row) => row.players))
  const handicaps = gameHandicaps(rule, game.x01, [sideRating(game.home, ratings), sideRating(game.away, ratings)])
  return handicaps.some((points) => points > 0) ? handicaps : null
}

/**
 * Starts a game on an engine match of its own (kind `league`, the template's x01 settings, the away team throwing
 * first in odd games), once both teams named its players. Captains of either team and the admins score it through
 * `POST /matches/{id}/events`; its finishing visit records the result. A game that has its match answers it again.
 */
export function startLeagueGame(
  db: Database,
  input: GameInput,
): Promise<Result<Committed<{ matchId: string; isNew: boolean }>, StartLeagueGameError>> {
  return startGameOf(db, {
    game: input.game,
    load: (tx) => loadLeagueMatch(tx, { ...input, forUpdate: true }),
    mayScore: (context) => permissionsOf(context).score,
  })
}

/**
 * Starts game `game` of the match `load` finds (holding its fixture row) for a scorer `mayScore` lets in: a user
 * (`startLeagueGame`) or a venue board's tablet (ADR 016). The engine match is owned by `context.viewer`.
 */
export async function startGameOf<E extends string>(
  db: Database,
  input: {
    game: number
    load: (tx: Database) => Promise<Result<LeagueMatchContext, E>>
    mayScore: (context: LeagueMatchContext) => boolean
  },
): Promise<Result<Committed<{ matchId: string; isNew: boolean }>, StartLeagueGameError | E>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await input.load(tx)
    if (!found.ok) return found
    const context = found.value
    const { fixture, template } = context
    const slot = template.games[input.game - 1]
    if (!slot) return fail('leagueGame.notFound')
    if (isSignedOff(fixture.state)) return fail('leagueMatch.signedOff')
    if (!input.mayScore(context)) return fail('auth.forbidden')
    const existing = context.games.find((game) => game.number === input.game)
    if (existing?.matchId) return ok({ matchId: existing.matchId, isNew: false, effects: null })
    if (existing) return fail('leagueGame.finished')
    if (!slot.x01) return fail('leagueGame.resultOnly')
    if (template.play === 'untilDecided' && scoreOf(template, context.games).isDecided)
      return fail('leagueMatch.decided')
    const [home, away] = playersOf(context, input.game)
    if (!home || !away) return fail('leagueGame.notReady')
    const handicaps = await leagueGameHandicaps(tx, context, { x01: slot.x01, home, away })
    const config = await leagueGameConfig(tx, {
      fixture,
      slot: { ...slot, x01: slot.x01 },
      number: input.game,
      home,
      away,
      handicaps,
    })
    const matchId = await insertEngineMatch(tx, { kind: 'league', config, ownerId: context.viewer.userId })
    const game: FixtureGameRow = (
      await tx
        .insert(fixtureGames)
        .values({
          organisationId: fixture.organisationId,
          fixtureId: fixture.id,
          number: input.game,
          homeParticipantIds: home,
          awayParticipantIds: away,
          matchId,
          handicaps,
          startedAt: new Date(),
        })
        .returning()
    )[0] as FixtureGameRow
    await audit(tx, context, { action: 'gameStarted', game: input.game })
    const told = await saveFixtureState(
      tx,
      fixture,
      stateAfterGames(fixture.state, scoreOf(template, [...context.games, game])),
      fixture.template ? {} : { template: context.storedTemplate },
    )
    return ok({ matchId, isNew: true, effects: told })
  })
  if (!outcome.ok) return outcome
  const { effects: told, ...started } = outcome.value
  return ok(committed(started, told ?? mergeEffects()))
}

/**
 * A game's result typed in afterwards (legs, and per player 180s, 171s and high checkouts), or a forfeit (the
 * forfeiting team loses by the legs needed to nil). Before sign-off the captains and admins enter results, and a
 * change clears the confirmations given; after sign-off only an admin corrects, with the reason, audited with the
 * result before and after. The standings and leaderboards read the games, so they follow at once.
 */
export async function enterLeagueGameResult(
  db: Database,
  input: GameInput & { result: z.output<typeof LeagueGameResultInputSchema> },
): Promise<Result<Committed<LeagueMatch>, EnterLeagueResultError>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await loadLeagueMatch(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    const context = found.value
    const { fixture, template } = context
    const slot = template.games[input.game - 1]
    if (!slot) return fail('leagueGame.notFound')
    const can = permissionsOf(context)
    const correcting = isSignedOff(fixture.state)
    if (correcting ? !can.correct : !can.score) return fail('auth.forbidden')
    const { result } = input
    if (correcting && result.reason === '') return failWith('leagueGame.reasonRequired', { field: 'reason' })
    const existing = context.games.find((game) => game.number === input.game)
    if (existing?.matchId && existing.legsHome === null && !context.viewer.isAdmin) return fail('leagueGame.live')
    const [home, away] = playersOf(context, input.game)
    const forfeitedBy = result.forfeited_by === null ? undefined : sideIndex(result.forfeited_by)
    // A team that forfeits may have named nobody; the other team must have.
    if ((!home && forfeitedBy !== 0) || (!away && forfeitedBy !== 1)) return fail('leagueGame.notReady')
    const legs = forfeitedBy === undefined ? result.legs : forfeitOutcome(slot, forfeitedBy).legs
    if (forfeitedBy === undefined) {
      const fits = checkResultLegs(leagueGameFormat(slot), legs, { allowsDraw: slot.legs.mode === 'playAll' })
      if (!fits.ok) return failWith('leagueGame.legsDoNotFit', { field: 'legs' })
    }
    const players: [string[], string[]] = [home ?? [], away ?? []]
    const unknown = Object.keys(result.extras).find((id) => !players.flat().includes(id))
    if (unknown) return failWith('leagueGame.unknownPlayer', { field: 'extras' })
    const figures = enteredGamePlayers({
      legs,
      players,
      ...(forfeitedBy === undefined ? {} : { forfeitedBy }),
      extras: Object.fromEntries(
        Object.entries(result.extras).map(([id, extra]) => [
          id,
          {
            oneEighties: extra.one_eighties,
            oneSeventyOnes: extra.one_seventy_ones,
            highCheckouts: extra.high_checkouts,
          },
        ]),
      ),
    })
    const values = {
      homeParticipantIds: players[0],
      awayParticipantIds: players[1],
      legsHome: legs[0],
      legsAway: legs[1],
      forfeitedBy: result.forfeited_by,
      source: 'entered' as const,
      players: figures,
      finishedAt: new Date(),
      updatedAt: new Date(),
    }
    const before = existing
      ? { legs: [existing.legsHome, existing.legsAway], forfeited_by: existing.forfeitedBy, source: existing.source }
      : null
    const games = existing
      ? await tx.update(fixtureGames).set(values).where(eq(fixtureGames.id, existing.id)).returning()
      : await tx
          .insert(fixtureGames)
          .values({ ...values, organisationId: fixture.organisationId, fixtureId: fixture.id, number: input.game })
          .returning()
    const saved = games[0] as FixtureGameRow
    const after = { legs: [...legs], forfeited_by: result.forfeited_by, source: 'entered' }
    await audit(tx, context, {
      action: correcting ? 'corrected' : 'resultEntered',
      game: input.game,
      reason: result.reason,
      details: { before, after },
    })
    const all = [...context.games.filter((game) => game.number !== input.game), saved]
    const unconfirm = correcting
      ? {}
      : { homeConfirmedAt: null, homeConfirmedBy: null, awayConfirmedAt: null, awayConfirmedBy: null }
    const told = await saveFixtureState(tx, fixture, stateAfterGames(fixture.state, scoreOf(template, all)), {
      ...unconfirm,
      ...(fixture.template ? {} : { template: context.storedTemplate }),
    })
    const reloaded = await loadLeagueMatch(tx, input)
    if (!reloaded.ok) throw new Error('The match vanished in its own transaction')
    return ok({ match: await toLeagueMatch(tx, reloaded.value), told })
  })
  if (!outcome.ok) return outcome
  return ok(committed(outcome.value.match, outcome.value.told))
}

/** Whether the user may score this league game's engine match: an admin, or a captain of either team, before sign-off. */
export async function mayScoreLeagueMatch(tx: Database, userId: string, matchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ fixture: fixtures })
    .from(fixtureGames)
    .innerJoin(fixtures, eq(fixtures.id, fixtureGames.fixtureId))
    .where(eq(fixtureGames.matchId, matchId))
  if (!row || isSignedOff(row.fixture.state)) return false
  const viewer = await loadViewer(tx, { id: userId, isSuperAdmin: false }, row.fixture.organisationId)
  return (
    viewer.isAdmin ||
    viewer.captainOf.includes(row.fixture.homeTeamSeasonId) ||
    viewer.captainOf.includes(row.fixture.awayTeamSeasonId)
  )
}

/**
 * Records the result of a league game whose engine match just finished, in the transaction of its finishing event:
 * the legs and each player's figures from the replayed visits, then the match's state.
 */
export async function recordScoredLeagueGame(
  tx: Database,
  input: { matchId: string; state: X01MatchState; userId: string },
): Promise<Effects | null> {
  const [row] = await tx
    .select({ game: fixtureGames, fixture: fixtures })
    .from(fixtureGames)
    .innerJoin(fixtures, eq(fixtures.id, fixtureGames.fixtureId))
    .where(eq(fixtureGames.matchId, input.matchId))
    .for('update')
  if (!row) return null
  const { game, fixture } = row
  const home = homeEngineSide(game.number)
  const bySide: [string[], string[]] =
    home === 0 ? [game.homeParticipantIds, game.awayParticipantIds] : [game.awayParticipantIds, game.homeParticipantIds]
  const figures = scoredGamePlayers(input.state, bySide).map((player) => ({
    ...player,
    side: (player.side === home ? 0 : 1) as 0 | 1,
  }))
  const legsWon = input.state.legsWon
  const [saved] = await tx
    .update(fixtureGames)
    .set({
      legsHome: legsWon[home] ?? 0,
      legsAway: legsWon[1 - home] ?? 0,
      source: 'scored',
      players: figures,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(fixtureGames.id, game.id))
    .returning()
  const games = await tx.select().from(fixtureGames).where(eq(fixtureGames.fixtureId, fixture.id))
  const [season] = await tx.select().from(seasons).where(eq(seasons.id, fixture.seasonId))
  if (!season || !saved) throw new Error('A league game lost its season')
  const template = templateOf(fixture, season, await divisionTemplateRow(tx, fixture.divisionId))
  await tx.insert(fixtureAudit).values({
    organisationId: fixture.organisationId,
    fixtureId: fixture.id,
    action: 'gameScored',
    game: game.number,
    userId: input.userId,
  })
  return saveFixtureState(tx, fixture, stateAfterGames(fixture.state, scoreOf(template, games)))
}

/** The season's pages hear of a visit in a league game (its live legs), without a change of the match's state. */
export async function leagueGameVisited(tx: Database, matchId: string): Promise<Effects | null> {
  const [row] = await tx
    .select({ id: fixtures.id, seasonId: fixtures.seasonId, state: fixtures.state })
    .from(fixtureGames)
    .innerJoin(fixtures, eq(fixtures.id, fixtureGames.fixtureId))
    .where(eq(fixtureGames.matchId, matchId))
  return row ? leagueChanged(row, row.state) : null
}
