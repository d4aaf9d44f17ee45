import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boardDevices, boards, events, type BoardRow, type EventRow } from '../../db/schema/index'
import { hashToken } from '../accounts/tokens'
import { fail, ok, type Result } from '../result'

/** A tablet acting for its board. */
export type BoardDeviceAuth = { deviceId: string; board: BoardRow; event: EventRow }

const LAST_SEEN_PRECISION_MS = 60_000

/**
 * The board a device token is for. Only `board_devices` are looked in, so a user's token is no board token (and
 * `authenticateToken` never finds a board token among the users' tokens). Revoked devices are refused.
 */
export async function authenticateBoardDevice(
  db: Database,
  input: { token: string; now?: Date },
): Promise<Result<BoardDeviceAuth, 'auth.unauthenticated'>> {
  const now = input.now ?? new Date()
  const [row] = await db
    .select({ device: boardDevices, board: boards, event: events })
    .from(boardDevices)
    .innerJoin(boards, eq(boards.id, boardDevices.boardId))
    .innerJoin(events, eq(events.id, boards.eventId))
    .where(and(eq(boardDevices.tokenHash, hashToken(input.token)), isNull(boardDevices.revokedAt)))
    .limit(1)
  if (!row) return fail('auth.unauthenticated')
  // Device health needs the last contact to the minute, not a write on every request.
  await db
    .update(boardDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(boardDevices.id, row.device.id),
        or(
          isNull(boardDevices.lastSeenAt),
          lt(boardDevices.lastSeenAt, new Date(now.getTime() - LAST_SEEN_PRECISION_MS)),
        ),
      ),
    )
  return ok({ deviceId: row.device.id, board: row.board, event: row.event })
}
