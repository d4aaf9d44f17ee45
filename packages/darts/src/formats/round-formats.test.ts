import { describe, expect, it } from 'vitest'
import { matchFormatForRound, type RoundFormats, validateRoundFormats } from './round-formats'

const formats: RoundFormats = {
  default: { kind: 'firstTo', legs: 3 },
  rounds: {
    semiFinal: { kind: 'firstTo', legs: 4 },
    final: { kind: 'sets', sets: 2, legsPerSet: 3 },
    grandFinal: { kind: 'firstTo', legs: 6 },
  },
}

describe('matchFormatForRound', () => {
  it.each([
    { roundCode: 'last16', format: { kind: 'firstTo', legs: 3 } },
    { roundCode: 'semiFinal', format: { kind: 'firstTo', legs: 4 } },
    { roundCode: 'final', format: { kind: 'sets', sets: 2, legsPerSet: 3 } },
    { roundCode: 'grandFinalReset', format: { kind: 'firstTo', legs: 6 } },
  ] as const)('plays $roundCode as $format', ({ roundCode, format }) => {
    expect(matchFormatForRound(formats, roundCode)).toEqual(format)
  })
})

describe('validateRoundFormats', () => {
  it('accepts a longer final', () => {
    expect(validateRoundFormats(formats, { allowsDraws: false }).ok).toBe(true)
  })

  it('refuses a best of 4 in a knockout but allows it in a round robin', () => {
    const drawable: RoundFormats = { default: { kind: 'bestOf', legs: 4 } }
    expect(validateRoundFormats(drawable, { allowsDraws: false })).toEqual({
      ok: false,
      error: 'roundFormats.drawPossible',
    })
    expect(validateRoundFormats(drawable, { allowsDraws: true }).ok).toBe(true)
  })

  it('refuses a format the x01 engine refuses', () => {
    const broken: RoundFormats = {
      default: { kind: 'firstTo', legs: 3 },
      rounds: { final: { kind: 'firstTo', legs: 0 } },
    }
    expect(validateRoundFormats(broken, { allowsDraws: true })).toEqual({
      ok: false,
      error: 'roundFormats.invalidFormat',
    })
  })
})
