import type {
  CallInput,
  EventBoardsLive,
  QueueGameInput,
  QueueOrderInput,
  UpdateCallingSettingsInput,
  WalkoverInput,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, type Committed } from '../effects'
import { events, tournamentGames, type EventRow } from '../../db/schema/index'
import { findManagedEvent, findVisibleEvent } from '../events/access'
import { fail, ok, type Result } from '../result'
import { recordPlayAudit, resultText, type PlayActor } from '../tournament-play/play-audit'
import { visibleTournamentIds } from '../visibility/visibility'
import type { EventBoardError } from './errors'
import { callCandidates, loadEventPlay, type EventGame, type EventPlay } from './load-event-play'
import { boardLabel, commitEventBoardsChange, eventBoardsChanged } from './sync-event-boards'
import { gameOnBoard, toEventBoardsLive } from './to-event-boards-live'

type ManageError = 'event.notFound' | 'auth.forbidden' | EventBoardError

/** The change an organiser's action makes, inside the transaction; answers the tournaments whose games changed. */
type BoardAction = (tx: Database, play: EventPlay, now: Date) => Promise<Result<string[], ManageError>>

/**
 * Runs an organiser's action on an event's boards in one transaction holding the event row: the action, then the
 * planner (when automatic calling is on) and the boards' new version when the plan changed. Answers the boards as
 * the organiser sees them, with what to tell the boards' screens and the tournaments' pages after the commit.
 */
async function changeEventBoards(
  db: Database,
  input: { actor: PlayActor; eventId: string },
  action: BoardAction,
): Promise<Result<Committed<EventBoardsLive>, ManageError>> {
  return db.transaction(async (tx) => {
    const found = await findManagedEvent(tx, { userId: input.actor.userId, eventId: input.eventId, forUpdate: true })
    if (!found.ok) return found
    const now = new Date()
    const acted = await action(tx, await loadEventPlay(tx, found.value), now)
    if (!acted.ok) return acted
    const [event] = await tx.select().from(events).where(eq(events.id, input.eventId))
    if (!event) throw new Error(`Event ${input.eventId} is gone under its row lock`)
    const change = await commitEventBoardsChange(tx, event, now, acted.value)
    return ok(committed(toEventBoardsLive(change.play, true, now), eventBoardsChanged(change)))
  })
}

/**
 * `GET /events/{id}/live`: for anyone who may see the event; the tablets' health for its organisers only. The games
 * of tournaments the caller may not see (private, or test ones, for the public) are left out: their boards show as
 * in use, nothing more. The organisers see everything.
 */
export async function getEventBoardsLive(
  db: Database,
  input: { userId: string | null; eventId: string },
): Promise<Result<EventBoardsLive, 'event.notFound'>> {
  const found = await findVisibleEvent(db, input)
  if (!found.ok) return found
  const play = await loadEventPlay(db, found.value.row)
  if (found.value.canManage) return ok(toEventBoardsLive(play, true))
  const played = [...new Map(play.games.map((game) => [game.play.row.id, game.play.row])).values()]
  const visible = await visibleTournamentIds(db, { userId: input.userId }, played, 'listing')
  return ok(toEventBoardsLive(play, false, new Date(), visible))
}

/** Automatic calling on or off, the players' rest and the no-show time. */
export function updateCallingSettings(
  db: Database,
  input: { actor: PlayActor; eventId: string; settings: UpdateCallingSettingsInput },
) {
  return changeEventBoards(db, input, async (tx, play) => {
    const { auto_call, rest_minutes, no_show_minutes } = input.settings
    const changes: Partial<EventRow> = {
      ...(auto_call === undefined ? {} : { autoCall: auto_call }),
      ...(rest_minutes === undefined ? {} : { restMinutes: rest_minutes }),
      ...(no_show_minutes === undefined ? {} : { noShowMinutes: no_show_minutes }),
    }
    if (Object.keys(changes).length > 0)
      await tx
        .update(events)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(events.id, play.event.id))
    return ok([])
  })
}

const findGame = (play: EventPlay, gameId: string) => play.games.find((game) => game.row.id === gameId)

/** A game on a board that has not started: the only kind that can be moved, taken off or walked over. */
function calledGame(play: EventPlay, gameId: string): Result<EventGame, EventBoardError> {
  const game = findGame(play, gameId)
  if (!game?.onBoard) return fail(game ? 'boardGame.notCalled' : 'boardGame.notFound')
  if (game.onBoard !== 'called') return fail('boardGame.started')
  return ok(game)
}

