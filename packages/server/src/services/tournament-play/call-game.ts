import type { TournamentDetail } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { Committed } from '../effects'
import { tournamentGames } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { findPlayGame, loadPlayState } from './load-play-state'
import type { PlayActor } from './play-audit'

export type CallGameError = 'tournament.notFound' | 'auth.forbidden' | 'game.notFound' | 'game.notReady'

/**
 * Sends a game to a board (free text, or none): only a game whose two entries are known and that is not decided.
 * Calling it again moves it to another board. The pages hear `game.called` with the game and its board.
 */
export async function callGame(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; gameId: string; board: string | null },
): Promise<Result<Committed<TournamentDetail>, CallGameError>> {
  const { actor } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const game = findPlayGame(await loadPlayState(tx, found.value), input.gameId)
    if (!game) return fail('game.notFound')
    if (game.resolved.state !== 'ready') return fail('game.notReady')
    const now = new Date()
    await tx
      .update(tournamentGames)
      .set({ board: input.board, calledAt: now, updatedAt: now })
      .where(eq(tournamentGames.id, game.row.id))
    return ok(await commitPlayChange(tx, found.value.id))
  })
  if (!outcome.ok) return outcome
  const change = { ...outcome.value, gameId: input.gameId, board: input.board }
  return answerPlayChange(db, { userId: actor.userId, change, event: 'game.called' })
}
