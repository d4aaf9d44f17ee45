import type { Board, BoardInputSchema, BoardList, BoardWithCode, UpdateBoardInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { boards, type BoardRow } from '../../db/schema/index'
import { boardAt, boardRowsAt } from '../events/board-places'
import { insertBoard } from '../events/insert-board'
import { newBoardCode } from '../events/regenerate-board-code'
import { toBoards } from '../events/to-board'
import { changeBoard } from '../events/update-board'
import { fail, ok, type Result } from '../result'
import { venueAccess, type VenueInput } from './venues'

// A league venue's own boards (ADR 016), for the organisation's admins: made, renamed, switched off, given a new
// code and removed like an event's boards; a tablet logged in with a code scores the league games at the venue.

type VenueError = 'organisation.notFound' | 'auth.forbidden' | 'venue.notFound'
type BoardInput = VenueInput & { board: string }

async function venueBoard(db: Database, input: BoardInput): Promise<Result<BoardRow, VenueError | 'board.notFound'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  const row = await boardAt(db, { venueId: access.value.venue.id }, input.board)
  return row ? ok(row) : fail('board.notFound')
}

/** The venue's boards by number, with the tablets logged in to each. */
export async function listVenueBoards(db: Database, input: VenueInput): Promise<Result<BoardList, VenueError>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  return ok(await toBoards(db, await boardRowsAt(db, { venueId: access.value.venue.id })))
}

/** A new board of the venue; its login code is answered this once. */
export async function createVenueBoard(
  db: Database,
  input: VenueInput & { fields: z.output<typeof BoardInputSchema> },
): Promise<Result<BoardWithCode, VenueError | 'board.numberTaken'>> {
  const access = await venueAccess(db, input)
  if (!access.ok) return access
  return insertBoard(db, { place: { venueId: access.value.venue.id }, ...input.fields })
}

/** Renames a venue board or switches it on or off (off logs its tablets out). */
export async function updateVenueBoard(
  db: Database,
  input: BoardInput & { changes: z.output<typeof UpdateBoardInputSchema> },
): Promise<Result<Board, VenueError | 'board.notFound'>> {
  const found = await venueBoard(db, input)
  if (!found.ok) return found
  return ok(await changeBoard(db, found.value, input.changes))
}

/** A new login code for a venue board: its tablets are logged out. */
export async function regenerateVenueBoardCode(
  db: Database,
  input: BoardInput,
): Promise<Result<BoardWithCode, VenueError | 'board.notFound'>> {
  const found = await venueBoard(db, input)
  if (!found.ok) return found
  return ok(await newBoardCode(db, found.value))
}

/** Removes a venue board with its tablets' logins. */
export async function deleteVenueBoard(
  db: Database,
  input: BoardInput,
): Promise<Result<null, VenueError | 'board.notFound'>> {
  const found = await venueBoard(db, input)
  if (!found.ok) return found
  await db.delete(boards).where(eq(boards.id, found.value.id))
  return ok(null)
}
