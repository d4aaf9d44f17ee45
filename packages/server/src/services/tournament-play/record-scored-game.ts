import { stageAllowsDraws, type X01MatchState } from '@oche/darts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentGames, tournaments } from '../../db/schema/index'
import type { TournamentChange } from '../tournaments/access'
import { commitPlayChange } from './commit-play-change'
import { gameResultFromMatch } from './game-result-from-match'
import { findPlayGame, loadPlayState } from './load-play-state'
import { recordPlayAudit, resultText, type PlayActor } from './play-audit'
import { planResultChange } from './plan-result-change'

/**
 * Records the result of a tournament game whose match just finished, in the transaction that stored the finishing
 * event: legs (sets in set play), the points and darts behind the averages, and the 180s, 171s and high checkouts of
 * the log. Answers the change to publish after the commit, or null when the match plays no tournament game or the
 * game cannot take it (a result was entered by hand meanwhile, or a game already played downstream depends on it).
 */
export async function recordScoredGame(
  tx: Database,
  input: { matchId: string; state: X01MatchState; actor: PlayActor },
): Promise<TournamentChange | null> {
  const [linked] = await tx
    .select({ id: tournamentGames.id, tournamentId: tournamentGames.tournamentId })
    .from(tournamentGames)
    .where(eq(tournamentGames.matchId, input.matchId))
    .limit(1)
  if (!linked) return null
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, linked.tournamentId)).for('update')
  if (!row) return null
  const state = await loadPlayState(tx, row)
  const game = findPlayGame(state, linked.id)
  if (!game || game.row.result || game.resolved.sides.some((side) => side.kind !== 'entry')) return null
  const scored = gameResultFromMatch(input.state)
  const isDraw = scored.result.kind === 'played' && scored.result.winner === 'draw'
  if (isDraw && !stageAllowsDraws(game.row.stage)) return null
  if (!planResultChange(state, game, scored.result).ok) return null
  const now = new Date()
  await tx
    .update(tournamentGames)
    .set({ result: scored.result, sideStats: scored.sideStats, finishedAt: now, updatedAt: now })
    .where(eq(tournamentGames.id, game.row.id))
  await recordPlayAudit(tx, input.actor, {
    action: 'result.entered',
    tournamentId: row.id,
    gameId: game.row.id,
    before: null,
    after: resultText(scored.result),
    note: null,
  })
  return commitPlayChange(tx, row.id)
}
