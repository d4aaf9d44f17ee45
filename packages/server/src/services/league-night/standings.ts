import type {
  IndividualStandings,
  LeagueLeaderboards,
  LeagueStandings,
  LeagueStandingsRow,
  TeamStatistics,
} from '@oche/api'
import {
  divisionZones,
  individualStandings,
  leagueLeaderboards,
  leagueStandings,
  type LeaguePlayerGame,
  type LeagueStandingsRow as EngineRow,
  type LeagueTieBreaker,
} from '@oche/darts'
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  divisions,
  fixtureGames,
  fixtures,
  participants,
  teamSeasons,
  teams,
  type DivisionRow,
  type FixtureRow,
  type SeasonRow,
} from '../../db/schema/index'
import { findDivision, findTeamSeason, readSeason, type Caller, type SeasonScope } from '../competition/access'
import { fail, ok, type Result } from '../result'
import { divisionTemplate, gamesByFixture, scoreOf, seasonSettings, templateOf } from './league-match-context'
import { loadLeagueMatchSummaries } from './league-match-view'
import { activeAdjustments, engineAdjustments } from './standings-adjustments'

type SeasonInput = { caller: Caller; org: string; season: string }
type Link = { slug: string; name: string }

/** The fixtures `where` selects with their games (every fixture, played or not). */
async function fixturesWithGames(db: Database, where: SQL | undefined) {
  const rows = await db.select().from(fixtures).where(where).orderBy(asc(fixtures.weekIndex), asc(fixtures.date))
  if (rows.length === 0) return []
  const games = await db
    .select()
    .from(fixtureGames)
    .where(
      inArray(
        fixtureGames.fixtureId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(fixtureGames.number))
  const gamesOf = gamesByFixture(games)
  return rows.map((fixture) => ({ fixture, games: gamesOf.get(fixture.id) ?? [] }))
}

/** The season's team links by team-season id. */
async function teamLinks(db: Database, seasonId: string): Promise<Map<string, Link & { divisionId: string | null }>> {
  const rows = await db
    .select({ id: teamSeasons.id, name: teamSeasons.name, slug: teams.slug, divisionId: teamSeasons.divisionId })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(eq(teamSeasons.seasonId, seasonId))
    .orderBy(asc(teamSeasons.name))
  return new Map(rows.map((row) => [row.id, { slug: row.slug, name: row.name, divisionId: row.divisionId }]))
}

/**
 * The season's league divisions, highest first (by `position`, then name): the order the end of season promotes and
 * relegates by (league-rules.md §10), and so the standings' zones.
 */
export async function leagueDivisionsOf(db: Database, seasonId: string): Promise<DivisionRow[]> {
  return db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), eq(divisions.kind, 'league')))
    .orderBy(asc(divisions.position), asc(divisions.name))
}

/**
 * The division's table from its decided matches, ordered by its template's points and the season's tie-break chain,
 * with the places that go up and down at the end of the season. `leagueDivisions`: the season's league divisions
 * highest first, when the caller has them (`leagueDivisionsOf`).
 */
export async function computeStandings(
  db: Database,
  season: SeasonRow,
  division: DivisionRow,
  leagueDivisions?: readonly DivisionRow[],
): Promise<LeagueStandings> {
  const settings = seasonSettings(season)
  const template = divisionTemplate(season, division)
  const links = await teamLinks(db, season.id)
  const teamIds = [...links].filter(([, team]) => team.divisionId === division.id).map(([id]) => id)
  const played = await fixturesWithGames(db, eq(fixtures.divisionId, division.id))
  const matches = played.flatMap(({ fixture, games }) => {
    const score = scoreOf(templateOf(fixture, season, division), games)
    return score.isDecided ? [{ home: fixture.homeTeamSeasonId, away: fixture.awayTeamSeasonId, score }] : []
  })
  const adjustments = await activeAdjustments(db, division.id)
  const table = leagueStandings({
    teams: teamIds,
    matches,
    points: template.points,
    tieBreakers: settings.tie_breakers as LeagueTieBreaker[],
    adjustments: engineAdjustments(adjustments),
  })
  const zones = divisionZones({
    divisions: (leagueDivisions ?? (await leagueDivisionsOf(db, season.id))).map((row) => row.id),
    division: division.id,
    teams: table.rows.length,
    up: settings.promotion_places,
    down: settings.relegation_places,
  })
  return {
    division: { slug: division.slug, name: division.name },
    tie_breakers: settings.tie_breakers,
    points: template.points,
    rows: table.rows.map((row) => toStandingsRow(row, links)),
    adjustments: adjustments.map((row) => row.adjustment),
    zones: { promotion: zones.up, relegation: zones.down },
  }
}

