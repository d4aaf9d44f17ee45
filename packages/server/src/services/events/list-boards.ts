import type { BoardList } from '@oche/api'
import type { Database } from '../../db/database'
import { ok, type Result } from '../result'
import { findManagedEvent } from './access'
import { boardRowsAt } from './board-places'
import { toBoards } from './to-board'

/** The boards of an event the user manages, by number. */
export async function listBoards(
  db: Database,
  input: { userId: string; eventId: string },
): Promise<Result<BoardList, 'event.notFound' | 'auth.forbidden'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  return ok(await toBoards(db, await boardRowsAt(db, { eventId: event.value.id })))
}
