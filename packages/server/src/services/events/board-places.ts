import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards, type BoardRow } from '../../db/schema/index'

/** Where boards stand: an event's, or a league venue's own (ADR 016). */
export type BoardPlace = { eventId: string } | { venueId: string }

/** The boards of one place, as a condition on `boards`. */
export function atPlace(place: BoardPlace) {
  return 'eventId' in place ? eq(boards.eventId, place.eventId) : eq(boards.venueId, place.venueId)
}

/** The boards of a place, by number. */
export function boardRowsAt(db: Database, place: BoardPlace): Promise<BoardRow[]> {
  return db.select().from(boards).where(atPlace(place)).orderBy(asc(boards.number))
}

/** A board of this place by its id; a board elsewhere is not found. */
export async function boardAt(db: Database, place: BoardPlace, boardId: string): Promise<BoardRow | null> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, boardId), atPlace(place)))
  return row ?? null
}
