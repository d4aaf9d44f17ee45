import type { UpdateVenueInputSchema, Venue } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { venues } from '../../db/schema/index'
import type { z } from 'zod'
import { ok, type Result } from '../result'
import { findManagedVenue } from './access'
import { toVenue } from './to-venue'

/** Changes the fields sent of a venue the user manages. Events at the venue keep their boards. */
export async function updateVenue(
  db: Database,
  input: { userId: string; venueId: string; changes: z.output<typeof UpdateVenueInputSchema> },
): Promise<Result<Venue, 'venue.notFound'>> {
  const found = await findManagedVenue(db, input)
  if (!found.ok) return found
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
      updatedAt: new Date(),
    })
    .where(eq(venues.id, found.value.id))
    .returning()
  if (!row) throw new Error('The venue was not updated')
  return ok(toVenue(row))
}
