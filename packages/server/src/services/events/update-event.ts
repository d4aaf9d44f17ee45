import type { EventDetail, UpdateEventInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { events } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedEvent } from './access'
import { checkEventFields, type EventFieldError } from './check-event-fields'
import { toEventDetail } from './to-event-detail'

/** Changes the fields sent of an event the user manages. A new venue leaves the event's boards as they are. */
export async function updateEvent(
  db: Database,
  input: { userId: string; eventId: string; changes: z.output<typeof UpdateEventInputSchema> },
): Promise<Result<EventDetail, 'event.notFound' | 'auth.forbidden' | EventFieldError>> {
  const { changes } = input
  return db.transaction(async (tx) => {
    const found = await findManagedEvent(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    const current = found.value
    const startsAt = changes.starts_at === undefined ? current.startsAt : new Date(changes.starts_at)
    const endsAt =
      changes.ends_at === undefined ? current.endsAt : changes.ends_at === null ? null : new Date(changes.ends_at)
    const venueId = changes.venue_id === undefined ? current.venueId : changes.venue_id
    const checked = await checkEventFields(tx, {
      organisationId: current.organisationId,
      timeZone: changes.time_zone ?? current.timeZone,
      startsAt,
      endsAt,
      // The venue it has is fine even if it moved to another organisation since.
      venueId: venueId === current.venueId ? null : venueId,
    })
    if (!checked.ok) return checked
    const [row] = await tx
      .update(events)
      .set({
        name: changes.name,
        startsAt,
        endsAt,
        timeZone: checked.value.timeZone,
        venueId,
        description: changes.description,
        visibility: changes.visibility,
        updatedAt: new Date(),
      })
      .where(eq(events.id, current.id))
      .returning()
    if (!row) throw new Error('The event was not updated')
    return ok(await toEventDetail(tx, row, true))
  })
}
