import type { BoardWithCode } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boardDevices, boards, type BoardRow } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { generateBoardCode, hashBoardCode } from './board-codes'
import { findManagedBoard } from './find-managed-board'
import { toBoards } from './to-board'

/**
 * Gives a board a new login code, answered this once, and logs out every tablet logged in with the old one: a
 * leaked code or a lost tablet stops working.
 */
export async function regenerateBoardCode(
  db: Database,
  input: { userId: string; eventId: string; boardId: string },
): Promise<Result<BoardWithCode, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const found = await findManagedBoard(db, input)
  if (!found.ok) return found
  return ok(await newBoardCode(db, found.value))
}

/** `regenerateBoardCode` on a board its caller may manage (an event's or a league venue's). */
export async function newBoardCode(db: Database, found: BoardRow): Promise<BoardWithCode> {
  const now = new Date()
  const { row, code } = await db.transaction(async (tx) => {
    for (;;) {
      const fresh = generateBoardCode()
      const [taken] = await tx
        .select({ id: boards.id })
        .from(boards)
        .where(eq(boards.codeHash, hashBoardCode(fresh)))
      if (taken) continue
      const [updated] = await tx
        .update(boards)
        .set({ codeHash: hashBoardCode(fresh), updatedAt: now })
        .where(eq(boards.id, found.id))
        .returning()
      if (!updated) throw new Error('The board was not updated')
      await tx
        .update(boardDevices)
        .set({ revokedAt: now })
        .where(and(eq(boardDevices.boardId, found.id), isNull(boardDevices.revokedAt)))
      return { row: updated, code: fresh }
    }
  })
  const [board] = await toBoards(db, [row])
  if (!board) throw new Error('The board was not read back')
  return { ...board, code }
}
