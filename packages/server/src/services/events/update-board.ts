import type { Board, UpdateBoardInputSchema } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { boardDevices, boards, type BoardRow } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedBoard } from './find-managed-board'
import { toBoards } from './to-board'

/** Renames a board or switches it on or off. A disabled board takes no tablet logins and its tablets are logged out. */
export async function updateBoard(
  db: Database,
  input: { userId: string; eventId: string; boardId: string; changes: z.output<typeof UpdateBoardInputSchema> },
): Promise<Result<Board, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const found = await findManagedBoard(db, input)
  if (!found.ok) return found
  return ok(await changeBoard(db, found.value, input.changes))
}

/** `updateBoard` on a board its caller may manage (an event's or a league venue's). */
export async function changeBoard(
  db: Database,
  found: BoardRow,
  changes: z.output<typeof UpdateBoardInputSchema>,
): Promise<Board> {
  const now = new Date()
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(boards)
      .set({ name: changes.name, enabled: changes.enabled, updatedAt: now })
      .where(eq(boards.id, found.id))
      .returning()
    // Switched off, it stops scoring at once: its tablets are logged out (as by a new code) and must log in
    // again with the code once it is back on.
    if (changes.enabled === false)
      await tx
        .update(boardDevices)
        .set({ revokedAt: now })
        .where(and(eq(boardDevices.boardId, found.id), isNull(boardDevices.revokedAt)))
    return updated
  })
  if (!row) throw new Error('The board was not updated')
  const [board] = await toBoards(db, [row])
  if (!board) throw new Error('The board was not read back')
  return board
}
