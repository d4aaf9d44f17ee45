import { describe, expect, it } from 'vitest'
import { tvTypeScale } from './tv-type-scale'

// 92rem of scoreboard, 0.62em per digit: a remaining score never outgrows its panel.
const fits = (sides: number, startScore: number) => {
  const { remaining } = tvTypeScale(sides, startScore)
  const panel = (92 - (sides - 1) * 1.5) / sides - 4.25
  return remaining * 0.62 * String(startScore).length <= panel
}

describe('tvTypeScale', () => {
  it('gives two players on 501 the largest score: 20rem, 320 px on a 1920×1080 screen', () => {
    expect(tvTypeScale(2, 501)).toEqual({ name: 3.5, stats: 3, remaining: 20 })
  })

  it('shrinks the score of a 1001 match so that four digits fit the panel', () => {
    const { remaining } = tvTypeScale(2, 1001)
    expect(remaining).toBeLessThan(20)
    expect(remaining).toBeGreaterThan(15)
    expect(fits(2, 1001)).toBe(true)
  })

  it('fits every number of sides and every start score in its panel', () => {
    for (const sides of [1, 2, 3, 4]) for (const start of [101, 501, 1001]) expect(fits(sides, start)).toBe(true)
  })

  it('makes names and figures smaller for three and four sides', () => {
    expect(tvTypeScale(3, 501)).toMatchObject({ name: 2.75, stats: 2.25 })
    expect(tvTypeScale(4, 501)).toMatchObject({ name: 2.25, stats: 1.75 })
  })
})
