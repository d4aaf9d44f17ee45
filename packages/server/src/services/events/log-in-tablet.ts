import { randomBytes } from 'node:crypto'
import type { TabletSession } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boardDevices, boards, events, organisations, venues } from '../../db/schema/index'
import type { LoginLimiter } from '../accounts/login-limiter'
import { hashToken } from '../accounts/tokens'
import { fail, ok, type Result } from '../result'
import { boardDeviceOf, boardPlaceColumns } from './authenticate-board-device'
import { hashBoardCode, normaliseBoardCode } from './board-codes'
import { toTabletBoard } from './tablet-board'

/** Board tokens look unlike user tokens (`oche_…`), so a log line tells them apart. */
const BOARD_TOKEN_PREFIX = 'oche_board_'

/**
 * Logs a tablet in to the board with this code: a new device with its own bearer token, for the /tablet routes
 * only. Wrong codes count in the board-code limiter (`c.get('boardCodeLimiter')`, apart from password logins), per
 * client address and per code tried.
 */
export async function logInTablet(
  db: Database,
  input: { code: string; ip: string; limiter: LoginLimiter },
): Promise<Result<TabletSession, 'tablet.invalidCode' | 'tablet.boardDisabled' | 'tablet.tooManyAttempts'>> {
  const code = normaliseBoardCode(input.code)
  const key = `tablet:${code ?? input.code}`
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(key, input.ip)
  if (retryAfterSeconds > 0) return fail('tablet.tooManyAttempts', retryAfterSeconds)
  const [row] = code
    ? await db
        .select(boardPlaceColumns)
        .from(boards)
        .leftJoin(events, eq(events.id, boards.eventId))
        .leftJoin(venues, eq(venues.id, boards.venueId))
        .leftJoin(organisations, eq(organisations.id, venues.organisationId))
        .where(eq(boards.codeHash, hashBoardCode(code)))
    : []
  const found = row ? boardDeviceOf('', row) : null
  if (!found) {
    await input.limiter.recordFailure(key, input.ip)
    return fail('tablet.invalidCode')
  }
  await input.limiter.recordSuccess(key, input.ip)
  if (!found.board.enabled) return fail('tablet.boardDisabled')
  const token = BOARD_TOKEN_PREFIX + randomBytes(32).toString('base64url')
  await db.insert(boardDevices).values({ boardId: found.board.id, tokenHash: hashToken(token) })
  return ok({ token, board: toTabletBoard(found) })
}
