import {
  toLeagueMatchScore,
  toLeagueWinner,
  type LeagueGame,
  type LeagueLineupPlayer,
  type LeagueMatch,
  type FixtureState,
  type LeagueMatchPermissions,
  type LeagueMatchSummary,
  type LeagueSide,
} from '@oche/api'
import type { MatchTemplate } from '@oche/darts'
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  fixtureAudit,
  fixtureGames,
  fixtures,
  matches,
  participants,
  seasons,
  teamMembers,
  users,
  type FixtureGameRow,
  type FixtureRow,
} from '../../db/schema/index'
import { selectFixtureRows, type FixtureWithNames } from '../competition/fixtures'
import {
  captainedSides,
  gamesByFixture,
  isSignedOff,
  scoreOf,
  templateOf,
  type LeagueMatchContext,
} from './league-match-context'

const sides: readonly LeagueSide[] = ['home', 'away']

/** The summaries of the matches `where` selects, with their scores from the games played. */
export async function loadLeagueMatchSummaries(db: Database, where: SQL | undefined): Promise<LeagueMatchSummary[]> {
  const rows = await selectFixtureRows(db, where)
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.fixture.id)
  const [games, seasonRows] = await Promise.all([
    db.select().from(fixtureGames).where(inArray(fixtureGames.fixtureId, ids)),
    db
      .select()
      .from(seasons)
      .where(inArray(seasons.id, [...new Set(rows.map((row) => row.fixture.seasonId))])),
  ])
  const gamesOf = gamesByFixture(games)
  return rows.map((row) => {
    const season = seasonRows.find((candidate) => candidate.id === row.fixture.seasonId)
    if (!season) throw new Error(`Fixture ${row.fixture.id} has no season`)
    const template = templateOf(row.fixture, season, row.division)
    return toSummary(row, template, gamesOf.get(row.fixture.id) ?? [])
  })
}

function toSummary(
  row: FixtureWithNames,
  template: MatchTemplate,
  games: readonly FixtureGameRow[],
): LeagueMatchSummary {
  const { fixture } = row
  return {
    id: fixture.id,
    slug: fixture.slug,
    week: fixture.weekIndex + 1,
    date: fixture.date,
    division: { slug: row.division.slug, name: row.division.name },
    home: row.home,
    away: row.away,
    venue: row.venue?.id ? { id: row.venue.id, name: row.venue.name } : null,
    state: fixture.state,
    score: toLeagueMatchScore(scoreOf(template, games)),
    games_count: template.games.length,
  }
}

/** What the caller may do on the match now (`LeagueMatchPermissions`). */
/** Not started yet: scheduled, or postponed without a date. */
const isUnplayed = (state: FixtureState) => state === 'scheduled' || state === 'postponed'

export function permissionsOf(context: LeagueMatchContext): LeagueMatchPermissions {
  const { fixture, viewer, season } = context
  const captained = captainedSides(context, fixture)
  const open = !season.isArchived && !isSignedOff(fixture.state)
  const unconfirmed = sides.filter((side) =>
    side === 'home' ? fixture.homeConfirmedAt === null : fixture.awayConfirmedAt === null,
  )
  const mayConfirm =
    !season.isArchived && (fixture.state === 'played' || (viewer.isAdmin && fixture.state === 'disputed'))
  return {
    lineup: open ? captained : [],
    score: open && captained.length > 0,
    confirm: mayConfirm ? captained.filter((side) => unconfirmed.includes(side)) : [],
    dispute: !season.isArchived && fixture.state === 'played' && captained.length > 0 && !viewer.isAdmin,
    correct: !season.isArchived && viewer.isAdmin && isSignedOff(fixture.state),
    move: !season.isArchived && isUnplayed(fixture.state) && captained.length > 0,
  }
}

