import { describe, expect, it } from 'vitest'
import { sharedRanks } from './shared-ranks'

describe('sharedRanks', () => {
  it('gives equal rows the rank of the first of them and skips the ranks they take', () => {
    const maxima = [
      { name: 'Anke', oneEighties: 4, oneSeventyOnes: 1 },
      { name: 'Bram', oneEighties: 2, oneSeventyOnes: 0 },
      { name: 'Chris', oneEighties: 2, oneSeventyOnes: 0 },
      { name: 'Dirk', oneEighties: 1, oneSeventyOnes: 3 },
    ]
    expect(sharedRanks(maxima, (row) => `${row.oneEighties}-${row.oneSeventyOnes}`)).toEqual([1, 2, 2, 4])
  })

  it('ranks an empty board as nothing', () => {
    expect(sharedRanks([], () => '')).toEqual([])
  })
})
