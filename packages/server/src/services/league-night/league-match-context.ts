import {
  realtimeChannels,
  realtimeEvents,
  SeasonSettingsSchema,
  type FixtureState,
  type LeagueSide,
  type SeasonSettings,
} from '@oche/api'
import {
  cupMatchWinner,
  teamMatchScore,
  type CupTemplate,
  type LeagueGameOutcome,
  type MatchTemplate,
  type TeamMatchScore,
} from '@oche/darts'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  fixtureAudit,
  fixtureGames,
  fixtureLineups,
  divisions,
  fixtures,
  type DivisionRow,
  type FixtureGameRow,
  type FixtureLineupRow,
  type FixtureRow,
  type SeasonRow,
} from '../../db/schema/index'
import { seasonAccess, type Caller, type SeasonAccess } from '../competition/access'
import { effects, type Effects } from '../effects'
import { afterCupMatchChange } from './cup-state'
import { fail, ok, type Result } from '../result'

/** A team match as the services read it: the fixture, its template, lineups and the games played so far. */
export type LeagueMatchContext = SeasonAccess & {
  fixture: FixtureRow
  /** The games played now: a cup match's deciding game is one more game once the others left it level. */
  template: MatchTemplate
  /** The template as stored (a cup's with its deciding game apart): the one frozen on the match. */
  storedTemplate: MatchTemplate
  lineups: { home: FixtureLineupRow | null; away: FixtureLineupRow | null }
  /** By game number; a game appears once it started or has a result. */
  games: FixtureGameRow[]
  /**
   * A venue board's tablet acting on the match (ADR 016) rather than a user: what it does is audited with the
   * board's number and no user.
   */
  board?: { id: string; number: number }
}

export type LeagueMatchInput = { caller: Caller; org: string; season: string; match: string }
export type LeagueMatchAccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound' | 'fixture.notFound'

/** A season's settings with the defaults of what it did not store yet (seasons made before the league night). */
export function seasonSettings(season: SeasonRow): SeasonSettings {
  return SeasonSettingsSchema.parse(season.settings)
}

/** A division's template: its own (league-rules.md §3: overridable per division), else the season's. */
export function divisionTemplate(
  season: SeasonRow,
  division: Pick<DivisionRow, 'matchTemplate'> | null | undefined,
): MatchTemplate {
  return division?.matchTemplate ?? seasonSettings(season).match_template
}

/** The match's template: the one it was frozen with at its first lineup, else its division's. */
export function templateOf(
  fixture: FixtureRow,
  season: SeasonRow,
  division: Pick<DivisionRow, 'matchTemplate'> | null | undefined,
): MatchTemplate {
  return fixture.template ?? divisionTemplate(season, division)
}

/** The template of a division by its id (none for a fixture whose division is gone). */
export async function divisionTemplateRow(
  db: Database,
  divisionId: string | null,
): Promise<Pick<DivisionRow, 'matchTemplate'> | null> {
  if (!divisionId) return null
  const [row] = await db
    .select({ matchTemplate: divisions.matchTemplate })
    .from(divisions)
    .where(eq(divisions.id, divisionId))
  return row ?? null
}

/**
 * Each game's outcome for the team match score: legs home and away, or null while it has no result; `count` games
 * (a cup match's deciding game is the one after the template's).
 */
export function outcomesOf(
  template: MatchTemplate,
  games: readonly FixtureGameRow[],
  count = template.games.length,
): LeagueGameOutcome[] {
  return Array.from({ length: count }, (_, index) => {
    const game = games.find((row) => row.number === index + 1)
    if (!game || game.legsHome === null || game.legsAway === null) return null
    const legs: [number, number] = [game.legsHome, game.legsAway]
    return game.forfeitedBy ? { legs, forfeitedBy: game.forfeitedBy === 'home' ? 0 : 1 } : { legs }
  })
}

/**
 * The games a match plays as its games stand (league-rules.md §9): a cup match whose games ended level plays its
 * deciding game as one more game, after the others (so a level match is not over until it is played); any other
 * match, and a cup match not level, plays its template's games (kept as given, to be asked again as games come in).
 */
export function playedTemplate(template: MatchTemplate, games: readonly FixtureGameRow[]): MatchTemplate {
  const { decidingGame } = template as Partial<CupTemplate>
  if (!decidingGame) return template
  const cup: CupTemplate = { ...template, decidingGame }
  const count = template.games.length
  const match = cupMatchWinner(cup, outcomesOf(template, games, count + 1))
  const decides =
    match.state === 'decidingGame' ||
    (match.state === 'won' && match.decidedBy === 'decidingGame') ||
    games.some((game) => game.number === count + 1)
  if (!decides) return template
  const { decidingGame: _played, ...rest } = cup
  void _played
  return { ...rest, games: [...template.games, decidingGame], play: 'all' }
}

/** The team match score of the games as they stand (a cup match's deciding game counted once it is played). */
export function scoreOf(template: MatchTemplate, games: readonly FixtureGameRow[]): TeamMatchScore {
  const played = playedTemplate(template, games)
  return teamMatchScore(played, outcomesOf(played, games))
}

