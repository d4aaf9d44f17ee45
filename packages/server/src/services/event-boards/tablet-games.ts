import type { TabletHeartbeatInput, TabletState } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boardDevices, boards, events, tournamentGames } from '../../db/schema/index'
import { committed, type Committed } from '../effects'
import type { BoardDeviceAuth, EventBoardDevice } from '../events/authenticate-board-device'
import { fail, ok, type Result } from '../result'
import { findPlayGame } from '../tournament-play/load-play-state'
import { insertGameMatch } from '../tournament-play/start-game-match'
import type { EventBoardError } from './errors'
import { loadEventPlay, type EventPlay } from './load-event-play'
import { commitEventBoardsChange, eventBoardsChanged } from './sync-event-boards'
import { gameOnBoard, toTabletState } from './to-event-boards-live'

/** `GET /tablet/state`: what the board's tablet shows now. */
export async function getTabletState(db: Database, device: EventBoardDevice): Promise<TabletState> {
  return toTabletState(await loadEventPlay(db, device.event), device.board)
}

type TabletAction = (tx: Database, play: EventPlay, now: Date) => Promise<Result<string[] | null, EventBoardError>>

/**
 * A tablet's change to the game on its board, in one transaction holding the event row; `null` from the action
 * means nothing changed (a repeated start or confirm) and the state is answered as it is.
 */
async function changeTabletGame(
  db: Database,
  device: EventBoardDevice,
  action: TabletAction,
): Promise<Result<Committed<TabletState>, EventBoardError>> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, device.event.id)).for('update')
    const [board] = await tx.select().from(boards).where(eq(boards.id, device.board.id))
    if (!event || !board) throw new Error(`Board ${device.board.id} lost its event under a valid board token`)
    const now = new Date()
    const before = await loadEventPlay(tx, event)
    const acted = await action(tx, before, now)
    if (!acted.ok) return acted
    if (acted.value === null) return ok(committed(toTabletState(before, board, now)))
    const change = await commitEventBoardsChange(tx, event, now, acted.value)
    return ok(committed(toTabletState(change.play, board, now), eventBoardsChanged(change)))
  })
}

/**
 * The players start the game called to this board: its match is made (owned by the event's organiser, scored from
 * this tablet) and the no-show countdown stops. Starting again answers the same state.
 */
export function startTabletGame(db: Database, input: { device: EventBoardDevice; gameId: string }) {
  return changeTabletGame(db, input.device, async (tx, play, now) => {
    const game = gameOnBoard(play, input.device.board.id)
    if (!game || game.row.id !== input.gameId) return fail('tablet.notThisBoard')
    if (game.onBoard !== 'called') return ok(null)
    const found = findPlayGame(game.play, game.row.id)
    if (!found) throw new Error(`Game ${game.row.id} is not in its own tournament's play`)
    if (!game.row.matchId) await insertGameMatch(tx, game.play, found, play.event.createdBy)
    await tx.update(tournamentGames).set({ startedAt: now, updatedAt: now }).where(eq(tournamentGames.id, game.row.id))
    return ok([game.play.row.id])
  })
}

/** Both players confirmed the result on the tablet: the board is free for the next game. */
export function confirmTabletGame(db: Database, input: { device: EventBoardDevice; gameId: string }) {
  return changeTabletGame(db, input.device, async (tx, play, now) => {
    const game = gameOnBoard(play, input.device.board.id)
    if (!game || game.row.id !== input.gameId) {
      // Already confirmed (a repeated tap, a retry after a lost answer): the state as it is.
      const done = play.games.find((candidate) => candidate.row.id === input.gameId)
      return done?.row.boardId === input.device.board.id && done.row.confirmedAt
        ? ok(null)
        : fail('tablet.notThisBoard')
    }
    if (game.onBoard !== 'confirming') return fail('boardGame.notFinished')
    await tx
      .update(tournamentGames)
      .set({ confirmedAt: now, updatedAt: now })
      .where(eq(tournamentGames.id, game.row.id))
    return ok([])
  })
}

/** The tablet's health: its outbox size and app version, and its last contact (now). */
export async function recordTabletHeartbeat(
  db: Database,
  input: { device: BoardDeviceAuth; heartbeat: TabletHeartbeatInput },
): Promise<void> {
  await db
    .update(boardDevices)
    .set({
      pendingVisits: input.heartbeat.pending_visits,
      appVersion: input.heartbeat.app_version ?? null,
      lastSeenAt: new Date(),
    })
    .where(eq(boardDevices.id, input.device.deviceId))
}
