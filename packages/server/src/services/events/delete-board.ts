import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boards } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedBoard } from './find-managed-board'

/** Removes a board; the tablets logged in to it are logged out with it. */
export async function deleteBoard(
  db: Database,
  input: { userId: string; eventId: string; boardId: string },
): Promise<Result<null, 'event.notFound' | 'auth.forbidden' | 'board.notFound'>> {
  const found = await findManagedBoard(db, input)
  if (!found.ok) return found
  await db.delete(boards).where(eq(boards.id, found.value.id))
  return ok(null)
}
