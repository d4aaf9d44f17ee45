import type { Entry, Tournament, TournamentSnapshot, TournamentSnapshotGame } from '@oche/api'
import { resolveGames, type Resolution, type ResolvedGame, type ResolveInput } from '@oche/darts'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentGames, type TournamentGameRow, type TournamentRow } from '../../db/schema/index'
import { loadEntries, toTournament } from '../tournaments/access'

/** A tournament's stored play (entries, the draw, games and results) and what @oche/darts resolves from it. */
export type PlayState = {
  row: TournamentRow
  tournament: Tournament
  entries: Entry[]
  /** The game rows in the engine's order. */
  gameRows: TournamentGameRow[]
  /** The snapshot `buildTournamentDetail` reads, without the viewer. */
  snapshot: Omit<TournamentSnapshot, 'viewer'>
  input: ResolveInput
  resolution: Resolution
}

function toSnapshotGame(row: TournamentGameRow): TournamentSnapshotGame {
  return {
    id: row.id,
    definition: row.definition,
    result: row.result,
    sideStats: row.sideStats,
    matchId: row.matchId,
    board: row.board,
    calledAt: row.calledAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * Loads everything stored about a tournament's play and resolves its games with @oche/darts: who plays each game,
 * which are ready, the group standings. Call it inside the transaction that changes the play, after locking the
 * tournament row, so the state cannot move under the change.
 */
export async function loadPlayState(db: Database, row: TournamentRow): Promise<PlayState> {
  const tournament = await toTournament(db, row)
  const entries = await loadEntries(db, row.id)
  const gameRows = await db
    .select()
    .from(tournamentGames)
    .where(eq(tournamentGames.tournamentId, row.id))
    .orderBy(asc(tournamentGames.position))
  const input: ResolveInput = {
    games: gameRows.map((game) => game.definition),
    results: Object.fromEntries(gameRows.flatMap((game) => (game.result ? [[game.key, game.result]] : []))),
    groups: row.groups ?? [],
    deciders: row.deciders,
    standings: { points: row.standings.points, tieBreakers: row.standings.tie_breakers },
    withdrawn: entries.filter((entry) => entry.withdrawn).map((entry) => entry.id),
  }
  const resolved = resolveGames(input)
  if (!resolved.ok) throw new Error(`Tournament ${row.id} does not resolve: ${resolved.error}`)
  return {
    row,
    tournament,
    entries,
    gameRows,
    snapshot: {
      tournament,
      entries,
      groups: row.groups,
      deciders: row.deciders,
      games: gameRows.map(toSnapshotGame),
    },
    input,
    resolution: resolved.value,
  }
}

/** A game of the state by its row uuid, with what the engine resolved for it; null when it is not one of them. */
export function findPlayGame(
  state: PlayState,
  gameId: string,
): { row: TournamentGameRow; resolved: ResolvedGame } | null {
  const index = state.gameRows.findIndex((row) => row.id === gameId)
  const row = state.gameRows[index]
  const resolved = state.resolution.games[index]
  return row && resolved ? { row, resolved } : null
}

/** The entries on a game's two sides (null for a side not known yet or a bye), for who is told about it. */
export function entriesOfGame(state: PlayState, resolved: ResolvedGame): [Entry | null, Entry | null] {
  const entryOf = (side: ResolvedGame['sides'][number]) =>
    side.kind === 'entry' ? (state.entries.find((entry) => entry.id === side.entryId) ?? null) : null
  return [entryOf(resolved.sides[0]), entryOf(resolved.sides[1])]
}

/** The participants who play a game (both sides, pairs' partners too). */
export function participantsOfGame(state: PlayState, resolved: ResolvedGame): string[] {
  return entriesOfGame(state, resolved).flatMap((entry) => entry?.members.map((member) => member.participant_id) ?? [])
}
