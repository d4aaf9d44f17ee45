import type { MyEvents } from '@oche/api'
import { count, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards, events, tournaments, venues } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { managedOrganisationIds } from '../organisations/organisation-managers'

const LIMIT = 200

/** The events of every organisation the user manages, latest start first. */
export async function listMyEvents(db: Database, input: { userId: string }): Promise<Result<MyEvents, never>> {
  const organisationIds = await managedOrganisationIds(db, input.userId)
  if (organisationIds.length === 0) return ok([])
  const rows = await db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(events.organisationId, organisationIds))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(LIMIT)
  const ids = rows.map((row) => row.event.id)
  const [tournamentCounts, boardCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ eventId: tournaments.eventId, count: count() })
            .from(tournaments)
            .where(inArray(tournaments.eventId, ids))
            .groupBy(tournaments.eventId),
          db
            .select({ eventId: boards.eventId, count: count() })
            .from(boards)
            .where(inArray(boards.eventId, ids))
            .groupBy(boards.eventId),
        ])
  const tournamentsOf = new Map(tournamentCounts.map((row) => [row.eventId, row.count]))
  const boardsOf = new Map(boardCounts.map((row) => [row.eventId, row.count]))
  return ok(
    rows.map(({ event, venue }) => ({
      id: event.id,
      name: event.name,
      starts_at: event.startsAt.toISOString(),
      ends_at: event.endsAt?.toISOString() ?? null,
      time_zone: event.timeZone,
      venue: venue
        ? {
            id: venue.id,
            name: venue.name,
            street: venue.street,
            postcode: venue.postcode,
            city: venue.city,
            country: venue.country,
            map_url: venue.mapUrl,
          }
        : null,
      visibility: event.visibility,
      tournaments_count: tournamentsOf.get(event.id) ?? 0,
      boards_count: boardsOf.get(event.id) ?? 0,
      created_at: event.createdAt.toISOString(),
      updated_at: event.updatedAt.toISOString(),
    })),
  )
}
