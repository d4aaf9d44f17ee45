import type { MatchFormat } from '@oche/darts'

/** Why legs cannot end a game: they do not fit the format, or they are a draw where a game needs a winner. */
export type ResultLegsIssue = 'legsDoNotFitFormat' | 'drawNotAllowed'

export type ResultLegsCheck = { ok: true; winner: 0 | 1 | 'draw' } | { ok: false; issue: ResultLegsIssue }

/**
 * The winner of a finished game with these legs (sets in set play), or why the legs cannot end a game of this
 * format; the server checks the same (darts-rules.md §3): first to N needs exactly N for the winner and fewer for
 * the loser; best of N stops at more than half, or is drawn at half each when N is even; play all N throws every
 * leg.
 */
export function checkResultLegs(
  format: MatchFormat,
  legs: readonly [number, number],
  options: { allowsDraw: boolean },
): ResultLegsCheck {
  const [a, b] = legs
  const high = Math.max(a, b)
  const low = Math.min(a, b)
  const winner = a > b ? 0 : b > a ? 1 : 'draw'
  if (!fitsFormat(format, a, b, high, low)) return { ok: false, issue: 'legsDoNotFitFormat' }
  if (winner === 'draw' && !options.allowsDraw) return { ok: false, issue: 'drawNotAllowed' }
  return { ok: true, winner }
}

function fitsFormat(format: MatchFormat, a: number, b: number, high: number, low: number): boolean {
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

/** Group and round-robin games may end level; knockout games need a winner. */
export function allowsDraw(stage: string): boolean {
  return stage === 'groups' || stage === 'roundRobin'
}

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
