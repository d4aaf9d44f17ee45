import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards, type BoardRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedEvent } from './access'

/** A board of an event the user manages; a board of another event is not found. */
export async function findManagedBoard(
  db: Database,
  input: { userId: string; eventId: string; boardId: string },
): Promise<Result<BoardRow, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, input.boardId), eq(boards.eventId, event.value.id)))
  return row ? ok(row) : fail('board.notFound')
}
