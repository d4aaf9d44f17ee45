import type { EventDetail } from '@oche/api'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments, venues, type EventRow } from '../../db/schema/index'
import { anonymous, visibleTournamentIds, type Viewer } from '../visibility/visibility'

/**
 * An event on the wire with its venue and tournaments. Its organisers see every tournament; anyone else neither
 * private nor test tournaments, unless they play in one (the visibility rule, `visibleTournamentIds`).
 */
export async function toEventDetail(
  db: Database,
  row: EventRow,
  canManage: boolean,
  viewer: Viewer = anonymous,
): Promise<EventDetail> {
  const [venue] = row.venueId ? await db.select().from(venues).where(eq(venues.id, row.venueId)) : []
  const played = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      startsAt: tournaments.startsAt,
      organisationId: tournaments.organisationId,
      visibility: tournaments.visibility,
      isTest: tournaments.isTest,
      eventId: tournaments.eventId,
    })
    .from(tournaments)
    .where(eq(tournaments.eventId, row.id))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.name))
  const visible = canManage ? null : await visibleTournamentIds(db, viewer, played, 'listing')
  const tournamentRows = visible ? played.filter((tournament) => visible.has(tournament.id)) : played
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
