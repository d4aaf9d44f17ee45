import { createHash } from 'node:crypto'
import { realtimeChannels, realtimeEvents, type BoardsChangedPayload, type CallReason } from '@oche/api'
import { planBoardCalls } from '@oche/darts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { events, tournamentGames, type EventRow } from '../../db/schema/index'
import { effects, mergeEffects, type Announcement, type Effects } from '../effects'
import {
  notifyParticipants,
  playerNotificationTypes,
  toldAfterCommit,
  type PlayerNotifications,
} from '../notifications/notify-players'
import { commitPlayChange } from '../tournament-play/commit-play-change'
import type { TournamentChange } from '../tournaments/tournament-announcements'
import {
  busyPlayers,
  callCandidates,
  freeBoardIds,
  lastFinishedAt,
  loadEventPlay,
  type EventPlay,
} from './load-event-play'
import { toEventBoardsLive } from './to-event-boards-live'

/**
 * What a change to an event's boards committed: the boards' version (bumped only when the plan changed), the
 * tournaments whose games it touched or called, and the event's play as it now is.
 */
export type EventBoardsChange = {
  eventId: string
  version: number
  planChanged: boolean
  /**
   * Only the live scores of the games on the boards changed (a scored visit): nothing a scoring tablet acts on (which
   * game is on its board, called, started or finished) did.
   */
  scoresOnly: boolean
  tournamentChanges: TournamentChange[]
  play: EventPlay
  /** The players told that their game was called to a board by this change. */
  notified: PlayerNotifications
}

/** A board's label on the tournament pages ("Board 3"): its number. */
export function boardLabel(board: { number: number }): string {
  return String(board.number)
}

/**
 * Calls waiting games to the event's free boards with @oche/darts `planBoardCalls` (fair: players busy anywhere at
 * the event are held, players who just played rest, the organiser's order and holds are kept), writing each call
 * with its reason. Answers the tournaments whose games were called, their versions bumped.
 */
async function callWaitingGames(tx: Database, event: EventRow, now: Date): Promise<string[]> {
  const play = await loadEventPlay(tx, event)
  const free = freeBoardIds(play)
  const boards = play.boards
    .filter((board) => board.enabled && free.has(board.id))
    .map((board) => ({ id: board.id, number: board.number }))
  if (boards.length === 0) return []
  const { candidates, games } = callCandidates(play)
  if (candidates.length === 0) return []
  const plan = planBoardCalls({
    candidates,
    boards,
    busyPlayers: busyPlayers(play),
    lastFinishedAt: lastFinishedAt(play),
    now: now.getTime(),
    rules: { restMs: event.restMinutes * 60_000 },
  })
  const touched = new Set<string>()
  for (const call of plan.calls) {
    const board = play.boards.find((candidate) => candidate.id === call.boardId)
    const game = games.get(call.gameId)
    if (!board || !game) throw new Error(`The planner called ${call.gameId} to ${call.boardId}, which it was not given`)
    const reason: CallReason = {
      by: 'auto',
      waited_seconds: Math.max(0, Math.round(call.reason.waitedMs / 1000)),
      rested_seconds: call.reason.restedMs === null ? null : Math.max(0, Math.round(call.reason.restedMs / 1000)),
      manual: call.reason.manual,
      skipped: call.reason.skipped,
    }
    await tx
      .update(tournamentGames)
      .set({
        boardId: board.id,
        board: boardLabel(board),
        calledAt: now,
        callReason: reason,
        queuePosition: null,
        updatedAt: now,
      })
      .where(eq(tournamentGames.id, game.row.id))
    touched.add(game.play.row.id)
  }
  return [...touched]
}

/**
 * The plan of an event's boards as their screens show it (boards, games on them, the queue and why each game
 * waits, recent results, settings), without what is not the plan (the version, the tablets' health), as two digests
 * stored as `{structure}.{whole}`: the structure leaves out the live scores of the games on the boards, the whole
 * holds them. The boards' version goes up only when the whole changes; a change of the scores alone is announced as
 * such (`scoresOnly`), so that a scoring tablet does not fetch its board again for every visit on every board.
 */
export function boardsPlanDigest(play: EventPlay, now: Date): string {
  const { version: _version, boards, ...rest } = toEventBoardsLive(play, true, now)
  const shown = boards.map(({ devices: _devices, ...board }) => board)
  const structure = shown.map((board) => (board.game ? { ...board, game: { ...board.game, summary: null } } : board))
  return `${digestOf({ ...rest, boards: structure })}.${digestOf({ ...rest, boards: shown })}`
}

const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url')

/** The structure's part of a stored plan digest (a digest stored before it had two parts is a whole one). */
const structureOf = (digest: string | null) => digest?.split('.')[0] ?? null

/**
 * Tells the players of every game this change sent to a board (by hand or by the planner: the games called at
 * `now`) which board to go to.
 */