export function toStandingsRow(row: EngineRow, links: ReadonlyMap<string, Link>): LeagueStandingsRow {
  const team = links.get(row.teamId)
  return {
    position: row.position,
    team: { slug: team?.slug ?? '', name: team?.name ?? '' },
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    games_won: row.gamesWon,
    games_lost: row.gamesLost,
    legs_won: row.legsWon,
    legs_lost: row.legsLost,
    points: row.points,
    adjustment: row.adjustment,
    above_next:
      row.aboveNext && 'values' in row.aboveNext
        ? { criterion: row.aboveNext.criterion, values: [row.aboveNext.values[0], row.aboveNext.values[1]] }
        : row.aboveNext,
  }
}

/** `GET …/divisions/{division}/standings` (the season's admins and players). */
export async function divisionStandings(db: Database, input: SeasonInput & { division: string }) {
  return readSeason(db, input, (scope) => standingsIn(db, scope, input.division))
}

/** The table of a league division of the season, by the division's slug. */
export async function standingsIn(
  db: Database,
  { season }: SeasonScope,
  slug: string,
): Promise<Result<LeagueStandings, 'division.notFound'>> {
  const division = await findDivision(db, season.id, slug)
  if (!division) return fail('division.notFound')
  return ok(await computeStandings(db, season, division))
}

/** Each player's games of the fixtures given, with the team and match they played them in. */
async function playerGames(db: Database, rows: Awaited<ReturnType<typeof fixturesWithGames>>) {
  const games: (LeaguePlayerGame & { teamSeasonId: string; fixture: FixtureRow })[] = []
  for (const { fixture, games: fixtureGamesList } of rows) {
    for (const game of fixtureGamesList) {
      for (const player of game.players) {
        const teamSeasonId = player.side === 0 ? fixture.homeTeamSeasonId : fixture.awayTeamSeasonId
        games.push({ ...player, teamSeasonId, fixture })
      }
    }
  }
  const ids = [...new Set(games.map((game) => game.participantId))]
  const names = ids.length
    ? await db
        .select({ id: participants.id, name: participants.name })
        .from(participants)
        .where(inArray(participants.id, ids))
    : []
  return { games, names: new Map(names.map((row) => [row.id, row.name])) }
}

/** A player's link: their name and the team they last played for. */
function playerLinker(
  games: readonly (LeaguePlayerGame & { teamSeasonId: string })[],
  names: ReadonlyMap<string, string>,
  links: ReadonlyMap<string, Link>,
) {
  const lastTeam = new Map(games.map((game) => [game.participantId, game.teamSeasonId]))
  return (participantId: string) => {
    const team = links.get(lastTeam.get(participantId) ?? '')
    return {
      participant_id: participantId,
      name: names.get(participantId) ?? '',
      team: team ? { slug: team.slug, name: team.name } : null,
    }
  }
}

function toIndividualRows(
  games: readonly LeaguePlayerGame[],
  player: ReturnType<typeof playerLinker>,
): IndividualStandings {
  return individualStandings(games).map((row) => ({
    position: row.position,
    player: player(row.participantId),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    win_percentage: row.winPercentage,
    legs_won: row.legsWon,
    legs_lost: row.legsLost,
    three_dart_average: row.threeDartAverage,
    first_nine_average: row.firstNineAverage,
    one_eighties: row.oneEighties,
    one_seventy_ones: row.oneSeventyOnes,
    high_checkout: row.highCheckout,
    best_leg: row.bestLeg,
  }))
}

/** `GET …/divisions/{division}/individual-standings` (the season's admins and players). */
export async function divisionIndividualStandings(db: Database, input: SeasonInput & { division: string }) {
  return readSeason(db, input, (scope) => individualStandingsIn(db, scope, input.division))
}

