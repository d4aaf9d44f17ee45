import { AsyncLocalStorage } from 'node:async_hooks'
import { realtimeChannels, realtimeEvents, type BoardsChangedPayload, type CallReason } from '@oche/api'
import { planBoardCalls } from '@oche/darts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../../db/database'
import { events, tournamentGames, tournaments, type EventRow } from '../../db/schema/index'
import type { Publisher } from '../../realtime/index'
import { commitPlayChange } from '../tournament-play/commit-play-change'
import { withPrivateChannels } from '../visibility/private-channels'
import { publishTournamentChange, type TournamentChange } from '../tournaments/tournament-announcements'
import { busyPlayers, callCandidates, freeBoardIds, lastFinishedAt, loadEventPlay } from './load-event-play'

/** Where an event's boards are told of changes (and the log for a publish that failed). */
export type EventBoardsRealtime = { publisher: Pick<Publisher, 'publish'>; logger: Pick<Logger, 'warn'> }

/** What a change to an event's boards committed: the boards' new version and the tournaments it touched. */
export type EventBoardsChange = { eventId: string; version: number; tournamentChanges: TournamentChange[] }

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
 * Ends a change to an event's boards inside the transaction that holds the event row (`FOR UPDATE`): calls waiting
 * games to free boards when automatic calling is on, and bumps the boards' version. Publish the answer after the
 * commit with `publishEventBoardsChange`.
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
  const [row] = await tx
    .update(events)
    .set({ boardsVersion: sql`${events.boardsVersion} + 1` })
    .where(eq(events.id, event.id))
    .returning({ version: events.boardsVersion })
  if (!row) throw new Error(`Event ${event.id} is gone: its boards cannot change`)
  return { eventId: event.id, version: row.version, tournamentChanges }
}

/**
 * Tells the boards' screens (overview, public event page, tablets: `boards.changed` on `event.{id}`) and the pages
 * of the tournaments whose games were called (`game.called`). A failed publish is logged: clients catch up on their
 * next fetch.
 */
export async function publishEventBoardsChange(realtime: EventBoardsRealtime, change: EventBoardsChange) {
  // The boards are already planned: the tournament changes told here must not plan them again.
  await planning.run(true, async () => {
    for (const tournamentChange of change.tournamentChanges)
      await publishTournamentChange(realtime, tournamentChange, realtimeEvents.gameCalled)
  })
  try {
    const payload: BoardsChangedPayload = { eventId: change.eventId, version: change.version }
    await realtime.publisher.publish(realtimeChannels.event(change.eventId), realtimeEvents.boardsChanged, payload)
  } catch (error) {
    realtime.logger.warn({ err: error, eventId: change.eventId }, 'could not publish a change of the boards')
  }
}

/** Re-plans an event's boards after something changed outside them (a result, a draw), and tells the screens. */
export async function syncEventBoards(db: Database, eventId: string, realtime: EventBoardsRealtime) {
  const change = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update')
    return event ? commitEventBoardsChange(tx, event) : null
  })
  if (change) await publishEventBoardsChange(realtime, change)
}

const TOURNAMENT_CHANNEL = /^tournament\.([0-9a-f-]{36})$/i

/** Set while the boards' own changes are told, so that telling them does not plan the boards again. */
const planning = new AsyncLocalStorage<boolean>()

/**
 * The publisher handlers get: publishes as the given one, and after a tournament's change (anything published on
 * `tournament.{id}`: a result, a draw, a call, a withdrawal) re-plans the boards of the event it is played at. One
 * place sees every tournament change, so no service has to remember the boards. What the boards' own changes
 * publish does not trigger it again.
 */
export function withEventBoardSync(base: Publisher, db: Database, logger: Pick<Logger, 'warn'>): Publisher {
  // Private tournaments' changes go to their private channels, the boards' own ones included.
  const publisher = withPrivateChannels(base, db)
  const realtime = { publisher, logger }
  return {
    authorizeChannel: (...args) => publisher.authorizeChannel(...args),
    async publish(channels, event, data, options) {
      await publisher.publish(channels, event, data, options)
      if (planning.getStore()) return
      for (const channel of typeof channels === 'string' ? [channels] : channels) {
        const tournamentId = TOURNAMENT_CHANNEL.exec(channel)?.[1]
        if (!tournamentId) continue
        try {
          const [row] = await db
            .select({ eventId: tournaments.eventId })
            .from(tournaments)
            .where(eq(tournaments.id, tournamentId))
          if (row?.eventId) await syncEventBoards(db, row.eventId, realtime)
        } catch (error) {
          logger.warn({ err: error, tournamentId }, 'could not re-plan the boards after a tournament change')
        }
      }
    },
  }
}

/** How often the boards of events in play are planned again, for players whose rest has ended. */
export const BOARD_PLANNING_INTERVAL_MS = 20_000

/**
 * Plans again, every `intervalMs`, the boards of events with automatic calling and a tournament in play: a player
 * resting after a game becomes callable when the rest ends, with no request to set it off. Only a plan that calls a
 * game changes the boards (and tells the screens).
 */
export function startBoardPlanning(
  db: Database,
  realtime: EventBoardsRealtime,
  intervalMs = BOARD_PLANNING_INTERVAL_MS,
): { stop: () => Promise<void> } {
  // The calls it makes are told on private channels for private tournaments.
  realtime = { ...realtime, publisher: withPrivateChannels(realtime.publisher, db) }
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running.then(async () => {
      try {
        const rows = await db
          .selectDistinct({ eventId: tournaments.eventId })
          .from(tournaments)
          .innerJoin(events, eq(events.id, tournaments.eventId))
          .where(and(eq(events.autoCall, true), inArray(tournaments.status, ['drawn', 'running'])))
        for (const { eventId } of rows) if (eventId) await replanEventBoards(db, eventId, realtime)
      } catch (error) {
        realtime.logger.warn({ err: error }, 'could not plan the boards of the events in play')
      }
    })
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

/** Plans an event's boards and keeps the change only when a game was called. */
export async function replanEventBoards(db: Database, eventId: string, realtime: EventBoardsRealtime) {
  const change = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update')
    if (!event?.autoCall) return null
    const called = await callWaitingGames(tx, event, new Date())
    if (called.length === 0) return null
    return commitEventBoardsChange(tx, { ...event, autoCall: false }, new Date(), called)
  })
  if (change) await publishEventBoardsChange(realtime, change)
}
