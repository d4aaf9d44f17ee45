import { describe, expect, it } from 'vitest'
import { createRandom, gaussianPair } from './random'

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const first = createRandom(42)
    const second = createRandom(42)
    const other = createRandom(43)
    const a = Array.from({ length: 5 }, first)
    expect(Array.from({ length: 5 }, second)).toEqual(a)
    expect(Array.from({ length: 5 }, other)).not.toEqual(a)
  })

  it('stays in [0, 1) and averages about 0.5 over 10,000 draws', () => {
    const random = createRandom(7)
    const draws = Array.from({ length: 10_000 }, random)
    expect(draws.every((u) => u >= 0 && u < 1)).toBe(true)
    expect(draws.reduce((sum, u) => sum + u, 0) / draws.length).toBeCloseTo(0.5, 1)
  })
})

describe('gaussianPair', () => {
  it('has mean about 0 and standard deviation about 1 over 10,000 pairs', () => {
    const random = createRandom(1)
    const values = Array.from({ length: 10_000 }, () => gaussianPair(random)).flat()
    const mean = values.reduce((sum, z) => sum + z, 0) / values.length
    const variance = values.reduce((sum, z) => sum + (z - mean) ** 2, 0) / values.length
    expect(Math.abs(mean)).toBeLessThan(0.03)
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1)
  })
})
