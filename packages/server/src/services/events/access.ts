import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { events, venues, type EventRow, type VenueRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { canManageOrganisation } from '../organisations/organisation-managers'

/** A venue of an organisation the user manages; any other venue is not found (venues are never public). */
export async function findManagedVenue(
  db: Database,
  input: { userId: string; venueId: string },
): Promise<Result<VenueRow, 'venue.notFound'>> {
  const [row] = await db.select().from(venues).where(eq(venues.id, input.venueId))
  if (!row) return fail('venue.notFound')
  if (await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })) return ok(row)
  return fail('venue.notFound')
}

/**
 * An event the user may manage (super admins manage every one). Someone else's private event answers
 * `event.notFound`, a public or unlisted one `auth.forbidden`, as for tournaments. Pass `forUpdate` inside a
 * transaction to hold the row until it commits.
 */
export async function findManagedEvent(
  db: Database,
  input: { userId: string; eventId: string; forUpdate?: boolean },
): Promise<Result<EventRow, 'event.notFound' | 'auth.forbidden'>> {
  const query = db.select().from(events).where(eq(events.id, input.eventId))
  const [row] = input.forUpdate ? await query.for('update') : await query
  if (!row) return fail('event.notFound')
  if (await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })) return ok(row)
  return fail(row.visibility === 'private' ? 'event.notFound' : 'auth.forbidden')
}

/**
 * An event the caller (null when not signed in) may see, and whether they manage it: public and unlisted events
 * are for anyone, private ones for their organisers only.
 */
export async function findVisibleEvent(
  db: Database,
  input: { userId: string | null; eventId: string },
): Promise<Result<{ row: EventRow; canManage: boolean }, 'event.notFound'>> {
  const [row] = await db.select().from(events).where(eq(events.id, input.eventId))
  if (!row) return fail('event.notFound')
  const canManage = input.userId
    ? await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })
    : false
  if (row.visibility === 'private' && !canManage) return fail('event.notFound')
  return ok({ row, canManage })
}
