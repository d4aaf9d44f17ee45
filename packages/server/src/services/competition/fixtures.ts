import {
  buildFixturesInput,
  fixtureHasResult,
  fixtureSlug,
  fixturesRefusal,
  isoDay,
  rescheduleRefusal,
  SeasonSettingsSchema,
  toFixtures,
  type Fixture,
  type FixtureList,
  type GenerateFixturesInputSchema,
  type PlanVenue,
  type RescheduleFixtureInputSchema,
} from '@oche/api'
import {
  canRegenerate,
  checkPostponement,
  generateFixtures,
  lastWeeksStart,
  rescheduleMatch,
  type PostponementError,
} from '@oche/darts'
import { aliasedTable, and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import {
  divisions,
  fixtureReschedules,
  fixtures,
  teamSeasons,
  teams,
  venues,
  type DivisionRow,
  type SeasonRow,
} from '../../db/schema/index'
import { fail, failWith, ok, type Result } from '../result'
import { findDivision, seasonAccess, unlessArchived, type Caller } from './access'

type SeasonInput = { caller: Caller; org: string; season: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'
type GenerateError =
  | AccessError
  | 'season.archived'
  | 'division.notFound'
  | 'competition.unknownDivision'
  | 'fixtures.resultsEntered'
  | 'fixtures.tooFewTeams'
  | 'fixtures.notEnoughNights'
  | 'fixtures.invalidLeagueNights'
  | 'fixtures.teamWithoutVenue'
  | 'fixtures.teamWithoutNight'
  | 'fixtures.nightNotHosted'
  | 'fixtures.venueFull'

const homeTeamSeasons = aliasedTable(teamSeasons, 'home_team_seasons')
const awayTeamSeasons = aliasedTable(teamSeasons, 'away_team_seasons')
const homeTeams = aliasedTable(teams, 'home_teams')
const awayTeams = aliasedTable(teams, 'away_teams')

/** Fixture rows with their division, teams and venue, by week, date, division and home team. */
export async function selectFixtureRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      fixture: fixtures,
      division: {
        slug: divisions.slug,
        name: divisions.name,
        position: divisions.position,
        matchTemplate: divisions.matchTemplate,
      },
      home: { slug: homeTeams.slug, name: homeTeamSeasons.name },
      away: { slug: awayTeams.slug, name: awayTeamSeasons.name },
      venue: { id: venues.id, name: venues.name },
    })
    .from(fixtures)
    .innerJoin(divisions, eq(divisions.id, fixtures.divisionId))
    .innerJoin(homeTeamSeasons, eq(homeTeamSeasons.id, fixtures.homeTeamSeasonId))
    .innerJoin(homeTeams, eq(homeTeams.id, homeTeamSeasons.teamId))
    .innerJoin(awayTeamSeasons, eq(awayTeamSeasons.id, fixtures.awayTeamSeasonId))
    .innerJoin(awayTeams, eq(awayTeams.id, awayTeamSeasons.teamId))
    .leftJoin(venues, eq(venues.id, fixtures.venueId))
    .where(where)
    .orderBy(asc(fixtures.weekIndex), asc(fixtures.date), asc(divisions.position), asc(homeTeamSeasons.name))
}

export type FixtureWithNames = Awaited<ReturnType<typeof selectFixtureRows>>[number]

/** Fixtures on the wire, by week, date, division and home team, with their moves. */
async function loadFixtures(db: Database, where: SQL | undefined): Promise<FixtureList> {
  const rows = await selectFixtureRows(db, where)
  if (rows.length === 0) return []
  const moves = await db
    .select()
    .from(fixtureReschedules)
    .where(
      inArray(
        fixtureReschedules.fixtureId,
        rows.map((row) => row.fixture.id),
      ),
    )
    .orderBy(asc(fixtureReschedules.at))
  return rows.map(({ fixture, division, home, away, venue }) => ({
    id: fixture.id,
    slug: fixture.slug,
    week: fixture.weekIndex + 1,
    date: fixture.date,
    division: { slug: division.slug, name: division.name },
    home,
    away,
    venue: venue?.id ? { id: venue.id, name: venue.name } : null,
    state: fixture.state,
    reschedules: moves
      .filter((move) => move.fixtureId === fixture.id)
      .map((move) => ({
        from_date: move.fromDate,
        to_date: move.toDate,
        reason: move.reason,
        at: move.at.toISOString(),
      })),
  }))
}

/** The organisation's venues as the generator plans with them. */
async function planVenues(db: Database, organisationId: string): Promise<PlanVenue[]> {
  const rows = await db.select().from(venues).where(eq(venues.organisationId, organisationId))
  return rows.map((row) => ({ id: row.id, boards: row.defaultBoardCount, weekdays: row.weekdays }))
}

