import { allDarts } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { boardDartOf, dartOf } from './dart-names'

describe('dartOf', () => {
  it('names what the board reports as the engine’s tokens', () => {
    expect(dartOf({ multiplier: 3, value: 20 })).toBe('T20')
    expect(dartOf({ multiplier: 1, value: 25 })).toBe('SB')
    expect(dartOf({ multiplier: 2, value: 25 })).toBe('DB')
    expect(dartOf({ multiplier: 0, value: 0 })).toBe('M')
  })

  it('gives back every token the board shows for it', () => {
    for (const dart of allDarts) expect(dartOf(boardDartOf(dart))).toBe(dart)
  })
})
