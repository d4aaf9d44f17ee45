import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { events, venues } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedVenue } from './access'

/** Deletes a venue the user manages; refused (409) while an event takes place there. */
export async function deleteVenue(
  db: Database,
  input: { userId: string; venueId: string },
): Promise<Result<null, 'venue.notFound' | 'venue.inUse'>> {
  const found = await findManagedVenue(db, input)
  if (!found.ok) return found
  return db.transaction(async (tx) => {
    await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, found.value.id)).for('update')
    const [inUse] = await tx.select({ id: events.id }).from(events).where(eq(events.venueId, found.value.id)).limit(1)
    if (inUse) return fail('venue.inUse')
    await tx.delete(venues).where(eq(venues.id, found.value.id))
    return ok(null)
  })
}
