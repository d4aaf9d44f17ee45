import type { GameResult } from './game'
import type { ResolveError } from './game-graph'
import { type ResolvedGame, type ResolveInput, type Resolution, resolveGames } from './resolve-games'

export type CorrectionPlan = {
  /** Other games whose sides or state the correction changes (they re-flow), in game order. */
  changedGameIds: string[]
  /** The resolution after the correction. */
  resolution: Resolution
}

export type CorrectionOutcome =
  | { ok: true; value: CorrectionPlan }
  | { ok: false; error: ResolveError | 'correction.unknownGame' | 'correction.gameNotDecided' }
  | { ok: false; error: 'correction.dependentGamePlayed'; changedGameIds: string[]; blockingGameIds: string[] }

function sameSides(a: ResolvedGame, b: ResolvedGame): boolean {
  return a.state === b.state && JSON.stringify(a.sides) === JSON.stringify(b.sides)
}

/**
 * What correcting a decided game's result (or removing it, with null) would change downstream. It is refused
 * when a changed game already has a result, since a played match cannot be re-flowed; the refusal lists them.
 * @example
 * const plan = planCorrection(input, 'ko.1.2', { kind: 'played', legs: [1, 3] })
 * if (!plan.ok && plan.error === 'correction.dependentGamePlayed') show(plan.blockingGameIds)
 */
export function planCorrection(input: ResolveInput, gameId: string, corrected: GameResult | null): CorrectionOutcome {
  const before = resolveGames(input)
  if (!before.ok) return before
  const index = input.games.findIndex((game) => game.id === gameId)
  const original = before.value.games[index]
  if (!original) return { ok: false, error: 'correction.unknownGame' }
  if (original.state !== 'finished' && original.state !== 'walkover') {
    return { ok: false, error: 'correction.gameNotDecided' }
  }
  const results = Object.fromEntries(Object.entries(input.results).filter(([id]) => id !== gameId))
  const after = resolveGames({ ...input, results: corrected ? { ...results, [gameId]: corrected } : results })
  if (!after.ok) return after
  const changedGameIds = before.value.games
    .filter((game, i) => game.gameId !== gameId && !sameSides(game, after.value.games[i] as ResolvedGame))
    .map((game) => game.gameId)
  const blockingGameIds = changedGameIds.filter((id) => input.results[id] !== undefined)
  if (blockingGameIds.length > 0) {
    return { ok: false, error: 'correction.dependentGamePlayed', changedGameIds, blockingGameIds }
  }
  return { ok: true, value: { changedGameIds, resolution: after.value } }
}
