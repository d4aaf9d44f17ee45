import type { Game } from '@oche/api'
import { parseRoundCode, type RoundKind } from '@oche/darts'
import { defineMessage, type IntlShape } from 'react-intl'

/** A round's kind as its names select it: the engine's `RoundKind`, or `other` for a code it does not write. */
type RoundNameKind = RoundKind | 'other'

function readRound(code: string): { kind: RoundNameKind; number: number | null } {
  return parseRoundCode(code) ?? { kind: 'other', number: null }
}

const messages = {
  roundName: defineMessage<{ kind: RoundNameKind; number: number }>({
    id: 'tournaments.round.name',
    defaultMessage:
      '{kind, select, final {Final} semiFinal {Semi-finals} quarterFinal {Quarter-finals} last {Last {number}} thirdPlace {Third place} roundRobin {Round robin} winnersRound {Winners round {number}} winnersFinal {Winners final} losersRound {Losers round {number}} losersFinal {Losers final} grandFinal {Grand final} grandFinalReset {Grand final reset} other {Round {number}}}',
  }),
  gameLabel: defineMessage<{ kind: RoundNameKind; number: number; slot: number }>({
    id: 'tournaments.round.gameLabel',
    defaultMessage:
      '{kind, select, final {Final} semiFinal {SF {slot}} quarterFinal {QF {slot}} last {L{number} {slot}} thirdPlace {3rd place} roundRobin {Game {slot}} winnersRound {WR{number} {slot}} winnersFinal {WF} losersRound {LR{number} {slot}} losersFinal {LF} grandFinal {GF} grandFinalReset {GF reset} other {R{number} {slot}}}',
  }),
  gameTitle: defineMessage<{ kind: RoundNameKind; number: number; slot: number }>({
    id: 'tournaments.round.gameTitle',
    description:
      'The name of one game in words, where the short "QF 2" would be read out: the accessible name of a bracket game',
    defaultMessage:
      '{kind, select, final {Final} semiFinal {Semi-final {slot}} quarterFinal {Quarter-final {slot}} last {Last {number}, game {slot}} thirdPlace {Third place} roundRobin {Game {slot}} winnersRound {Winners round {number}, game {slot}} winnersFinal {Winners final} losersRound {Losers round {number}, game {slot}} losersFinal {Losers final} grandFinal {Grand final} grandFinalReset {Grand final reset} other {Round {number}, game {slot}}}',
  }),
}

/**
 * The translated name of a round, never the code itself: "Quarter-finals", "Last 16", "Losers round 2". A code the
 * screens do not know is named by the game's round number ("Round 3").
 */
export function roundName(intl: IntlShape, game: Pick<Game, 'round_code' | 'round'>): string {
  const parsed = readRound(game.round_code)
  return intl.formatMessage(messages.roundName, { kind: parsed.kind, number: parsed.number ?? game.round })
}

/** The name of one game in words, for screen readers: "Quarter-final 2", "Last 16, game 3", "Final". */
export function gameTitle(intl: IntlShape, game: Pick<Game, 'round_code' | 'round' | 'slot'>): string {
  const parsed = readRound(game.round_code)
  return intl.formatMessage(messages.gameTitle, {
    kind: parsed.kind,
    number: parsed.number ?? game.round,
    slot: game.slot,
  })
}

/** A short name of one game, for placeholders and lists: "QF 2", "SF 1", "Final", "LR3 2". */
export function gameLabel(intl: IntlShape, game: Pick<Game, 'round_code' | 'round' | 'slot'>): string {
  const parsed = readRound(game.round_code)
  return intl.formatMessage(messages.gameLabel, {
    kind: parsed.kind,
    number: parsed.number ?? game.round,
    slot: game.slot,
  })
}
