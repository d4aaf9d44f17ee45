import type { Database } from '../../db/database'
import type { BoardRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedEvent } from './access'
import { boardAt } from './board-places'

/** A board of an event the user manages; a board of another event is not found. */
export async function findManagedBoard(
  db: Database,
  input: { userId: string; eventId: string; boardId: string },
): Promise<Result<BoardRow, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  const row = await boardAt(db, { eventId: event.value.id }, input.boardId)
  return row ? ok(row) : fail('board.notFound')
}
