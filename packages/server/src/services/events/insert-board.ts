import type { BoardWithCode } from '@oche/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { generateBoardCode, hashBoardCode } from './board-codes'
import { atPlace, type BoardPlace } from './board-places'
import { toBoards } from './to-board'

/**
 * Adds a board to an event or a league venue with a fresh login code, answered once here. A number the place has
 * already is refused; a code that happens to be some other board's is drawn again.
 */
export async function insertBoard(
  db: Database,
  input: { place: BoardPlace; number: number; name: string },
): Promise<Result<BoardWithCode, 'board.numberTaken'>> {
  for (;;) {
    const code = generateBoardCode()
    const [row] = await db
      .insert(boards)
      .values({ ...input.place, number: input.number, name: input.name, codeHash: hashBoardCode(code) })
      .onConflictDoNothing()
      .returning()
    if (row) {
      const [board] = await toBoards(db, [row])
      if (!board) throw new Error('The board was not read back')
      return ok({ ...board, code })
    }
    const [taken] = await db
      .select({ id: boards.id })
      .from(boards)
      .where(and(atPlace(input.place), eq(boards.number, input.number)))
    if (taken) return fail('board.numberTaken')
  }
}
