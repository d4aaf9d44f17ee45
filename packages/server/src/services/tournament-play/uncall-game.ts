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

export type UncallGameError = 'tournament.notFound' | 'auth.forbidden' | 'game.notFound' | 'game.notReady' | 'game.live'

/**
 * Takes a call back: the game waits for a board again. A game being scored cannot be called off, and a decided one
 * keeps the board it was played on.
 */
export async function uncallGame(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; gameId: string },
): Promise<Result<Committed<TournamentDetail>, UncallGameError>> {
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
    if (game.row.matchId) return fail('game.live')
    await tx
      .update(tournamentGames)
      .set({ board: null, calledAt: null, updatedAt: new Date() })
      .where(eq(tournamentGames.id, game.row.id))
    return ok(await commitPlayChange(tx, found.value.id))
  })
  if (!outcome.ok) return outcome
  return answerPlayChange(db, { userId: actor.userId, change: outcome.value })
}
