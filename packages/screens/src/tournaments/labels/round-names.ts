import type { Game } from '@oche/api'
import { defineMessage, type IntlShape } from 'react-intl'

/** The kinds of `round_code` the engine writes (`@oche/darts` `RoundCode`); `other` for a code it does not know. */
export type RoundKind =
  | 'final'
  | 'semiFinal'
  | 'quarterFinal'
  | 'lastN'
  | 'thirdPlace'
  | 'roundRobin'
  | 'winnersRound'
  | 'winnersFinal'
  | 'losersRound'
  | 'losersFinal'
  | 'grandFinal'
  | 'grandFinalReset'
  | 'other'

export type ParsedRound = { kind: RoundKind; number: number | null }

const fixed = new Set<RoundKind>([
  'final',
  'semiFinal',
  'quarterFinal',
  'thirdPlace',
  'roundRobin',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
])
const numbered: [RegExp, RoundKind][] = [
  [/^last(\d+)$/, 'lastN'],
  [/^winnersRound(\d+)$/, 'winnersRound'],
  [/^losersRound(\d+)$/, 'losersRound'],
]

/** `'last16'` → `{ kind: 'lastN', number: 16 }`, `'losersRound2'` → `{ kind: 'losersRound', number: 2 }`. */
export function parseRoundCode(code: string): ParsedRound {
  if (fixed.has(code as RoundKind)) return { kind: code as RoundKind, number: null }
  for (const [pattern, kind] of numbered) {
    const match = pattern.exec(code)
    if (match) return { kind, number: Number(match[1]) }
  }
  return { kind: 'other', number: null }
}

const singleGameRounds = new Set<RoundKind>([
  'final',
  'thirdPlace',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
])

/** Rounds of one game, which the round's name names well enough ("Final", not "Final: Final"). */
export function isSingleGameRound(code: string): boolean {
  return singleGameRounds.has(parseRoundCode(code).kind)
}

const messages = {
  roundName: defineMessage<{ kind: RoundKind; number: number }>({
    id: 'tournaments.round.name',
    defaultMessage:
      '{kind, select, final {Final} semiFinal {Semi-finals} quarterFinal {Quarter-finals} lastN {Last {number}} thirdPlace {Third place} roundRobin {Round robin} winnersRound {Winners round {number}} winnersFinal {Winners final} losersRound {Losers round {number}} losersFinal {Losers final} grandFinal {Grand final} grandFinalReset {Grand final reset} other {Round {number}}}',
  }),
  gameLabel: defineMessage<{ kind: RoundKind; number: number; slot: number }>({
    id: 'tournaments.round.gameLabel',
    defaultMessage:
      '{kind, select, final {Final} semiFinal {SF {slot}} quarterFinal {QF {slot}} lastN {L{number} {slot}} thirdPlace {3rd place} roundRobin {Game {slot}} winnersRound {WR{number} {slot}} winnersFinal {WF} losersRound {LR{number} {slot}} losersFinal {LF} grandFinal {GF} grandFinalReset {GF reset} other {R{number} {slot}}}',
  }),
}

/**
 * The translated name of a round, never the code itself: "Quarter-finals", "Last 16", "Losers round 2". A code the
 * screens do not know is named by the game's round number ("Round 3").
 */
export function roundName(intl: IntlShape, game: Pick<Game, 'round_code' | 'round'>): string {
  const parsed = parseRoundCode(game.round_code)
  return intl.formatMessage(messages.roundName, { kind: parsed.kind, number: parsed.number ?? game.round })
}

/** A short name of one game, for placeholders and lists: "QF 2", "SF 1", "Final", "LR3 2". */
export function gameLabel(intl: IntlShape, game: Pick<Game, 'round_code' | 'round' | 'slot'>): string {
  const parsed = parseRoundCode(game.round_code)
  return intl.formatMessage(messages.gameLabel, {
    kind: parsed.kind,
    number: parsed.number ?? game.round,
    slot: game.slot,
  })
}