/**
 * Generates the fixtures of the season's divisions (all, or `only`) with `@oche/darts`' generator and stores them in
 * place of the divisions' former ones. Refused once a match of one of them has a result. Divisions generated alone
 * share their venues' boards with no other division: generate the whole season to plan shared venues together.
 */
async function generate(
  db: Database,
  input: { season: SeasonRow; only: DivisionRow[] | null },
): Promise<Result<null, GenerateError>> {
  const { season } = input
  const seasonDivisions =
    input.only ??
    (await db
      .select()
      .from(divisions)
      .where(and(eq(divisions.seasonId, season.id), eq(divisions.kind, 'league')))
      .orderBy(asc(divisions.position)))
  const divisionIds = seasonDivisions.map((division) => division.id)
  if (divisionIds.length === 0) return fail('fixtures.tooFewTeams')
  const seasonTeams = await db
    .select({ teamSeason: teamSeasons, slug: teams.slug })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(and(eq(teamSeasons.seasonId, season.id), inArray(teamSeasons.divisionId, divisionIds)))
    .orderBy(asc(teamSeasons.name), asc(teamSeasons.id))
  const teamsOf = (divisionId: string) => seasonTeams.filter((row) => row.teamSeason.divisionId === divisionId)
  // A whole season leaves out divisions that cannot play yet; a division asked for by name must.
  const planned = input.only ? seasonDivisions : seasonDivisions.filter((division) => teamsOf(division.id).length >= 2)
  if (planned.length === 0) return fail('fixtures.tooFewTeams')
  const plannedIds = planned.map((division) => division.id)
  const existing = await db
    .select({ state: fixtures.state })
    .from(fixtures)
    .where(inArray(fixtures.divisionId, plannedIds))
  if (!canRegenerate(existing.map((row) => ({ hasResult: fixtureHasResult(row.state) }))))
    return fail('fixtures.resultsEntered')
  const venueList = await planVenues(db, season.organisationId)
  const outcome = generateFixtures(
    buildFixturesInput({
      seasonId: season.id,
      settings: season.settings,
      venues: venueList,
      divisions: planned.map((division) => ({
        id: division.id,
        teams: teamsOf(division.id).map(({ teamSeason }) => ({
          id: teamSeason.id,
          venueId: teamSeason.venueId,
          homeWeekday: teamSeason.homeWeekday,
        })),
      })),
    }),
  )
  if (!outcome.ok) {
    const refusal = fixturesRefusal(outcome)
    const team = seasonTeams.find((row) => row.teamSeason.id === refusal.details.team_id)
    const division = planned.find((row) => row.id === refusal.details.division_id)
    const details = {
      ...(team ? { team: team.slug } : {}),
      ...(division ? { division: division.slug } : {}),
      ...(refusal.details.venue_id ? { venue_id: refusal.details.venue_id } : {}),
      ...(refusal.details.date ? { date: refusal.details.date } : {}),
    }
    return failWith(refusal.error, { details })
  }
  const slugOf = new Map(seasonTeams.map((row) => [row.teamSeason.id, row.slug]))
  await db.transaction(async (tx) => {
    await tx.delete(fixtures).where(inArray(fixtures.divisionId, plannedIds))
    const rows = outcome.value.matches.map((match) => ({
      organisationId: season.organisationId,
      seasonId: season.id,
      divisionId: match.divisionId,
      slug: fixtureSlug(match.weekIndex + 1, slugOf.get(match.homeTeamId) ?? '', slugOf.get(match.awayTeamId) ?? ''),
      weekIndex: match.weekIndex,
      date: match.date,
      homeTeamSeasonId: match.homeTeamId,
      awayTeamSeasonId: match.awayTeamId,
      venueId: match.venueId || null,
    }))
    // In slices: a big season has hundreds of matches.
    for (let start = 0; start < rows.length; start += 200)
      await tx.insert(fixtures).values(rows.slice(start, start + 200))
  })
  return ok(null)
}

/** Generates the fixture list of the whole season, or of the divisions listed (admins). */
export async function generateSeasonFixtures(
  db: Database,
  input: SeasonInput & { request: z.output<typeof GenerateFixturesInputSchema> },
): Promise<Result<FixtureList, GenerateError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  let only: DivisionRow[] | null = null
  if (input.request.divisions) {
    only = []
    for (const slug of new Set(input.request.divisions)) {
      const division = await findDivision(db, season.id, slug)
      if (!division) return failWith('competition.unknownDivision', { field: 'divisions' })
      only.push(division)
    }
  }
  const generated = await generate(db, { season, only })
  if (!generated.ok) return generated
  return ok(await loadFixtures(db, leagueFixturesOf(season.id)))
}

