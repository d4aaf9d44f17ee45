import { describe, expect, it } from 'vitest'
import { knockoutRoundCode } from './knockout'
import { formatRoundCode, isSingleGameRound, parseRoundCode } from './round-code'

describe('parseRoundCode', () => {
  it.each([
    ['final', { kind: 'final', number: null }],
    ['semiFinal', { kind: 'semiFinal', number: null }],
    ['roundRobin', { kind: 'roundRobin', number: null }],
    ['last16', { kind: 'last', number: 16 }],
    ['last1024', { kind: 'last', number: 1024 }],
    ['winnersRound3', { kind: 'winnersRound', number: 3 }],
    ['losersRound12', { kind: 'losersRound', number: 12 }],
    ['grandFinalReset', { kind: 'grandFinalReset', number: null }],
  ])('reads %s', (code, parsed) => {
    expect(parseRoundCode(code)).toEqual(parsed)
  })

  it.each(['quarterFinals', 'lastRound', 'last', 'last0', 'losersRound02', 'playIn', ''])(
    'knows no round %j',
    (code) => {
      expect(parseRoundCode(code)).toBeNull()
    },
  )
})

describe('formatRoundCode', () => {
  it('writes the code parseRoundCode reads', () => {
    for (const code of ['final', 'last16', 'winnersRound2', 'losersRound5', 'grandFinal', 'roundRobin']) {
      const parsed = parseRoundCode(code)
      expect(parsed && formatRoundCode(parsed)).toBe(code)
    }
  })

  it('reads every code the knockout writes', () => {
    for (const entries of [2, 4, 8, 16, 32, 64]) {
      const code = knockoutRoundCode(entries)
      expect(parseRoundCode(code), code).not.toBeNull()
    }
  })
})

describe('isSingleGameRound', () => {
  it('says which rounds are one game', () => {
    expect(
      ['final', 'thirdPlace', 'winnersFinal', 'losersFinal', 'grandFinal', 'grandFinalReset'].map(isSingleGameRound),
    ).toEqual([true, true, true, true, true, true])
    expect(
      ['semiFinal', 'quarterFinal', 'last16', 'roundRobin', 'losersRound2', 'playIn'].map(isSingleGameRound),
    ).toEqual([false, false, false, false, false, false])
  })
})