async function tellCalledPlayers(tx: Database, play: EventPlay, now: Date): Promise<PlayerNotifications> {
  const told: PlayerNotifications[] = []
  for (const game of play.games) {
    if (!game.row.boardId || game.row.calledAt?.getTime() !== now.getTime()) continue
    told.push(
      await notifyParticipants(tx, {
        participantIds: game.players,
        type: playerNotificationTypes.called,
        data: {
          tournament_id: game.play.row.id,
          tournament_name: game.play.row.name,
          game_id: game.row.id,
          board: game.row.board,
        },
      }),
    )
  }
  return told.flat()
}

/**
 * Ends a change to an event's boards inside the transaction that holds the event row (`FOR UPDATE`): calls waiting
 * games to free boards when automatic calling is on, bumps the touched and called tournaments' versions, and bumps
 * the boards' version only when the plan changed. Answer `eventBoardsChanged` of it for after the commit.
 */
export async function commitEventBoardsChange(
  tx: Database,
  event: EventRow,
  now = new Date(),
  /** Tournaments whose games the change already touched (their versions go up with the planner's). */
  touched: readonly string[] = [],
): Promise<EventBoardsChange> {
  const called = event.autoCall ? await callWaitingGames(tx, event, now) : []
  const tournamentChanges: TournamentChange[] = []
  for (const tournamentId of new Set([...touched, ...called]))
    tournamentChanges.push(await commitPlayChange(tx, tournamentId))
  const play = await loadEventPlay(tx, event)
  const notified = await tellCalledPlayers(tx, play, now)
  const digest = boardsPlanDigest(play, now)
  if (digest === event.boardsPlan)
    return {
      eventId: event.id,
      version: event.boardsVersion,
      planChanged: false,
      scoresOnly: false,
      tournamentChanges,
      play,
      notified,
    }
  const scoresOnly = structureOf(digest) === structureOf(event.boardsPlan)
  const [row] = await tx
    .update(events)
    .set({ boardsVersion: sql`${events.boardsVersion} + 1`, boardsPlan: digest })
    .where(eq(events.id, event.id))
    .returning({ version: events.boardsVersion })
  if (!row) throw new Error(`Event ${event.id} is gone: its boards cannot change`)
  const planned = { ...play, event: { ...play.event, boardsVersion: row.version, boardsPlan: digest } }
  return {
    eventId: event.id,
    version: row.version,
    planChanged: true,
    scoresOnly,
    tournamentChanges,
    play: planned,
    notified,
  }
}

/**
 * What a committed change to an event's boards leaves to do: tell the pages of the tournaments whose games were
 * called (`game.called`) and, when the plan changed, the boards' screens (overview, public event page, tablets:
 * `boards.changed` on `event.{id}`). The boards are planned already: nothing here plans them again.
 */
export function eventBoardsChanged(change: EventBoardsChange): Effects {
  const called = change.tournamentChanges.map((tournamentChange) => ({
    channel: realtimeChannels.tournament(tournamentChange.tournamentId),
    event: realtimeEvents.gameCalled,
    data: tournamentChange,
  }))
  const boards = change.planChanged ? [boardsChanged(change.eventId, change.version, change.scoresOnly)] : []
  return mergeEffects(effects({ publish: called }), effects({ publish: boards }), toldAfterCommit(change.notified))
}

/** `boards.changed` on `event.{id}`: the boards' version, and whether the scores alone changed. */
function boardsChanged(eventId: string, version: number, scoresOnly: boolean): Announcement {
  return {
    channel: realtimeChannels.event(eventId),
    event: realtimeEvents.boardsChanged,
    data: { eventId, version, ...(scoresOnly ? { scoresOnly: true } : {}) } satisfies BoardsChangedPayload,
  }
}

/**
 * Tells an event's screens that a score on its boards changed (a visit in a game under way), without planning the
 * boards again: a visit moves no game on or off a board and calls no one, so only the scores of the plan change
 * (ADR 007). The version goes up, so that the overview, the public page and the spectator displays fetch the new
 * scores, and the announcement says `scoresOnly`, so that the scoring tablets do not. The stored digest keeps the
 * scores it had: the next planning finds the scores alone changed and says so once more.
 */
export async function announceBoardScores(db: Database, eventId: string): Promise<Effects> {
  const [row] = await db
    .update(events)
    .set({ boardsVersion: sql`${events.boardsVersion} + 1` })
    .where(eq(events.id, eventId))
    .returning({ version: events.boardsVersion })
  return row ? effects({ publish: [boardsChanged(eventId, row.version, true)] }) : effects()
}

/**
 * Plans an event's boards again after something changed outside them (a result, a draw, a deleted tournament, a
 * scored visit, a player's rest that ended), in its own transaction holding the event row. Answers what to tell,
 * nothing when the plan did not change.
 */
export async function replanEventBoards(db: Database, eventId: string, now = new Date()): Promise<Effects> {
  const change = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update')
    return event ? commitEventBoardsChange(tx, event, now) : null
  })
  return change ? eventBoardsChanged(change) : effects()
}
