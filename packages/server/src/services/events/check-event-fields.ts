import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { venues } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { canonicalTimeZone } from './time-zone'

export type EventFieldError = 'event.unknownTimeZone' | 'event.endsBeforeStart' | 'event.unknownVenue'

/**
 * Checks an event's fields as they will be stored: a known time zone (answered in its canonical spelling), an end
 * after the start, and a venue of the event's organisation.
 */
export async function checkEventFields(
  db: Database,
  input: { organisationId: string; timeZone: string; startsAt: Date; endsAt: Date | null; venueId: string | null },
): Promise<Result<{ timeZone: string }, EventFieldError>> {
  const timeZone = canonicalTimeZone(input.timeZone)
  if (!timeZone) return fail('event.unknownTimeZone')
  if (input.endsAt && input.endsAt.getTime() <= input.startsAt.getTime()) return fail('event.endsBeforeStart')
  if (input.venueId) {
    const [venue] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, input.venueId), eq(venues.organisationId, input.organisationId)))
    if (!venue) return fail('event.unknownVenue')
  }
  return ok({ timeZone })
}
