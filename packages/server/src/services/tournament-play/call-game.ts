import type { TournamentDetail } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { mergeEffects, type Committed } from '../effects'
import { notifyParticipants, playerNotificationTypes, toldAfterCommit } from '../notifications/notify-players'
import { tournamentGames } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { findPlayGame, loadPlayState, participantsOfGame } from './load-play-state'
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
    const state = await loadPlayState(tx, found.value)
    const game = findPlayGame(state, input.gameId)
    if (!game) return fail('game.notFound')
    if (game.resolved.state !== 'ready') return fail('game.notReady')
    const now = new Date()
    await tx
      .update(tournamentGames)
      .set({ board: input.board, calledAt: now, updatedAt: now })
      .where(eq(tournamentGames.id, game.row.id))
    // The players are told where to go (again when the game moves to another board).
    const notified = await notifyParticipants(tx, {
      participantIds: participantsOfGame(state, game.resolved),
      type: playerNotificationTypes.called,
      data: {
        tournament_id: found.value.id,
        tournament_name: found.value.name,
        game_id: game.row.id,
        board: input.board,
      },
      actorId: actor.userId,
    })
    return ok({ change: await commitPlayChange(tx, found.value.id), notified })
  })
  if (!outcome.ok) return outcome
  const change = { ...outcome.value.change, gameId: input.gameId, board: input.board }
  const answer = await answerPlayChange(db, { userId: actor.userId, change, event: 'game.called' })
  if (!answer.ok) return answer
  return ok({ ...answer.value, effects: mergeEffects(answer.value.effects, toldAfterCommit(outcome.value.notified)) })
}
