import type { MatchFormat } from '@oche/darts'
import { fail, ok, type Result } from '../result'

export type CheckResultLegsError = 'result.legsDoNotFitFormat' | 'result.drawNotAllowed'

/**
 * The winner of a finished game with these legs (sets in set play), or why the legs cannot end a game of this
 * format (darts-rules.md §3): first to N needs exactly N for the winner and fewer for the loser; best of N stops
 * at more than half, or is drawn at half each when N is even; play all N throws every leg.
 */
export function checkResultLegs(
  format: MatchFormat,
  legs: readonly [number, number],
  options: { allowsDraw: boolean },
): Result<0 | 1 | 'draw', CheckResultLegsError> {
  const [a, b] = legs
  const high = Math.max(a, b)
  const low = Math.min(a, b)
  const winner = a > b ? 0 : b > a ? 1 : 'draw'
  const fits = (() => {
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
  })()
  if (!fits) return fail('result.legsDoNotFitFormat')
  if (winner === 'draw' && !options.allowsDraw) return fail('result.drawNotAllowed')
  return ok(winner)
}
