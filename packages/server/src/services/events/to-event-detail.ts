import type { EventDetail } from '@oche/api'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments, venues, type EventRow } from '../../db/schema/index'

/**
 * An event on the wire with its venue and tournaments. Its organisers see every tournament; anyone else neither
 * private nor test tournaments.
 */
export async function toEventDetail(db: Database, row: EventRow, canManage: boolean): Promise<EventDetail> {
  const [venue] = row.venueId ? await db.select().from(venues).where(eq(venues.id, row.venueId)) : []
  const played = eq(tournaments.eventId, row.id)
  const tournamentRows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      startsAt: tournaments.startsAt,
    })
    .from(tournaments)
    .where(canManage ? played : and(played, ne(tournaments.visibility, 'private'), eq(tournaments.isTest, false)))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.name))
  return {
    id: row.id,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    time_zone: row.timeZone,
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
    description: row.description,
    visibility: row.visibility,
    tournaments: tournamentRows.map((tournament) => ({
      id: tournament.id,
      name: tournament.name,
      status: tournament.status,
      starts_at: tournament.startsAt.toISOString(),
    })),
    can_manage: canManage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