/** Games by the fixture they belong to. */
export function gamesByFixture(games: readonly FixtureGameRow[]): Map<string, FixtureGameRow[]> {
  const map = new Map<string, FixtureGameRow[]>()
  for (const game of games) map.set(game.fixtureId, [...(map.get(game.fixtureId) ?? []), game])
  return map
}

/** The sides of the match whose captain the caller is (both for the organisation's admins). */
export function captainedSides(access: SeasonAccess, fixture: FixtureRow): LeagueSide[] {
  const { viewer } = access
  if (viewer.isAdmin) return ['home', 'away']
  const sides: LeagueSide[] = []
  if (viewer.captainOf.includes(fixture.homeTeamSeasonId)) sides.push('home')
  if (viewer.captainOf.includes(fixture.awayTeamSeasonId)) sides.push('away')
  return sides
}

/** Signed off or under dispute: captains change nothing more; an admin corrects with a reason. */
export function isSignedOff(state: FixtureState): boolean {
  return state === 'confirmed' || state === 'disputed'
}

/**
 * The team match by its slug, for a caller who may read the season (its admins and players). `forUpdate` locks the
 * fixture row: lineups, games and sign-off of one match are written one at a time.
 */
export async function loadLeagueMatch(
  db: Database,
  input: LeagueMatchInput & { forUpdate?: boolean },
): Promise<Result<LeagueMatchContext, LeagueMatchAccessError>> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  const fixture = await findFixture(db, access.value.season.id, input.match, input.forUpdate)
  if (!fixture) return fail('fixture.notFound')
  return ok(await matchContext(db, access.value, fixture))
}

/** A team match of the season by its slug; `forUpdate` locks its row. */
export async function findFixture(
  db: Database,
  seasonId: string,
  slug: string,
  forUpdate = false,
): Promise<FixtureRow | null> {
  const query = db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.slug, slug)))
  const [fixture] = forUpdate ? await query.for('update') : await query
  return fixture ?? null
}

/** The team match of a fixture already found, for a caller whose access to its season is known. */
export async function matchContext(
  db: Database,
  access: SeasonAccess & Pick<LeagueMatchContext, 'board'>,
  fixture: FixtureRow,
): Promise<LeagueMatchContext> {
  const { season } = access
  const [lineupRows, games, division] = await Promise.all([
    db.select().from(fixtureLineups).where(eq(fixtureLineups.fixtureId, fixture.id)),
    db.select().from(fixtureGames).where(eq(fixtureGames.fixtureId, fixture.id)).orderBy(asc(fixtureGames.number)),
    divisionTemplateRow(db, fixture.divisionId),
  ])
  const storedTemplate = templateOf(fixture, season, division)
  return {
    ...access,
    fixture,
    template: playedTemplate(storedTemplate, games),
    storedTemplate,
    lineups: {
      home: lineupRows.find((row) => row.side === 'home') ?? null,
      away: lineupRows.find((row) => row.side === 'away') ?? null,
    },
    games,
  }
}

/** Records what happened to the match, by whom and why. */
export async function audit(
  tx: Database,
  context: LeagueMatchContext,
  entry: {
    action: typeof fixtureAudit.$inferInsert.action
    game?: number
    side?: LeagueSide
    reason?: string
    details?: Record<string, unknown>
  },
): Promise<void> {
  await tx.insert(fixtureAudit).values({
    organisationId: context.fixture.organisationId,
    fixtureId: context.fixture.id,
    action: entry.action,
    game: entry.game ?? null,
    side: entry.side ?? null,
    reason: entry.reason ?? '',
    details: context.board ? { ...entry.details, board: context.board.number } : (entry.details ?? {}),
    userId: context.board ? null : context.viewer.userId,
  })
}

/**
 * The state a match moves to after a game started or got a result: decided (every game, or one team out of reach)
 * is `played`, awaiting the captains; otherwise `live`. A signed-off match keeps its state.
 */
export function stateAfterGames(current: FixtureState, score: TeamMatchScore): FixtureState {
  if (isSignedOff(current)) return current
  return score.isDecided ? 'played' : 'live'
}

/** Writes the match's new state and tells the season's pages. */
export async function saveFixtureState(
  tx: Database,
  fixture: FixtureRow,
  state: FixtureState,
  extra: Partial<typeof fixtures.$inferInsert> = {},
): Promise<Effects> {
  await tx
    .update(fixtures)
    .set({ ...extra, state, updatedAt: new Date() })
    .where(eq(fixtures.id, fixture.id))
  // A cup match's winner takes it into its next round: the knockout fixtures that became known, in this transaction.
  await afterCupMatchChange(tx, fixture)
  return leagueChanged(fixture, state)
}

/** `league.updated` on the season's channel: the match's pages, the standings and the leaderboards refetch. */
export function leagueChanged(fixture: Pick<FixtureRow, 'id' | 'seasonId'>, state: FixtureState): Effects {
  return effects({
    publish: [
      {
        channel: realtimeChannels.league(fixture.seasonId),
        event: realtimeEvents.leagueUpdated,
        data: { seasonId: fixture.seasonId, matchId: fixture.id, state },
      },
    ],
  })
}
