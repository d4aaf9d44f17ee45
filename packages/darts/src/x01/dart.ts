/** A segment number of the board, 1 to 20. */
export type SegmentNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20

/**
 * One dart as a canonical token (darts-rules.md §1): `S1`–`S20`, `D1`–`D20`, `T1`–`T20`,
 * `SB` (outer bull, 25), `DB` (bullseye, 50, a double) and `M` (miss, 0).
 */
export type Dart = `S${SegmentNumber}` | `D${SegmentNumber}` | `T${SegmentNumber}` | 'SB' | 'DB' | 'M'

export const segmentNumbers: readonly SegmentNumber[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
]

/** Every canonical dart: singles, doubles, trebles, the two bulls and the miss (63 tokens). */
export const allDarts: readonly Dart[] = [
  ...segmentNumbers.map((n): Dart => `S${n}`),
  ...segmentNumbers.map((n): Dart => `D${n}`),
  ...segmentNumbers.map((n): Dart => `T${n}`),
  'SB',
  'DB',
  'M',
]

const dartSet: ReadonlySet<string> = new Set(allDarts)

export function isDart(value: unknown): value is Dart {
  return typeof value === 'string' && dartSet.has(value)
}

export function dartValue(dart: Dart): number {
  if (dart === 'M') return 0
  if (dart === 'SB') return 25
  if (dart === 'DB') return 50
  const n = Number(dart.slice(1))
  const bed = dart[0]
  return bed === 'T' ? 3 * n : bed === 'D' ? 2 * n : n
}

/** True for D1–D20 and the bullseye, which counts as a double. */
export function isDouble(dart: Dart): boolean {
  return dart === 'DB' || dart[0] === 'D'
}

export function isTreble(dart: Dart): boolean {
  return dart[0] === 'T'
}

/**
 * Reads a dart the way a scorer types it: case-insensitive canonical tokens, plus `25`/`S25` for the
 * outer bull, `BULL`/`50`/`D25` for the bullseye, `MISS`/`0` for a miss and a bare `1`–`20` for a single.
 */
export function parseDart(input: string): Dart | null {
  const token = input.trim().toUpperCase()
  if (isDart(token)) return token
  switch (token) {
    case '25':
    case 'S25':
      return 'SB'
    case 'BULL':
    case '50':
    case 'D25':
      return 'DB'
    case 'MISS':
    case '0':
      return 'M'
  }
  if (/^(?:[1-9]|1\d|20)$/.test(token)) return `S${Number(token) as SegmentNumber}`
  return null
}