/** Calls a waiting game to a free board by hand, or moves a called game that has not started to another. */
export function callGameToBoard(db: Database, input: { actor: PlayActor; eventId: string; call: CallInput }) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const board = play.boards.find((candidate) => candidate.id === input.call.board_id)
    if (!board) return fail('boardGame.unknownBoard')
    if (!board.enabled) return fail('boardGame.boardDisabled')
    const occupant = gameOnBoard(play, board.id)
    if (occupant && occupant.row.id !== input.call.game_id) return fail('boardGame.boardBusy')
    const { candidates } = callCandidates(play)
    const waiting = candidates.find((candidate) => candidate.id === input.call.game_id)
    const game = findGame(play, input.call.game_id)
    if (!game) return fail('boardGame.notFound')
    if (!waiting) {
      const called = calledGame(play, input.call.game_id)
      if (!called.ok) return called
    }
    await tx
      .update(tournamentGames)
      .set({
        boardId: board.id,
        board: boardLabel(board),
        calledAt: now,
        callReason: {
          by: 'organiser',
          waited_seconds: waiting ? Math.max(0, Math.round((now.getTime() - waiting.readyAt) / 1000)) : 0,
          rested_seconds: null,
          manual: game.row.queuePosition !== null,
          skipped: 0,
        },
        held: false,
        queuePosition: null,
        updatedAt: now,
      })
      .where(eq(tournamentGames.id, game.row.id))
    return ok([game.play.row.id])
  })
}

/** Takes a called game off its board before it starts; it waits in the queue, held, until the organiser lets it go. */
export function uncallGame(db: Database, input: { actor: PlayActor; eventId: string; gameId: string }) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const game = calledGame(play, input.gameId)
    if (!game.ok) return game
    await tx
      .update(tournamentGames)
      .set({ boardId: null, board: null, calledAt: null, callReason: null, held: true, updatedAt: now })
      .where(eq(tournamentGames.id, input.gameId))
    return ok([game.value.play.row.id])
  })
}

/** The organiser's order of the waiting games: these first, in this order; the rest in the planner's. */
export function reorderQueue(db: Database, input: { actor: PlayActor; eventId: string; order: QueueOrderInput }) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const { candidates } = callCandidates(play)
    const waiting = new Set(candidates.map((candidate) => candidate.id))
    const ids = input.order.game_ids
    if (ids.some((id) => !waiting.has(id)) || new Set(ids).size !== ids.length)
      return fail('boardGame.unknownQueueGame')
    for (const candidate of candidates) {
      const position = ids.indexOf(candidate.id)
      await tx
        .update(tournamentGames)
        .set({ queuePosition: position < 0 ? null : position + 1, updatedAt: now })
        .where(eq(tournamentGames.id, candidate.id))
    }
    return ok([])
  })
}

/** Holds a waiting game back from automatic calling, or lets it go. */
export function holdQueuedGame(
  db: Database,
  input: { actor: PlayActor; eventId: string; gameId: string; hold: QueueGameInput },
) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const { candidates } = callCandidates(play)
    if (!candidates.some((candidate) => candidate.id === input.gameId)) return fail('boardGame.notFound')
    await tx
      .update(tournamentGames)
      .set({ held: input.hold.held, updatedAt: now })
      .where(eq(tournamentGames.id, input.gameId))
    return ok([])
  })
}

/**
 * A no-show: the called game is decided for `winner` without play (audited like a result entered by hand), and
 * its board is free at once.
 */
export function giveWalkover(
  db: Database,
  input: { actor: PlayActor; eventId: string; gameId: string; walkover: WalkoverInput },
) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const called = calledGame(play, input.gameId)
    if (!called.ok) return called
    const game = called.value
    const result = { kind: 'walkover' as const, winner: input.walkover.winner }
    await tx
      .update(tournamentGames)
      .set({ result, sideStats: null, finishedAt: now, confirmedAt: now, updatedAt: now })
      .where(eq(tournamentGames.id, game.row.id))
    await recordPlayAudit(tx, input.actor, {
      action: 'result.entered',
      tournamentId: game.play.row.id,
      gameId: game.row.id,
      before: null,
      after: resultText(result),
      note: 'No-show',
    })
    return ok([game.play.row.id])
  })
}

/** Confirms a finished game's result for its players: its board is free for the next game. */
export function confirmBoardGame(db: Database, input: { actor: PlayActor; eventId: string; gameId: string }) {
  return changeEventBoards(db, input, async (tx, play, now) => {
    const game = findGame(play, input.gameId)
    if (!game?.onBoard) return fail(game ? 'boardGame.notCalled' : 'boardGame.notFound')
    if (game.onBoard !== 'confirming') return fail('boardGame.notFinished')
    await tx
      .update(tournamentGames)
      .set({ confirmedAt: now, updatedAt: now })
      .where(eq(tournamentGames.id, game.row.id))
    return ok([])
  })
}
