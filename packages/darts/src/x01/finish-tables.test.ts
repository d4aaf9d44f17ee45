import { describe, expect, it } from 'vitest'
import { isPossibleVisitScore, minDarts, minDartsToFinish, possibleVisitTotals } from './finish-tables'

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('isPossibleVisitScore', () => {
  it('rejects 179, 178, 176, 175, 173, 172, 169, 166 and 163 and everything above 180', () => {
    const impossible = range(0, 200).filter((total) => !isPossibleVisitScore(total))
    expect(impossible.filter((total) => total <= 180)).toEqual([163, 166, 169, 172, 173, 175, 176, 178, 179])
    expect(impossible.filter((total) => total > 180)).toEqual(range(181, 200))
  })

  it('accepts 180, 177, 171, 170 and 0', () => {
    expect([180, 177, 171, 170, 0].every(isPossibleVisitScore)).toBe(true)
  })

  it('rejects negative and fractional totals', () => {
    expect(isPossibleVisitScore(-3)).toBe(false)
    expect(isPossibleVisitScore(60.5)).toBe(false)
  })
})

describe('minDarts under double out', () => {
  it('finishes even 2–40 and 50 with one dart (21 values)', () => {
    const oneDart = range(1, 170).filter((r) => minDarts(r, 'double') === 1)
    expect(oneDart).toEqual([...range(1, 20).map((n) => 2 * n), 50])
  })

  it('finishes at most 110 with two darts, never 99, 102, 103, 105, 106, 108 or 109', () => {
    const twoDartMisses = range(41, 110).filter((r) => (minDarts(r, 'double') ?? 4) > 2)
    expect(twoDartMisses).toEqual([99, 102, 103, 105, 106, 108, 109])
    expect(range(111, 170).some((r) => minDarts(r, 'double') === 2)).toBe(false)
  })

  it('leaves the bogey numbers 159, 162, 163, 165, 166, 168 and 169 and everything above 170 unfinishable', () => {
    const bogeys = range(2, 180).filter((r) => minDarts(r, 'double') === null)
    expect(bogeys).toEqual([159, 162, 163, 165, 166, 168, 169, ...range(171, 180)])
    expect(minDarts(1, 'double')).toBeNull()
  })

  it('needs 1 dart for 21 remainders, 2 for 81 and 3 for 60 between 2 and 170', () => {
    const counts = [1, 2, 3].map((n) => range(2, 170).filter((r) => minDarts(r, 'double') === n).length)
    expect(counts).toEqual([21, 81, 60])
  })
})

describe('minDarts under master out', () => {
  it('finishes 57 (T19) and 6 (D3) with one dart but not 61', () => {
    expect(minDarts(57, 'master')).toBe(1)
    expect(minDarts(6, 'master')).toBe(1)
    expect(minDarts(61, 'master')).toBe(2)
  })

  it('finishes at most 120 in two darts, never 103, 106, 109, 112, 113, 115, 116, 118 or 119', () => {
    const misses = range(61, 120).filter((r) => (minDarts(r, 'master') ?? 4) > 2)
    expect(misses).toEqual([103, 106, 109, 112, 113, 115, 116, 118, 119])
  })

  it('finishes 180 in three darts and cannot be left on 1', () => {
    expect(minDarts(180, 'master')).toBe(3)
    expect(minDarts(179, 'master')).toBeNull()
    expect(minDarts(1, 'master')).toBeNull()
  })
})

describe('minDarts under straight out', () => {
  it('finishes 1 and 25 with one dart and 171 with three', () => {
    expect(minDarts(1, 'straight')).toBe(1)
    expect(minDarts(25, 'straight')).toBe(1)
    expect(minDarts(171, 'straight')).toBe(3)
  })
})

describe('double-in opening visits', () => {
  it('cannot count 1, 159, 162, 163, 165, 166, 168, 169 or above 170', () => {
    const totals = possibleVisitTotals(false, 'double')
    const impossible = range(0, 180).filter((total) => !totals.has(total))
    expect(impossible).toEqual([1, 159, 162, 163, 165, 166, 168, 169, ...range(171, 180)])
  })

  it('finishes 101 in one visit only through an opening double', () => {
    expect(minDartsToFinish({ remaining: 101, isOpen: false }, 'double', 'double')).toBe(3)
    expect(minDartsToFinish({ remaining: 40, isOpen: false }, 'double', 'double')).toBe(1)
  })
})
