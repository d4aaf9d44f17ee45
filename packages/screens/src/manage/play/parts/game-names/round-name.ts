import type { Game } from '@oche/api'
import { parseRoundCode, type RoundKind } from '@oche/darts'

/** The named rounds of the wire's `round_code`; `round` is the plain "Round {number}" of groups and round robins. */
export type RoundNameCode = Exclude<RoundKind, 'roundRobin'> | 'round'

/**
 * What to call a game's round: `last16` → `{ code: 'last', number: 16 }`, `losersRound2` → `{ code: 'losersRound',
 * number: 2 }`, `roundRobin` (and a code this screen does not know) → `{ code: 'round', number: game.round }`.
 */
export function roundName(game: Pick<Game, 'round_code' | 'round'>): { code: RoundNameCode; number: number } {
  const parsed = parseRoundCode(game.round_code)
  if (!parsed || parsed.kind === 'roundRobin') return { code: 'round', number: game.round }
  return { code: parsed.kind, number: parsed.number ?? game.round }
}
