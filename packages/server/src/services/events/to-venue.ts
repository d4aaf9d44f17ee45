import type { Venue } from '@oche/api'
import type { VenueRow } from '../../db/schema/index'

/** A venue row on the wire. */
export function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    map_url: row.mapUrl,
    default_board_count: row.defaultBoardCount,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
