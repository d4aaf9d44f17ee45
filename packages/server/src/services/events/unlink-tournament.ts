import type { EventDetail } from '@oche/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedEvent } from './access'
import { toEventDetail } from './to-event-detail'

/** Takes a tournament out of an event the user manages; the tournament itself stays. */
export async function unlinkTournament(
  db: Database,
  input: { userId: string; eventId: string; tournamentId: string },
): Promise<Result<EventDetail, 'event.notFound' | 'auth.forbidden' | 'event.tournamentNotLinked'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  const [unlinked] = await db
    .update(tournaments)
    .set({ eventId: null, eventJoinedAt: null })
    .where(and(eq(tournaments.id, input.tournamentId), eq(tournaments.eventId, event.value.id)))
    .returning({ id: tournaments.id })
  if (!unlinked) return fail('event.tournamentNotLinked')
  return ok(await toEventDetail(db, event.value, true))
}
