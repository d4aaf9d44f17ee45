import { describe, expect, it } from 'vitest'
import { roundName } from './round-name'

describe('roundName', () => {
  it('keeps the named knockout rounds', () => {
    expect(roundName({ round_code: 'semiFinal', round: 2 })).toEqual({ code: 'semiFinal', number: 2 })
    expect(roundName({ round_code: 'grandFinalReset', round: 1 })).toEqual({ code: 'grandFinalReset', number: 1 })
  })

  it('reads the number of "last 16" and of a losers round from the code', () => {
    expect(roundName({ round_code: 'last16', round: 1 })).toEqual({ code: 'last', number: 16 })
    expect(roundName({ round_code: 'losersRound3', round: 3 })).toEqual({ code: 'losersRound', number: 3 })
  })

  it('numbers group and round-robin rounds by the game round', () => {
    expect(roundName({ round_code: 'roundRobin', round: 4 })).toEqual({ code: 'round', number: 4 })
  })

  it('falls back to the round number for a code it does not know', () => {
    expect(roundName({ round_code: 'playInRound', round: 1 })).toEqual({ code: 'round', number: 1 })
  })
})
