import type { RoundCode } from './game'

/** What a `RoundCode` says, without its number: `last` for `last16`, `losersRound` for `losersRound2`, … */
export type RoundKind =
  | 'final'
  | 'semiFinal'
  | 'quarterFinal'
  | 'last'
  | 'thirdPlace'
  | 'roundRobin'
  | 'winnersRound'
  | 'winnersFinal'
  | 'losersRound'
  | 'losersFinal'
  | 'grandFinal'
  | 'grandFinalReset'

/** A round code read: its kind, and for `last…`, `winnersRound…` and `losersRound…` the number it carries. */
export type ParsedRoundCode =
  | { kind: 'last' | 'winnersRound' | 'losersRound'; number: number }
  | { kind: Exclude<RoundKind, 'last' | 'winnersRound' | 'losersRound'>; number: null }

const plainKinds = new Set<string>([
  'final',
  'semiFinal',
  'quarterFinal',
  'thirdPlace',
  'roundRobin',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
] satisfies RoundKind[])

const numberedCode = /^(last|winnersRound|losersRound)([1-9]\d*)$/

/**
 * Reads a round code from the wire: `'last16'` → `{ kind: 'last', number: 16 }`, `'losersRound2'` →
 * `{ kind: 'losersRound', number: 2 }`, `'final'` → `{ kind: 'final', number: null }`; `null` for a code the engine
 * does not write (`'quarterFinals'`, `'lastRound'`), which a screen names by the game's round number instead.
 */
export function parseRoundCode(code: string): ParsedRoundCode | null {
  if (plainKinds.has(code))
    return { kind: code as Exclude<RoundKind, 'last' | 'winnersRound' | 'losersRound'>, number: null }
  const numbered = numberedCode.exec(code)
  if (!numbered?.[1] || !numbered[2]) return null
  return { kind: numbered[1] as 'last' | 'winnersRound' | 'losersRound', number: Number(numbered[2]) }
}

/** The code of a parsed round, the inverse of `parseRoundCode`: `{ kind: 'last', number: 16 }` → `'last16'`. */
export function formatRoundCode(round: ParsedRoundCode): RoundCode {
  return round.number === null ? round.kind : `${round.kind}${round.number}`
}

const singleGameKinds = new Set<RoundKind>([
  'final',
  'thirdPlace',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
])

/** Rounds of one game, which the round's name names well enough ("Final", not "Final, game 1"). */
export function isSingleGameRound(code: string): boolean {
  const parsed = parseRoundCode(code)
  return parsed !== null && singleGameKinds.has(parsed.kind)
}
