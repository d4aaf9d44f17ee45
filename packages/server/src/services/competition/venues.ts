import type {
  CompetitionVenue,
  CompetitionVenueInputSchema,
  CompetitionVenueList,
  TeamList,
  UpdateCompetitionVenueInputSchema,
} from '@oche/api'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { events, fixtures, seasons, teamSeasons, venues, type VenueRow } from '../../db/schema/index'
import { toVenue } from '../events/to-venue'
import { fail, ok, type Result } from '../result'
import { adminAccess, findSeason, type Caller, type OrganisationAccess } from './access'
import { loadTeams } from './team-views'

type OrganisationInput = { caller: Caller; org: string }
export type VenueInput = OrganisationInput & { venue: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden'

async function currentSeasonId(db: Database, organisationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.organisationId, organisationId), eq(seasons.isCurrent, true)))
  return row?.id ?? null
}

async function toCompetitionVenues(
  db: Database,
  rows: VenueRow[],
  organisationId: string,
): Promise<CompetitionVenue[]> {
  const seasonId = await currentSeasonId(db, organisationId)
  const ids = rows.map((row) => row.id)
  const counts =
    seasonId && ids.length > 0
      ? await db
          .select({ venueId: teamSeasons.venueId, n: count() })
          .from(teamSeasons)
          .where(and(eq(teamSeasons.seasonId, seasonId), inArray(teamSeasons.venueId, ids)))
          .groupBy(teamSeasons.venueId)
      : []
  const countOf = new Map(counts.map((row) => [row.venueId, row.n]))
  return rows.map((row) => ({ ...toVenue(row), weekdays: row.weekdays, teams_count: countOf.get(row.id) ?? 0 }))
}

export async function venueAccess(
  db: Database,
  input: VenueInput,
): Promise<Result<OrganisationAccess & { venue: VenueRow }, AccessError | 'venue.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, input.venue), eq(venues.organisationId, access.value.organisation.id)))
  if (!venue) return fail('venue.notFound')
  return ok({ ...access.value, venue })
}

/** The organisation's venues by name (admins), with the teams at home there this season. */
export async function listCompetitionVenues(
  db: Database,
  input: OrganisationInput,
): Promise<Result<CompetitionVenueList, AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const organisationId = access.value.organisation.id
  const rows = await db
    .select()
    .from(venues)
    .where(eq(venues.organisationId, organisationId))
    .orderBy(asc(venues.name), asc(venues.id))
  return ok(await toCompetitionVenues(db, rows, organisationId))
}

/** A new venue of the organisation. */
export async function createCompetitionVenue(
  db: Database,
  input: OrganisationInput & { fields: z.output<typeof CompetitionVenueInputSchema> },
): Promise<Result<CompetitionVenue, AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const organisationId = access.value.organisation.id
  const { fields } = input
  const [row] = await db
    .insert(venues)
    .values({
      organisationId,
      name: fields.name,
      street: fields.street,
      postcode: fields.postcode,
      city: fields.city,
      country: fields.country,
      mapUrl: fields.map_url,
      defaultBoardCount: fields.default_board_count,
      notes: fields.notes,
      weekdays: fields.weekdays,
    })
    .returning()
  if (!row) throw new Error('The venue was not inserted')
  const [venue] = await toCompetitionVenues(db, [row], organisationId)
  return ok(venue!)
}

/** One venue of the organisation (admins). */
export async function getCompetitionVenue(
  db: Database,
  input: VenueInput,
): Promise<Result<CompetitionVenue, AccessError | 'venue.notFound'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  const [venue] = await toCompetitionVenues(db, [access.value.venue], access.value.organisation.id)
  return ok(venue!)
}

/** Changes the fields sent of a venue. Fixtures already made keep their dates. */
export async function updateCompetitionVenue(
  db: Database,
  input: VenueInput & { changes: z.output<typeof UpdateCompetitionVenueInputSchema> },
): Promise<Result<CompetitionVenue, AccessError | 'venue.notFound'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  const { changes } = input
  const [row] = await db
    .update(venues)
    .set({
      name: changes.name,
      street: changes.street,
      postcode: changes.postcode,
      city: changes.city,
      country: changes.country,
      mapUrl: changes.map_url,
      defaultBoardCount: changes.default_board_count,
      notes: changes.notes,
      weekdays: changes.weekdays,
      updatedAt: new Date(),
    })
    .where(eq(venues.id, access.value.venue.id))
    .returning()
  if (!row) throw new Error('The venue was not updated')
  const [venue] = await toCompetitionVenues(db, [row], access.value.organisation.id)
  return ok(venue!)
}

/** Deletes a venue no team, fixture or event uses (409 otherwise). */
export async function deleteCompetitionVenue(
  db: Database,
  input: VenueInput,
): Promise<Result<null, AccessError | 'venue.notFound' | 'competitionVenue.inUse'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  const venueId = access.value.venue.id
  return db.transaction(async (tx) => {
    await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update')
    const [team] = await tx.select({ id: teamSeasons.id }).from(teamSeasons).where(eq(teamSeasons.venueId, venueId))
    const [fixture] = await tx.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.venueId, venueId))
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.venueId, venueId))
    if (team || fixture || event) return fail('competitionVenue.inUse')
    await tx.delete(venues).where(eq(venues.id, venueId))
    return ok(null)
  })
}

/** The teams at home at the venue in a season (the current one unless `season` names one), by name (admins). */
export async function listVenueTeams(
  db: Database,
  input: VenueInput & { season?: string | undefined },
): Promise<Result<TeamList, AccessError | 'venue.notFound' | 'season.notFound'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  const { organisation, venue, viewer } = access.value
  const seasonId = input.season
    ? (await findSeason(db, organisation.id, input.season))?.id
    : await currentSeasonId(db, organisation.id)
  if (input.season && !seasonId) return fail('season.notFound')
  if (!seasonId) return ok([])
  return ok(
    await loadTeams(db, {
      seasonId,
      where: eq(teamSeasons.venueId, venue.id),
      viewer,
    }),
  )
}
