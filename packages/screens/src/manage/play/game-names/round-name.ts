import type { Game } from '@oche/api'

/** The named rounds of the wire's `round_code`; `round` is the plain "Round {number}" of groups and round robins. */
export type RoundNameCode =
  | 'final'
  | 'semiFinal'
  | 'quarterFinal'
  | 'last'
  | 'thirdPlace'
  | 'winnersRound'
  | 'winnersFinal'
  | 'losersRound'
  | 'losersFinal'
  | 'grandFinal'
  | 'grandFinalReset'
  | 'round'

const named = new Set<string>([
  'final',
  'semiFinal',
  'quarterFinal',
  'thirdPlace',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
])

/**
 * What to call a game's round: `last16` → `{ code: 'last', number: 16 }`, `losersRound2` → `{ code: 'losersRound',
 * number: 2 }`, `roundRobin` (and a code this screen does not know) → `{ code: 'round', number: game.round }`.
 */
export function roundName(game: Pick<Game, 'round_code' | 'round'>): { code: RoundNameCode; number: number } {
  const code = game.round_code
  if (named.has(code)) return { code: code as RoundNameCode, number: game.round }
  const numbered = /^(last|winnersRound|losersRound)(\d+)$/.exec(code)
  if (numbered?.[1] && numbered[2]) return { code: numbered[1] as RoundNameCode, number: Number(numbered[2]) }
  return { code: 'round', number: game.round }
}
