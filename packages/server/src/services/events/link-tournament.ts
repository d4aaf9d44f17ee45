import type { EventDetail } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedTournament } from '../tournaments/access'
import { findManagedEvent } from './access'
import { toEventDetail } from './to-event-detail'

/**
 * Plays a tournament at an event: both must be the user's to manage, and of one organisation. A tournament is
 * played at one event at most, so linking it moves it from any other.
 */
export async function linkTournament(
  db: Database,
  input: { userId: string; eventId: string; tournamentId: string },
): Promise<
  Result<
    EventDetail,
    'event.notFound' | 'auth.forbidden' | 'tournament.notFound' | 'event.tournamentOfOtherOrganisation'
  >
> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  const tournament = await findManagedTournament(db, input)
  if (!tournament.ok) return tournament
  if (tournament.value.organisationId !== event.value.organisationId) {
    return fail('event.tournamentOfOtherOrganisation')
  }
  // Its games wait for the event's boards from now on (not from the event's start, nor from the draw).
  const joinedAt = tournament.value.eventId === event.value.id ? tournament.value.eventJoinedAt : new Date()
  await db
    .update(tournaments)
    .set({ eventId: event.value.id, eventJoinedAt: joinedAt })
    .where(eq(tournaments.id, tournament.value.id))
  return ok(await toEventDetail(db, event.value, true))
}
