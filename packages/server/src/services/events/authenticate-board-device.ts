import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  boardDevices,
  boards,
  events,
  organisations,
  venues,
  type BoardRow,
  type EventRow,
  type OrganisationRow,
  type VenueRow,
} from '../../db/schema/index'
import { hashToken } from '../accounts/tokens'
import { fail, ok, type Result } from '../result'

/** An event's board: its tablet scores the games called to the board. */
export type EventBoardAt = { kind: 'event'; board: BoardRow; event: EventRow }

/** A league venue's board (ADR 016): its tablet scores the league games played at the venue. */
export type VenueBoardAt = { kind: 'venue'; board: BoardRow; venue: VenueRow; organisation: OrganisationRow }

/** A board with where it stands. */
export type BoardAt = EventBoardAt | VenueBoardAt

/** A tablet acting for its board. */
export type EventBoardDevice = EventBoardAt & { deviceId: string }
export type VenueBoardDevice = VenueBoardAt & { deviceId: string }
export type BoardDeviceAuth = EventBoardDevice | VenueBoardDevice

/** The board's place as a board device sees it: its event, or its venue and the venue's organisation. */
export function boardDeviceOf(
  deviceId: string,
  row: { board: BoardRow; event: EventRow | null; venue: VenueRow | null; organisation: OrganisationRow | null },
): BoardDeviceAuth | null {
  if (row.event) return { kind: 'event', deviceId, board: row.board, event: row.event }
  if (row.venue && row.organisation)
    return { kind: 'venue', deviceId, board: row.board, venue: row.venue, organisation: row.organisation }
  return null
}

/** Boards with their event or venue (and its organisation), for a join on `boards`. */
export const boardPlaceColumns = { board: boards, event: events, venue: venues, organisation: organisations }

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
    .select({ device: boardDevices, ...boardPlaceColumns })
    .from(boardDevices)
    .innerJoin(boards, eq(boards.id, boardDevices.boardId))
    .leftJoin(events, eq(events.id, boards.eventId))
    .leftJoin(venues, eq(venues.id, boards.venueId))
    .leftJoin(organisations, eq(organisations.id, venues.organisationId))
    .where(and(eq(boardDevices.tokenHash, hashToken(input.token)), isNull(boardDevices.revokedAt)))
    .limit(1)
  const device = row ? boardDeviceOf(row.device.id, row) : null
  if (!row || !device) return fail('auth.unauthenticated')
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
  return ok(device)
}
