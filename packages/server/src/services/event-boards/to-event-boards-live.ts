import {
  deviceOfflineAfterSeconds,
  type BoardDevice,
  type BoardGame,
  type EventBoardsLive,
  type LiveBoard,
  type QueueHold,
  type QueuedGame,
  type TabletState,
} from '@oche/api'
import { planBoardCalls, type CallHold } from '@oche/darts'
import type { BoardDeviceRow, BoardRow } from '../../db/schema/index'
import { toTabletBoard } from '../events/tablet-board'
import {
  busyPlayers,
  callCandidates,
  lastFinishedAt,
  toBoardGame,
  type EventGame,
  type EventPlay,
} from './load-event-play'

const RECENT_RESULTS = 20

function toDevice(row: BoardDeviceRow, now: Date): BoardDevice {
  const lastSeen = row.lastSeenAt
  return {
    id: row.id,
    paired_at: row.pairedAt.toISOString(),
    last_seen_at: lastSeen?.toISOString() ?? null,
    online: lastSeen !== null && now.getTime() - lastSeen.getTime() < deviceOfflineAfterSeconds * 1000,
    pending_visits: row.pendingVisits,
    app_version: row.appVersion,
  }
}

/** The game on a board (called, playing or awaiting confirmation), if any. */
export function gameOnBoard(play: EventPlay, boardId: string): EventGame | undefined {
  return play.games.find((game) => game.onBoard && game.row.boardId === boardId)
}

/** Which tournaments' games a caller may see: all of them, or those whose ids are in the set. */
type Shown = (game: EventGame) => boolean

function toLiveBoard(play: EventPlay, board: BoardRow, withDevices: boolean, now: Date, shown: Shown): LiveBoard {
  const game = gameOnBoard(play, board.id)
  return {
    id: board.id,
    number: board.number,
    name: board.name,
    enabled: board.enabled,
    state: game?.onBoard ?? (board.enabled ? 'free' : 'disabled'),
    // A game of a tournament the caller may not see leaves the board "in use", without its players or match.
    game: game && shown(game) ? toBoardGame(play, game) : null,
    busy_since: game?.row.calledAt?.toISOString() ?? null,
    devices: withDevices
      ? play.devices.filter((device) => device.boardId === board.id).map((device) => toDevice(device, now))
      : [],
  }
}

function nameOf(play: EventPlay, participantId: string): string {
  for (const game of play.games)
    for (const entry of game.entries ?? [])
      for (const member of entry.members) if (member.participant_id === participantId) return member.name
  return ''
}

function toHold(play: EventPlay, hold: CallHold | null): QueueHold | null {
  if (!hold) return null
  switch (hold.kind) {
    case 'held':
      return { kind: 'held' }
    case 'playerBusy':
      return { kind: 'playerBusy', players: hold.players.map((player) => nameOf(play, player)) }
    case 'resting':
      return {
        kind: 'resting',
        players: hold.players.map((player) => nameOf(play, player)),
        until: new Date(hold.untilMs).toISOString(),
      }
    default:
      return hold satisfies never
  }
}

/** The waiting games in the planner's order, each with why it is not on a board yet. */
export function eventQueue(play: EventPlay, now: Date): QueuedGame[] {
  const { candidates, games } = callCandidates(play)
  const plan = planBoardCalls({
    candidates,
    boards: [],
    busyPlayers: busyPlayers(play),
    lastFinishedAt: lastFinishedAt(play),
    now: now.getTime(),
    rules: { restMs: play.event.restMinutes * 60_000 },
  })
  return plan.waiting.flatMap(({ gameId, hold }) => {
    const game = games.get(gameId)
    if (!game) return []
    return [
      {
        game: toBoardGame(play, game),
        hold: toHold(play, hold),
        manual_position: game.row.queuePosition,
        held: game.row.held,
      },
    ]
  })
}

/**
 * An event's boards at play as its page and overview show them; tablets' health for its organisers only. Pass
 * `visibleTournamentIds` for a caller who may not see every tournament (`visibleTournamentIds` of the visibility
 * rule): the games of the others are left out of the queue and the results, and their boards show as in use
 * without the game.
 */
export function toEventBoardsLive(
  play: EventPlay,
  canManage: boolean,
  now = new Date(),
  visibleTournamentIds?: ReadonlySet<string>,
): EventBoardsLive {
  const shown: Shown = (game) => !visibleTournamentIds || visibleTournamentIds.has(game.play.row.id)
  const recent: BoardGame[] = play.games
    .filter((game) => shown(game) && game.row.result && game.row.finishedAt && game.entries && !game.onBoard)
    .sort((a, b) => (b.row.finishedAt?.getTime() ?? 0) - (a.row.finishedAt?.getTime() ?? 0))
    .slice(0, RECENT_RESULTS)
    .map((game) => toBoardGame(play, game))
  return {
    event_id: play.event.id,
    version: play.event.boardsVersion,
    settings: {
      auto_call: play.event.autoCall,
      rest_minutes: play.event.restMinutes,
      no_show_minutes: play.event.noShowMinutes,
    },
    boards: play.boards.map((board) => toLiveBoard(play, board, canManage, now, shown)),
    queue: eventQueue(play, now).filter(
      (queued) => !visibleTournamentIds || visibleTournamentIds.has(queued.game.tournament.id),
    ),
    recent,
    can_manage: canManage,
  }
}

/** What a board's tablet shows: its game, or while it waits the game likely to come next. */
export function toTabletState(play: EventPlay, board: BoardRow, now = new Date()): TabletState {
  const game = gameOnBoard(play, board.id)
  const next = game || !board.enabled ? null : (eventQueue(play, now).find((queued) => !queued.hold)?.game ?? null)
  return {
    board: toTabletBoard({ kind: 'event', board, event: play.event }),
    state: game?.onBoard ?? (board.enabled ? 'waiting' : 'disabled'),
    game: game ? toBoardGame(play, game) : null,
    next,
    league: null,
    version: play.event.boardsVersion,
  }
}
