import type { Board, UpdateBoardInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { boards } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedBoard } from './find-managed-board'
import { toBoards } from './to-board'

/** Renames a board or switches it on or off. A disabled board takes no tablet logins. */
export async function updateBoard(
  db: Database,
  input: { userId: string; eventId: string; boardId: string; changes: z.output<typeof UpdateBoardInputSchema> },
): Promise<Result<Board, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const found = await findManagedBoard(db, input)
  if (!found.ok) return found
  const [row] = await db
    .update(boards)
    .set({ name: input.changes.name, enabled: input.changes.enabled, updatedAt: new Date() })
    .where(eq(boards.id, found.value.id))
    .returning()
  if (!row) throw new Error('The board was not updated')
  const [board] = await toBoards(db, [row])
  if (!board) throw new Error('The board was not read back')
  return ok(board)
}
