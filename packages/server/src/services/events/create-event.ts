import type { CreatedEvent, EventInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { events, venues } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { ok, type Result } from '../result'
import { checkEventFields, type EventFieldError } from './check-event-fields'
import { insertBoard } from './insert-board'
import { toEventDetail } from './to-event-detail'

/**
 * Creates an event in the caller's personal organisation. At a venue, the event starts with the venue's default
 * boards, numbered 1 to n; their login codes are in the answer, this once.
 */
export async function createEvent(
  db: Database,
  input: { user: { id: string; name: string }; event: z.output<typeof EventInputSchema> },
): Promise<Result<CreatedEvent, EventFieldError>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const { event } = input
  const startsAt = new Date(event.starts_at)
  const endsAt = event.ends_at ? new Date(event.ends_at) : null
  return db.transaction(async (tx) => {
    const checked = await checkEventFields(tx, {
      organisationId,
      timeZone: event.time_zone,
      startsAt,
      endsAt,
      venueId: event.venue_id,
    })
    if (!checked.ok) return checked
    const [row] = await tx
      .insert(events)
      .values({
        organisationId,
        createdBy: input.user.id,
        name: event.name,
        startsAt,
        endsAt,
        timeZone: checked.value.timeZone,
        venueId: event.venue_id,
        description: event.description,
        visibility: event.visibility,
      })
      .returning()
    if (!row) throw new Error('The event was not inserted')
    const [venue] = event.venue_id
      ? await tx.select({ boards: venues.defaultBoardCount }).from(venues).where(eq(venues.id, event.venue_id))
      : []
    const boards = []
    for (let number = 1; number <= (venue?.boards ?? 0); number += 1) {
      const board = await insertBoard(tx, { place: { eventId: row.id }, number, name: '' })
      // A new event has no boards yet, so no number can be taken.
      if (!board.ok) throw new Error(`A new event already had board ${number}`)
      boards.push(board.value)
    }
    return ok({ ...(await toEventDetail(tx, row, true)), boards })
  })
}
