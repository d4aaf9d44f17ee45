import { describe, expect, it } from 'vitest'
import { maxLegs, possibleResults } from './check-result-legs'

const knockout = { allowsDraw: false }
const group = { allowsDraw: true }

describe('maxLegs', () => {
  it('is the winning number of legs or sets', () => {
    expect(maxLegs({ kind: 'firstTo', legs: 4 })).toBe(4)
    expect(maxLegs({ kind: 'bestOf', legs: 7 })).toBe(4)
    expect(maxLegs({ kind: 'playAll', legs: 6 })).toBe(6)
    expect(maxLegs({ kind: 'sets', sets: 2, legsPerSet: 3 })).toBe(2)
  })
})

describe('possibleResults', () => {
  it('lists the six ends of a first to 3, mirrored around the closest scores', () => {
    expect(possibleResults({ kind: 'firstTo', legs: 3 }, knockout)).toEqual([
      [3, 0],
      [3, 1],
      [3, 2],
      [2, 3],
      [1, 3],
      [0, 3],
    ])
  })

  it('puts the draw between the wins of a best of 4 group game', () => {
    expect(possibleResults({ kind: 'bestOf', legs: 4 }, group)).toEqual([
      [3, 0],
      [3, 1],
      [2, 2],
      [1, 3],
      [0, 3],
    ])
  })

  it('offers no buttons when there are too many scores to show', () => {
    expect(possibleResults({ kind: 'firstTo', legs: 11 }, knockout)).toEqual([])
  })
})
