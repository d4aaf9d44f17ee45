import { planCorrection, type GameResult } from '@oche/darts'
import { failWith, ok, type Result } from '../result'
import type { findPlayGame, PlayState } from './load-play-state'

type PlayGame = NonNullable<ReturnType<typeof findPlayGame>>

/**
 * Whether a decided game's result may become `result` (null: removed) with @oche/darts' `planCorrection`: refused
 * with the games already played that it would change (`blocking_game_ids`, row uuids) when there are any. A game
 * not decided yet changes nothing downstream that was played.
 */
export function planResultChange(
  state: PlayState,
  game: PlayGame,
  result: GameResult | null,
): Result<null, 'result.correctionBlocked'> {
  if (game.resolved.result === null) return ok(null)
  const plan = planCorrection(state.input, game.row.key, result)
  if (plan.ok) return ok(null)
  if (plan.error !== 'correction.dependentGamePlayed')
    throw new Error(`Game ${game.row.id} cannot be corrected: ${plan.error}`)
  const uuidOf = new Map(state.gameRows.map((row) => [row.key, row.id]))
  const blocking = plan.blockingGameIds.map((key) => uuidOf.get(key) ?? key)
  return failWith('result.correctionBlocked', { details: { blocking_game_ids: blocking } })
}