/** Every player who played in a division (or a cup) of the season, by its slug. */
export async function individualStandingsIn(
  db: Database,
  { season }: SeasonScope,
  slug: string,
): Promise<Result<IndividualStandings, 'division.notFound'>> {
  // A cup's slug too: its individual standings are its games' (ADR 015).
  const division = await findDivision(db, season.id, slug, 'any')
  if (!division) return fail('division.notFound')
  const { games, names } = await playerGames(db, await fixturesWithGames(db, eq(fixtures.divisionId, division.id)))
  return ok(toIndividualRows(games, playerLinker(games, names, await teamLinks(db, season.id))))
}

/** `GET …/seasons/{season}/leaderboards` (the season's admins and players). */
export async function seasonLeaderboards(db: Database, input: SeasonInput & { division?: string | undefined }) {
  return readSeason(db, input, (scope) => leaderboardsIn(db, scope, input.division))
}

/** The season's leaderboards (`division`: of one division): 180s and 171s, short legs, games, checkouts. */
export async function leaderboardsIn(
  db: Database,
  { season }: SeasonScope,
  divisionSlug: string | undefined,
): Promise<Result<LeagueLeaderboards, 'division.notFound'>> {
  let where = eq(fixtures.seasonId, season.id)
  if (divisionSlug) {
    const division = await findDivision(db, season.id, divisionSlug, 'any')
    if (!division) return fail('division.notFound')
    where = eq(fixtures.divisionId, division.id)
  }
  const settings = seasonSettings(season)
  const { games, names } = await playerGames(db, await fixturesWithGames(db, where))
  const player = playerLinker(games, names, await teamLinks(db, season.id))
  const boards = leagueLeaderboards(games, {
    lowVisitMaxDarts: settings.low_visit_max_darts,
    highCheckoutMinimum: settings.high_checkout_minimum,
  })
  const matchOf = (index: number) => {
    const fixture = games[index]?.fixture
    return { slug: fixture?.slug ?? '', date: fixture?.date ?? null }
  }
  return ok({
    maxima: boards.maxima.map((row) => ({
      player: player(row.participantId),
      one_eighties: row.oneEighties,
      one_seventy_ones: row.oneSeventyOnes,
    })),
    low_visits: boards.lowVisits.map((row) => ({
      player: player(row.participantId),
      darts: row.darts,
      match: matchOf(row.gameIndex),
    })),
    games_played: boards.gamesPlayed.map((row) => ({
      player: player(row.participantId),
      played: row.played,
      won: row.won,
      lost: row.lost,
      win_percentage: row.winPercentage,
    })),
    high_checkouts: boards.highCheckouts.map((row) => ({
      player: player(row.participantId),
      checkout: row.checkout,
      match: matchOf(row.gameIndex),
    })),
    low_visit_max_darts: settings.low_visit_max_darts,
    high_checkout_minimum: settings.high_checkout_minimum,
  })
}

/** `GET …/teams/{team}/statistics` (the season's admins and players). */
export async function teamStatistics(db: Database, input: SeasonInput & { team: string }) {
  return readSeason(db, input, (scope) => teamStatisticsIn(db, scope, input.team))
}

/** A team's row in its division, its players' figures for it, and its matches this season, by the team's slug. */
export async function teamStatisticsIn(
  db: Database,
  { organisation, season }: SeasonScope,
  slug: string,
): Promise<Result<TeamStatistics, 'team.notFound'>> {
  const found = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: slug })
  if (!found) return fail('team.notFound')
  const { team, teamSeason } = found
  const id = teamSeason.id
  const mine = or(eq(fixtures.homeTeamSeasonId, id), eq(fixtures.awayTeamSeasonId, id))
  const [divisionRow] = teamSeason.divisionId
    ? await db.select().from(divisions).where(eq(divisions.id, teamSeason.divisionId))
    : []
  const standing = divisionRow
    ? ((await computeStandings(db, season, divisionRow)).rows.find((row) => row.team.slug === team.slug) ?? null)
    : null
  const { games, names } = await playerGames(
    db,
    await fixturesWithGames(db, and(eq(fixtures.seasonId, season.id), mine)),
  )
  const ours = games.filter((game) => game.teamSeasonId === id)
  return ok({
    team: { slug: team.slug, name: teamSeason.name },
    standing,
    players: toIndividualRows(ours, playerLinker(ours, names, await teamLinks(db, season.id))),
    matches: await loadLeagueMatchSummaries(db, and(eq(fixtures.seasonId, season.id), mine)),
  })
}
