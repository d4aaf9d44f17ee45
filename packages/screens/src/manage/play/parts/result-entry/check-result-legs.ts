import { checkResultLegs, type MatchFormat } from '@oche/darts'

// Whether legs can end a game, and which stages may end level, are rules of the format in @oche/darts
// (`checkResultLegs`, `stageAllowsDraws`), the same the server checks.

/** Group and round-robin games may end level; knockout games need a winner. */
export { stageAllowsDraws as allowsDraw } from '@oche/darts'

/** The most legs (sets in set play) one side can have at the end of a game of this format. */
export function maxLegs(format: MatchFormat): number {
  switch (format.kind) {
    case 'firstTo':
      return format.legs
    case 'sets':
      return format.sets
    case 'bestOf':
      return Math.floor(format.legs / 2) + 1
    case 'playAll':
      return format.legs
    default:
      return format satisfies never
  }
}

/**
 * Every score a game of this format can end with (side 0's legs first): side 0's wins, the draws, then side 1's
 * wins, for one-tap entry. Formats with more than `limit` possible scores give an empty list.
 */
export function possibleResults(
  format: MatchFormat,
  options: { allowsDraw: boolean; limit?: number },
): Array<[number, number]> {
  const top = maxLegs(format)
  const limit = options.limit ?? 12
  const all: Array<[number, number]> = []
  for (let a = top; a >= 0; a -= 1) {
    for (let b = 0; b <= top; b += 1) {
      if (checkResultLegs(format, [a, b], options).ok) all.push([a, b])
    }
  }
  const rank = ([a, b]: [number, number]) => (a > b ? 0 : a === b ? 1 : 2)
  // Mirrored around the draws: 3–0 3–1 3–2 · 2–3 1–3 0–3, the closest scores in the middle.
  const sorted = all.sort((x, y) => rank(x) - rank(y) || (rank(x) === 0 ? x[1] - y[1] : y[0] - x[0]))
  return sorted.length > limit ? [] : sorted
}
