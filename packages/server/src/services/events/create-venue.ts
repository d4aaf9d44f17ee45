import type { Venue, VenueInputSchema } from '@oche/api'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { venues } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { ok, type Result } from '../result'
import { toVenue } from './to-venue'

/** Adds a venue to the caller's personal organisation. */
export async function createVenue(
  db: Database,
  input: { user: { id: string; name: string }; venue: z.output<typeof VenueInputSchema> },
): Promise<Result<Venue, never>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const { venue } = input
  const [row] = await db
    .insert(venues)
    .values({
      organisationId,
      name: venue.name,
      street: venue.street,
      postcode: venue.postcode,
      city: venue.city,
      country: venue.country,
      mapUrl: venue.map_url,
      defaultBoardCount: venue.default_board_count,
      notes: venue.notes,
    })
    .returning()
  if (!row) throw new Error('The venue was not inserted')
  return ok(toVenue(row))
}
