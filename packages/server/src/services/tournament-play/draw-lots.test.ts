import { describe, expect, it } from 'vitest'
import { drawLots } from './set-group-decider'

describe('drawing lots for a tie', () => {
  it('shuffles with the random source it is given (Fisher–Yates)', () => {
    // Always the first of the remaining places: each player goes one down, the last to the top.
    expect(drawLots(['anna', 'ben', 'cas'], () => 0)).toEqual(['ben', 'cas', 'anna'])
    // Always the place itself: nothing moves.
    expect(drawLots(['anna', 'ben', 'cas'], (max) => max - 1)).toEqual(['anna', 'ben', 'cas'])
  })

  it('gives every player a chance at the top, and loses nobody', () => {
    const tops = new Set<string>()
    for (let draw = 0; draw < 300; draw += 1) {
      const order = drawLots(['anna', 'ben', 'cas'])
      expect([...order].sort()).toEqual(['anna', 'ben', 'cas'])
      tops.add(order[0]!)
    }
    // A player never drawn first in 300 draws has a chance of (2/3)^300: this does not fail by bad luck.
    expect(tops).toEqual(new Set(['anna', 'ben', 'cas']))
  })
})
