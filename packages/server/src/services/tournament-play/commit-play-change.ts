import type { TournamentStatus } from '@oche/api'
import type { GameState } from '@oche/darts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { bumpTournamentVersion, type TournamentChange } from '../tournaments/access'
import { loadPlayState, type PlayState } from './load-play-state'

const decided: ReadonlySet<GameState> = new Set(['finished', 'walkover', 'bye', 'notNeeded'])

/**
 * Where the play stands: `finished` once every game is decided, `running` once a game was called, started or
 * decided by a result, `drawn` otherwise (so a draw can be made again after a call is taken back).
 */
export function playStatus(state: PlayState): TournamentStatus {
  if (state.gameRows.length === 0) return state.row.status
  if (state.resolution.games.every((game) => decided.has(game.state))) return 'finished'
  const isTouched = state.gameRows.some((game) => game.calledAt || game.matchId || game.result)
  return isTouched ? 'running' : 'drawn'
}

/**
 * Ends a change to a tournament's play inside its transaction: stores the status the play now has and bumps the
 * version. Publish the answered change after the commit.
 */
export async function commitPlayChange(tx: Database, tournamentId: string): Promise<TournamentChange> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId))
  if (!row) throw new Error(`Tournament ${tournamentId} is gone: its play cannot change`)
  const status = playStatus(await loadPlayState(tx, row))
  if (status !== row.status) await tx.update(tournaments).set({ status }).where(eq(tournaments.id, row.id))
  return { tournamentId: row.id, version: await bumpTournamentVersion(tx, row.id) }
}
