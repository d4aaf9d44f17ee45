import type { BoardList } from '@oche/api'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedEvent } from './access'
import { toBoards } from './to-board'

/** The boards of an event the user manages, by number. */
export async function listBoards(
  db: Database,
  input: { userId: string; eventId: string },
): Promise<Result<BoardList, 'event.notFound' | 'auth.forbidden'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  const rows = await db.select().from(boards).where(eq(boards.eventId, event.value.id)).orderBy(asc(boards.number))
  return ok(await toBoards(db, rows))
}
