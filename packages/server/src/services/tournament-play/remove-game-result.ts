import type { TournamentDetail } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { Committed } from '../effects'
import { matches, tournamentGames } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { findPlayGame, loadPlayState } from './load-play-state'
import { recordPlayAudit, resultText, type PlayActor } from './play-audit'
import { planResultChange } from './plan-result-change'

export type RemoveGameResultError =
  'tournament.notFound' | 'auth.forbidden' | 'game.notFound' | 'game.noResult' | 'result.correctionBlocked'

/**
 * Removes a game's result (organisers): the game is undecided again, unless a game already played downstream
 * depends on it (refused with those games, like a correction). A finished match it was scored on is unlinked, so
 * the game can be played again; the removal is kept in the audit trail.
 */
export async function removeGameResult(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; gameId: string },
): Promise<Result<Committed<TournamentDetail>, RemoveGameResultError>> {
  const { actor } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const row = found.value
    const state = await loadPlayState(tx, row)
    const game = findPlayGame(state, input.gameId)
    if (!game) return fail('game.notFound')
    if (!game.row.result) return fail('game.noResult')
    const planned = planResultChange(state, game, null)
    if (!planned.ok) return planned
    const [match] = game.row.matchId
      ? await tx.select({ status: matches.status }).from(matches).where(eq(matches.id, game.row.matchId))
      : []
    await tx
      .update(tournamentGames)
      .set({
        result: null,
        sideStats: null,
        finishedAt: null,
        matchId: match?.status === 'finished' ? null : game.row.matchId,
        updatedAt: new Date(),
      })
      .where(eq(tournamentGames.id, game.row.id))
    await recordPlayAudit(tx, actor, {
      action: 'result.removed',
      tournamentId: row.id,
      gameId: game.row.id,
      before: resultText(game.row.result),
      after: null,
      note: null,
    })
    return ok(await commitPlayChange(tx, row.id))
  })
  if (!outcome.ok) return outcome
  return answerPlayChange(db, { userId: actor.userId, change: outcome.value })
}
