import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { gameLabel, roundName } from './round-names'

const intl = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined })

describe('roundName', () => {
  it.each([
    ['final', 'Final'],
    ['semiFinal', 'Semi-finals'],
    ['quarterFinal', 'Quarter-finals'],
    ['last16', 'Last 16'],
    ['last64', 'Last 64'],
    ['thirdPlace', 'Third place'],
    ['roundRobin', 'Round robin'],
    ['winnersRound3', 'Winners round 3'],
    ['winnersFinal', 'Winners final'],
    ['losersRound2', 'Losers round 2'],
    ['losersFinal', 'Losers final'],
    ['grandFinal', 'Grand final'],
    ['grandFinalReset', 'Grand final reset'],
  ])('names %s "%s"', (code, name) => {
    expect(roundName(intl, { round_code: code, round: 1 })).toBe(name)
  })

  it('names a code it does not know by the round number, never by the code', () => {
    expect(roundName(intl, { round_code: 'playIn', round: 3 })).toBe('Round 3')
  })
})

describe('gameLabel', () => {
  it.each([
    [{ round_code: 'quarterFinal', round: 2, slot: 2 }, 'QF 2'],
    [{ round_code: 'semiFinal', round: 3, slot: 1 }, 'SF 1'],
    [{ round_code: 'final', round: 4, slot: 1 }, 'Final'],
    [{ round_code: 'last16', round: 1, slot: 7 }, 'L16 7'],
    [{ round_code: 'losersRound3', round: 3, slot: 2 }, 'LR3 2'],
    [{ round_code: 'winnersFinal', round: 3, slot: 1 }, 'WF'],
  ])('gives %o the short name "%s"', (game, label) => {
    expect(gameLabel(intl, game)).toBe(label)
  })
})
