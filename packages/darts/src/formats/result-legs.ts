import type { MatchFormat } from '../x01/match-config'
import { fail, ok, type Result } from '../x01/result'

/** Why legs cannot end a game: they do not fit the format, or they are a draw where the game needs a winner. */
export type ResultLegsError = 'result.legsDoNotFitFormat' | 'result.drawNotAllowed'

/** Group and round-robin games may end level (darts-rules.md §3); a knockout game needs a winner. */
export function stageAllowsDraws(stage: string): boolean {
  return stage === 'groups' || stage === 'roundRobin'
}

/**
 * The winner of a finished game with these legs (sets in set play), or why the legs cannot end a game of this
 * format (darts-rules.md §3): first to N needs exactly N for the winner and fewer for the loser; best of N stops
 * at more than half, or is drawn at half each when N is even; play all N throws every leg. A draw is refused
 * unless `allowsDraw` (`stageAllowsDraws` of the game's stage).
 * @example
 * checkResultLegs({ kind: 'firstTo', legs: 3 }, [3, 1], { allowsDraw: false }) // { ok: true, value: 0 }
 */
export function checkResultLegs(
  format: MatchFormat,
  legs: readonly [number, number],
  options: { allowsDraw: boolean },
): Result<0 | 1 | 'draw', ResultLegsError> {
  const [a, b] = legs
  const winner = a > b ? 0 : b > a ? 1 : 'draw'
  if (!fitsFormat(format, a, b)) return fail('result.legsDoNotFitFormat')
  if (winner === 'draw' && !options.allowsDraw) return fail('result.drawNotAllowed')
  return ok(winner)
}

function fitsFormat(format: MatchFormat, a: number, b: number): boolean {
  const high = Math.max(a, b)
  const low = Math.min(a, b)
  switch (format.kind) {
    case 'firstTo':
      return high === format.legs && low < format.legs
    case 'sets':
      return high === format.sets && low < format.sets
    case 'bestOf':
      return a === b
        ? format.legs % 2 === 0 && a === format.legs / 2
        : high === Math.floor(format.legs / 2) + 1 && a + b <= format.legs
    case 'playAll':
      return a + b === format.legs
    default:
      return format satisfies never
  }
}
