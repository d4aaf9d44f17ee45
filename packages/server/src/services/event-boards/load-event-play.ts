import type { BoardGame, Entry, MatchSummary } from '@oche/api'
import type { CallCandidate } from '@oche/darts'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  boardDevices,
  boards,
  matches,
  tournaments,
  type BoardDeviceRow,
  type BoardRow,
  type EventRow,
  type TournamentGameRow,
} from '../../db/schema/index'
import { gameFormat, phaseOf } from '../tournament-play/game-format'
import { loadPlayState, type PlayState } from '../tournament-play/load-play-state'

/** Where a game called to one of the event's boards stands. */
export type OnBoardState = 'called' | 'playing' | 'confirming'

/** A game of a tournament played at the event, with its players and where it stands on the boards. */
export type EventGame = {
  row: TournamentGameRow
  play: PlayState
  /** Both entries once known (the game can be played), else null. */
  entries: [Entry, Entry] | null
  /** The participants on both sides. */
  players: string[]
  /** Ready: both entries known and no result yet. */
  isReady: boolean
  /** On one of the event's boards: called and not yet confirmed. */
  onBoard: OnBoardState | null
  /** Called to a board by hand in the tournament's own play list (a free-text board), not yet decided. */
  isElsewhere: boolean
}

/** Everything the boards of an event show: the event, its boards and tablets, and the games of its tournaments. */
export type EventPlay = {
  event: EventRow
  boards: BoardRow[]
  devices: BoardDeviceRow[]
  games: EventGame[]
  summaries: Map<string, MatchSummary>
}

function onBoardState(row: TournamentGameRow): OnBoardState | null {
  if (!row.boardId) return null
  if (row.result) return row.confirmedAt ? null : 'confirming'
  return row.startedAt ? 'playing' : 'called'
}

/** Loads an event's boards, tablets and the games of every tournament played at it (call inside the transaction). */
export async function loadEventPlay(db: Database, event: EventRow): Promise<EventPlay> {
  const boardRows = await db.select().from(boards).where(eq(boards.eventId, event.id)).orderBy(asc(boards.number))
  const devices =
    boardRows.length === 0
      ? []
      : await db
          .select()
          .from(boardDevices)
          .where(
            and(
              inArray(
                boardDevices.boardId,
                boardRows.map((board) => board.id),
              ),
              isNull(boardDevices.revokedAt),
            ),
          )
          .orderBy(asc(boardDevices.pairedAt))
  const tournamentRows = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.eventId, event.id))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.createdAt))
  const games: EventGame[] = []
  for (const row of tournamentRows) {
    const play = await loadPlayState(db, row)
    play.gameRows.forEach((gameRow, index) => {
      const resolved = play.resolution.games[index]
      if (!resolved) return
      const [home, away] = resolved.sides
      const entryOf = (id: string) => play.entries.find((entry) => entry.id === id)
      const homeEntry = home.kind === 'entry' ? entryOf(home.entryId) : undefined
      const awayEntry = away.kind === 'entry' ? entryOf(away.entryId) : undefined
      const entries: [Entry, Entry] | null = homeEntry && awayEntry ? [homeEntry, awayEntry] : null
      const onBoard = onBoardState(gameRow)
      games.push({
        row: gameRow,
        play,
        entries,
        players: entries ? entries.flatMap((entry) => entry.members.map((member) => member.participant_id)) : [],
        isReady: resolved.state === 'ready',
        onBoard,
        isElsewhere: !gameRow.boardId && Boolean(gameRow.calledAt) && resolved.state === 'ready',
      })
    })
  }
  const matchIds = games.flatMap((game) => (game.row.matchId ? [game.row.matchId] : []))
  const summaries = new Map<string, MatchSummary>()
  if (matchIds.length > 0) {
    const rows = await db
      .select({ id: matches.id, summary: matches.summary })
      .from(matches)
      .where(inArray(matches.id, matchIds))
    for (const match of rows) summaries.set(match.id, match.summary)
  }
  return { event, boards: boardRows, devices, games, summaries }
}

/** The games waiting for a board, as the planner takes them: ready, not on a board, not called elsewhere. */
export function callCandidates(play: EventPlay): { candidates: CallCandidate[]; games: Map<string, EventGame> } {
  const lastFinished = lastFinishedAt(play)
  const games = new Map<string, EventGame>()
  const candidates: CallCandidate[] = []
  play.games.forEach((game, order) => {
    if (!game.isReady || game.onBoard || game.isElsewhere || game.row.calledAt) return
    games.set(game.row.id, game)
    const readyAt = Math.max(readySince(play, game), ...game.players.map((player) => lastFinished[player] ?? 0))
    candidates.push({
      id: game.row.id,
      players: game.players,
      held: game.row.held,
      manualPosition: game.row.queuePosition,
      round: game.row.definition.round,
      order,
      readyAt,
    })
  })
  return { candidates, games }
}