/** Generates one division's fixture list (admins). */
export async function generateDivisionFixtures(
  db: Database,
  input: SeasonInput & { division: string },
): Promise<Result<FixtureList, GenerateError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const division = await findDivision(db, season.id, input.division)
  if (!division) return fail('division.notFound')
  const open = unlessArchived(season)
  if (!open.ok) return open
  const generated = await generate(db, { season, only: [division] })
  if (!generated.ok) return generated
  return ok(await loadFixtures(db, eq(fixtures.divisionId, division.id)))
}

/** The season's league fixtures: a cup's matches are the cup's (`…/cups/{cup}`) and in the season's matches. */
function leagueFixturesOf(seasonId: string): SQL | undefined {
  return and(eq(fixtures.seasonId, seasonId), eq(divisions.kind, 'league'))
}

/** The season's fixture list of its league divisions (admins). */
export async function listSeasonFixtures(db: Database, input: SeasonInput): Promise<Result<FixtureList, AccessError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  return ok(await loadFixtures(db, leagueFixturesOf(access.value.season.id)))
}

/** A division's fixture list (admins). */
export async function listDivisionFixtures(
  db: Database,
  input: SeasonInput & { division: string },
): Promise<Result<FixtureList, AccessError | 'division.notFound'>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const division = await findDivision(db, access.value.season.id, input.division)
  if (!division) return fail('division.notFound')
  return ok(await loadFixtures(db, eq(fixtures.divisionId, division.id)))
}

/**
 * Moves a match to another date, or postpones it (no date yet), keeping the old date and the reason in its history.
 * A new date must not fall on a day either team already plays, and must fit the venue's nights and boards (`rescheduleMatch`).
 */
export async function rescheduleFixture(
  db: Database,
  input: SeasonInput & { fixture: string; change: z.output<typeof RescheduleFixtureInputSchema> },
): Promise<
  Result<
    Fixture,
    | AccessError
    | 'season.archived'
    | 'fixture.notFound'
    | 'fixture.played'
    | 'fixture.sameDate'
    | 'fixture.teamBusy'
    | 'fixture.venueClosed'
    | 'fixture.venueFull'
    | PostponementError
  >
> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  const { season, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const [fixture] = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, season.id), eq(fixtures.slug, input.fixture)))
  // A captain reads only what is theirs to move: another team's match is not found, as the admins' pages are.
  const isCaptain =
    fixture !== undefined &&
    (viewer.captainOf.includes(fixture.homeTeamSeasonId) || viewer.captainOf.includes(fixture.awayTeamSeasonId))
  if (!viewer.isAdmin && !isCaptain) return fail('auth.forbidden')
  if (!fixture) return fail('fixture.notFound')
  if (fixtureHasResult(fixture.state)) return fail('fixture.played')
  const { date, reason } = input.change
  if (date === null && fixture.date === null) return fail('fixture.sameDate')
  if (!viewer.isAdmin && fixture.date !== null) {
    const settings = SeasonSettingsSchema.parse(season.settings)
    const allowed = checkPostponement({
      rule: settings.postponement,
      date: fixture.date,
      newDate: date,
      today: isoDay(new Date()),
      lastWeeksFrom: lastWeeksStart(settings.league_nights, settings.postponement.lastWeeks),
    })
    if (!allowed.ok) return fail(allowed.error)
  }
  if (date !== null) {
    const all = await db.select().from(fixtures).where(eq(fixtures.seasonId, season.id))
    const moved = rescheduleMatch(
      toFixtures({
        settings: season.settings,
        venues: await planVenues(db, season.organisationId),
        moving: fixture.id,
        fixtures: all.map((row) => ({
          id: row.id,
          divisionId: row.divisionId,
          weekIndex: row.weekIndex,
          date: row.date,
          homeId: row.homeTeamSeasonId,
          awayId: row.awayTeamSeasonId,
          venueId: row.venueId,
        })),
      }),
      fixture.id,
      date,
      reason,
    )
    if (!moved.ok) return fail(rescheduleRefusal(moved))
  }
  await db.transaction(async (tx) => {
    await tx
      .update(fixtures)
      .set({ date, state: date === null ? 'postponed' : 'scheduled', updatedAt: new Date() })
      .where(eq(fixtures.id, fixture.id))
    await tx.insert(fixtureReschedules).values({
      organisationId: fixture.organisationId,
      fixtureId: fixture.id,
      fromDate: fixture.date,
      toDate: date,
      fromVenueId: fixture.venueId,
      toVenueId: fixture.venueId,
      reason,
      changedBy: viewer.userId,
    })
  })
  const [answer] = await loadFixtures(db, eq(fixtures.id, fixture.id))
  if (!answer) throw new Error('The fixture was not found')
  return ok(answer)
}
