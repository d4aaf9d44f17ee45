import type { GameResultInputSchema, SideStats, TournamentDetail } from '@oche/api'
import { checkResultLegs, stageAllowsDraws, type GameResult, type ResultLegsError } from '@oche/darts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { mergeEffects, type Committed } from '../effects'
import { notifyParticipants, playerNotificationTypes, toldAfterCommit } from '../notifications/notify-players'
import { tournamentGames, type TournamentRow } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { gameFormat } from './game-format'
import { entriesOfGame, findPlayGame, loadPlayState, participantsOfGame } from './load-play-state'
import { recordPlayAudit, resultText, type PlayActor } from './play-audit'
import { planResultChange } from './plan-result-change'

export type GameResultInput = z.output<typeof GameResultInputSchema>

export type SetGameResultError =
  | 'tournament.notFound'
  | 'auth.forbidden'
  | 'game.notFound'
  | 'game.notPlayable'
  | 'result.correctionBlocked'
  | ResultLegsError

type StoredResult = { result: GameResult; sideStats: [SideStats, SideStats] | null }

/** The result to store: legs checked against the game's format (sets counted in set play), or a walkover. */
function resultOf(
  row: TournamentRow,
  game: Parameters<typeof gameFormat>[1],
  input: GameResultInput,
): Result<StoredResult, ResultLegsError> {
  if (input.kind === 'walkover') return ok({ result: { kind: 'walkover', winner: input.winner }, sideStats: null })
  const format = gameFormat(row, game)
  const winner = checkResultLegs(format, input.legs, { allowsDraw: stageAllowsDraws(game.stage) })
  if (!winner.ok) return winner
  const legs = [input.legs[0], input.legs[1]] as const
  const result: GameResult =
    format.kind === 'sets' ? { kind: 'played', legs, winner: winner.value } : { kind: 'played', legs }
  return ok({ result, sideStats: input.stats ?? null })
}

/**
 * Enters or corrects a game's result by hand (organisers), for a game whose two sides are entries. A correction
 * that would change a game already played downstream is refused with those games; otherwise games not yet played
 * re-flow. Every entry and correction is kept in the audit trail with its note.
 */
export async function setGameResult(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; gameId: string; result: GameResultInput },
): Promise<Result<Committed<TournamentDetail>, SetGameResultError>> {
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
    if (game.resolved.sides.some((side) => side.kind !== 'entry')) return fail('game.notPlayable')
    const stored = resultOf(row, game.row, input.result)
    if (!stored.ok) return stored
    const planned = planResultChange(state, game, stored.value.result)
    if (!planned.ok) return planned
    const now = new Date()
    await tx
      .update(tournamentGames)
      .set({
        result: stored.value.result,
        sideStats: stored.value.sideStats,
        finishedAt: game.row.finishedAt ?? now,
        // The organiser's own entry is the confirmation: a board that held the game is free for the next one.
        confirmedAt: game.row.confirmedAt ?? now,
        updatedAt: now,
      })
      .where(eq(tournamentGames.id, game.row.id))
    const before = resultText(game.row.result)
    const after = resultText(stored.value.result)
    // A correction of a result the players already saw is told to them; a first entry is what they played.
    const [home, away] = entriesOfGame(state, game.resolved)
    const notified =
      game.row.result && before !== after
        ? await notifyParticipants(tx, {
            participantIds: participantsOfGame(state, game.resolved),
            type: playerNotificationTypes.resultCorrected,
            data: {
              tournament_id: row.id,
              tournament_name: row.name,
              home: home?.name ?? '',
              away: away?.name ?? '',
              result: after,
            },
            actorId: actor.userId,
          })
        : []
    await recordPlayAudit(tx, actor, {
      action: game.row.result ? 'result.corrected' : 'result.entered',
      tournamentId: row.id,
      gameId: game.row.id,
      before,
      after,
      note: input.result.note || null,
    })
    return ok({ change: await commitPlayChange(tx, row.id), notified })
  })
  if (!outcome.ok) return outcome
  const answer = await answerPlayChange(db, { userId: actor.userId, change: outcome.value.change })
  if (!answer.ok) return answer
  return ok({ ...answer.value, effects: mergeEffects(answer.value.effects, toldAfterCommit(outcome.value.notified)) })
}