/**
 * Since when a game could be played at the event, leaving its players aside: the latest of the event's start, the
 * tournament joining the event, the game coming to exist (the draw), and the games its sides come from finishing
 * (the game named by `winnerOf`/`loserOf`, every game of the group for `groupPosition`, of every group for
 * `bestPlaced`, the game of `playIf`).
 */
export function readySince(play: Pick<EventPlay, 'event'>, game: Pick<EventGame, 'row' | 'play'>): number {
  const { definition } = game.row
  const rows = game.play.gameRows
  const finishedOf = (key: string) => rows.find((row) => row.key === key)?.finishedAt?.getTime() ?? 0
  const sources = definition.sides.flatMap((side) => {
    switch (side.kind) {
      case 'winnerOf':
      case 'loserOf':
        return [finishedOf(side.gameId)]
      case 'groupPosition':
        return rows
          .filter((row) => row.definition.groupId === side.groupId)
          .map((row) => row.finishedAt?.getTime() ?? 0)
      case 'bestPlaced':
        return rows.filter((row) => row.definition.groupId !== undefined).map((row) => row.finishedAt?.getTime() ?? 0)
      default:
        return []
    }
  })
  return Math.max(
    play.event.startsAt.getTime(),
    game.play.row.eventJoinedAt?.getTime() ?? 0,
    game.row.createdAt.getTime(),
    definition.playIf ? finishedOf(definition.playIf.gameId) : 0,
    ...sources,
  )
}

/** The participants in a game on a board or called elsewhere: the planner holds their other games. */
export function busyPlayers(play: EventPlay): string[] {
  return play.games.filter((game) => game.onBoard || game.isElsewhere).flatMap((game) => game.players)
}

/** Each participant's last finished game at the event (ms epoch). */
export function lastFinishedAt(play: EventPlay): Record<string, number> {
  const last: Record<string, number> = {}
  for (const game of play.games) {
    const finished = game.row.finishedAt?.getTime()
    if (!finished || !game.row.result) continue
    for (const player of game.players) last[player] = Math.max(last[player] ?? 0, finished)
  }
  return last
}

/** The boards with no game on them (enabled or not). */
export function freeBoardIds(play: EventPlay): Set<string> {
  const taken = new Set(play.games.flatMap((game) => (game.onBoard && game.row.boardId ? [game.row.boardId] : [])))
  return new Set(play.boards.filter((board) => !taken.has(board.id)).map((board) => board.id))
}

/** A game as the boards, the tablets and the public page show it. */
export function toBoardGame(play: EventPlay, game: EventGame): BoardGame {
  const { row } = game
  const tournament = game.play.row
  const board = row.boardId ? play.boards.find((candidate) => candidate.id === row.boardId) : undefined
  const calledAt = row.calledAt && row.boardId ? row.calledAt : null
  const noShowAt =
    calledAt && !row.startedAt && !row.result
      ? new Date(calledAt.getTime() + play.event.noShowMinutes * 60_000).toISOString()
      : null
  const result = row.result
  const winner = game.play.resolution.games.find((resolved) => resolved.gameId === row.key)?.winner
  const winnerSide =
    winner?.kind === 'entry' && game.entries ? (game.entries[0].id === winner.entryId ? 0 : 1) : ('draw' as const)
  return {
    id: row.id,
    tournament: { id: tournament.id, name: tournament.name },
    stage: row.stage,
    round: row.definition.round,
    round_code: row.definition.roundCode,
    group: row.definition.groupId ?? null,
    sides: game.entries
      ? [
          { entry_id: game.entries[0].id, name: game.entries[0].name },
          { entry_id: game.entries[1].id, name: game.entries[1].name },
        ]
      : [
          { entry_id: row.id, name: '' },
          { entry_id: row.id, name: '' },
        ],
    start_score: phaseOf(tournament, row.stage).start_score,
    format: gameFormat(tournament, row),
    match_id: row.matchId,
    summary: row.matchId ? (play.summaries.get(row.matchId) ?? null) : null,
    board: board ? { id: board.id, number: board.number, name: board.name } : null,
    called_at: calledAt?.toISOString() ?? null,
    call: row.boardId ? (row.callReason ?? null) : null,
    started_at: row.startedAt?.toISOString() ?? null,
    no_show_at: noShowAt,
    finished_at: row.finishedAt?.toISOString() ?? null,
    result: result
      ? {
          legs: result.kind === 'walkover' ? (result.winner === 0 ? [1, 0] : [0, 1]) : [...result.legs],
          winner: result.kind === 'walkover' ? result.winner : winnerSide,
          walkover: result.kind === 'walkover',
        }
      : null,
  }
}
