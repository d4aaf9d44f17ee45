import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { events } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedEvent } from './access'

/** Deletes an event with its boards; its tournaments stay, no longer part of an event. */
export async function deleteEvent(
  db: Database,
  input: { userId: string; eventId: string },
): Promise<Result<null, 'event.notFound' | 'auth.forbidden'>> {
  const found = await findManagedEvent(db, input)
  if (!found.ok) return found
  await db.delete(events).where(eq(events.id, found.value.id))
  return ok(null)
}
