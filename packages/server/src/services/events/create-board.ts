import type { BoardInputSchema, BoardWithCode } from '@oche/api'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import type { Result } from '../result'
import { findManagedEvent } from './access'
import { insertBoard } from './insert-board'

/** Adds a board to an event the user manages; the answer holds its login code, shown this once. */
export async function createBoard(
  db: Database,
  input: { userId: string; eventId: string; board: z.output<typeof BoardInputSchema> },
): Promise<Result<BoardWithCode, 'event.notFound' | 'auth.forbidden' | 'board.numberTaken'>> {
  const event = await findManagedEvent(db, input)
  if (!event.ok) return event
  return insertBoard(db, { place: { eventId: event.value.id }, number: input.board.number, name: input.board.name })
}