/** The names of participants, by id. */
async function participantNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: participants.id, name: participants.name })
    .from(participants)
    .where(inArray(participants.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** A team's current players this season, by name. */
export async function squadOf(db: Database, teamSeasonId: string): Promise<LeagueLineupPlayer[]> {
  const rows = await db
    .select({ participant_id: participants.id, name: participants.name })
    .from(teamMembers)
    .innerJoin(participants, eq(participants.id, teamMembers.participantId))
    .where(and(eq(teamMembers.teamSeasonId, teamSeasonId), isNull(teamMembers.leftOn)))
    .orderBy(asc(participants.name))
  return rows
}

function teamSeasonOf(fixture: FixtureRow, side: LeagueSide): string {
  return side === 'home' ? fixture.homeTeamSeasonId : fixture.awayTeamSeasonId
}

/**
 * Who reads a team match: the season's `members` (admins, captains and players), or the `public` of the league's
 * site, who get no audit trail and no dispute (their viewer, `siteVisitor`, already sees no squad and no `can`).
 */
export type LeagueMatchAudience = 'members' | 'public'

/** The team match as the caller may see it: the other team's lineup only once both are in. */
export async function toLeagueMatch(
  db: Database,
  context: LeagueMatchContext,
  audience: LeagueMatchAudience = 'members',
): Promise<LeagueMatch> {
  const { fixture, template, lineups, games } = context
  const can = permissionsOf(context)
  const bothIn = lineups.home !== null && lineups.away !== null
  const visible = new Set<LeagueSide>(bothIn ? sides : captainedSides(context, fixture))
  const lineupOf = (side: LeagueSide, number: number): string[] => {
    const started = games.find((game) => game.number === number)
    if (started) return side === 'home' ? started.homeParticipantIds : started.awayParticipantIds
    return visible.has(side) ? (lineups[side]?.games[number - 1] ?? []) : []
  }
  const [[row], auditRows, squads, liveSummaries] = await Promise.all([
    selectFixtureRows(db, eq(fixtures.id, fixture.id)),
    audience === 'members' ? auditOf(db, fixture.id) : Promise.resolve([]),
    Promise.all(
      sides.map((side) => (can.lineup.includes(side) ? squadOf(db, teamSeasonOf(fixture, side)) : Promise.resolve([]))),
    ),
    liveLegs(db, games),
  ])
  if (!row) throw new Error(`Fixture ${fixture.id} vanished`)
  const ids = template.games.flatMap((_, index) => [...lineupOf('home', index + 1), ...lineupOf('away', index + 1)])
  const names = await participantNames(db, ids)
  const players = (list: readonly string[]): LeagueLineupPlayer[] =>
    list.map((id) => ({ participant_id: id, name: names.get(id) ?? '' }))
  const confirmer = async (userId: string | null, at: Date | null) => {
    if (!at) return null
    const [user] = userId ? await db.select({ name: users.name }).from(users).where(eq(users.id, userId)) : []
    return { by: user?.name ?? '', at: at.toISOString() }
  }
  const lastDispute = auditRows.findLast((entry) => entry.entry.action === 'disputed')
  return {
    ...toSummary(row, template, games),
    template: template as LeagueMatch['template'],
    lineups_submitted: { home: lineups.home !== null, away: lineups.away !== null },
    squads: { home: squads[0] ?? [], away: squads[1] ?? [] },
    games: template.games.map((slot, index): LeagueGame => {
      const number = index + 1
      const game = games.find((candidate) => candidate.number === number)
      const home = lineupOf('home', number)
      const away = lineupOf('away', number)
      const hasResult = game !== undefined && game.legsHome !== null && game.legsAway !== null
      const named = Boolean(lineups.home?.games[index]?.length && lineups.away?.games[index]?.length)
      const legs: [number, number] | null = hasResult
        ? [game.legsHome ?? 0, game.legsAway ?? 0]
        : game?.matchId
          ? (liveSummaries.get(game.matchId) ?? null)
          : null
      return {
        number,
        slot: slot as LeagueGame['slot'],
        home: players(home),
        away: players(away),
        state: hasResult ? 'finished' : game?.matchId ? 'live' : named || game ? 'ready' : 'waiting',
        match_id: game?.matchId ?? null,
        legs,
        winner: hasResult ? toLeagueWinner(winnerOf(legs)) : null,
        forfeited_by: game?.forfeitedBy ?? null,
        source: hasResult ? (game.source ?? 'entered') : null,
        handicaps: game?.handicaps ?? null,
      }
    }),
    confirmations: {
      home: await confirmer(fixture.homeConfirmedBy, fixture.homeConfirmedAt),
      away: await confirmer(fixture.awayConfirmedBy, fixture.awayConfirmedAt),
    },
    dispute:
      fixture.state === 'disputed' && lastDispute
        ? { by: lastDispute.by ?? '', at: lastDispute.entry.at.toISOString(), reason: lastDispute.entry.reason }
        : null,
    audit: auditRows.map(({ entry, by }) => ({
      at: entry.at.toISOString(),
      by: by ?? '',
      action: entry.action,
      game: entry.game,
      side: entry.side,
      reason: entry.reason,
      ...(typeof entry.details.board === 'number' ? { board: entry.details.board } : {}),
    })),
    can,
  }
}

/** The match's audit trail, oldest first, with who did each thing. */
function auditOf(db: Database, fixtureId: string) {
  return db
    .select({ entry: fixtureAudit, by: users.name })
    .from(fixtureAudit)
    .leftJoin(users, eq(users.id, fixtureAudit.userId))
    .where(eq(fixtureAudit.fixtureId, fixtureId))
    .orderBy(asc(fixtureAudit.at))
}

function winnerOf(legs: readonly [number, number] | null): 0 | 1 | 'draw' | null {
  if (!legs) return null
  return legs[0] > legs[1] ? 0 : legs[1] > legs[0] ? 1 : 'draw'
}

/** The legs won so far in the live games' engine matches, home first. */
async function liveLegs(db: Database, games: readonly FixtureGameRow[]): Promise<Map<string, [number, number]>> {
  const live = games.filter((game) => game.matchId && game.legsHome === null)
  if (live.length === 0) return new Map()
  const rows = await db
    .select({ id: matches.id, summary: matches.summary })
    .from(matches)
    .where(
      inArray(
        matches.id,
        live.map((game) => game.matchId as string),
      ),
    )
  return new Map(
    live.flatMap((game) => {
      const row = rows.find((candidate) => candidate.id === game.matchId)
      if (!row) return []
      const home = homeEngineSide(game.number)
      const won = row.summary.legsWon
      return [[row.id, [won[home] ?? 0, won[1 - home] ?? 0] as [number, number]]]
    }),
  )
}

/**
 * The engine side the home team plays a game on: the first-named side throws first, and by default (league-rules.md
 * §4) the away team throws first in the first and every odd game.
 */
export function homeEngineSide(gameNumber: number): 0 | 1 {
  return gameNumber % 2 === 1 ? 1 : 0
}
