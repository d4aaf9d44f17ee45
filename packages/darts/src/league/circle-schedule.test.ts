import { describe, expect, it } from 'vitest'
import { circleRounds, complementaryPairs } from './circle-schedule'

/** Each position's side round by round: 'H', 'A', or '-' for a bye (met the bye position of an odd count). */
function patterns(teamCount: number, kind: 'single' | 'double'): string[] {
  const sides = Array.from({ length: teamCount }, () => '')
  for (const round of circleRounds(teamCount, kind)) {
    for (const [home, away] of round) {
      if (home < teamCount) sides[home] += away < teamCount ? 'H' : '-'
      if (away < teamCount) sides[away] += home < teamCount ? 'A' : '-'
    }
  }
  return sides
}

/** The sides of a position's matches only: a bye does not break a run. */
const matchesOnly = (sides: string) => sides.replaceAll('-', '')

describe('circleRounds', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 31, 40])(
    'pairs every position with every other once a cycle for %i teams',
    (teamCount) => {
      const rounds = circleRounds(teamCount, 'single')
      const positions = teamCount % 2 === 0 ? teamCount : teamCount + 1
      expect(rounds).toHaveLength(positions - 1)
      const pairs = rounds.flatMap((round) => round.map(([a, b]) => [a, b].sort((x, y) => x - y).join('-')))
      expect(new Set(pairs).size).toBe((positions * (positions - 1)) / 2)
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(positions)
    },
  )

  it('never gives a position three home or three away in a row, up to 40 teams, except in the double of four', () => {
    for (let teamCount = 2; teamCount <= 40; teamCount++) {
      for (const kind of ['single', 'double'] as const) {
        if (kind === 'double' && teamCount === 4) continue
        for (const sides of patterns(teamCount, kind)) expect(matchesOnly(sides)).not.toMatch(/HHH|AAA/)
      }
    }
    expect(patterns(4, 'double').filter((sides) => /HHH|AAA/.test(sides))).toHaveLength(2)
    expect(patterns(5, 'single')).toEqual(['HAH-A', 'AHAH-', '-AHAH', 'H-AHA', 'AH-AH'])
  })

  it('alternates home and away strictly for an odd number of teams in one cycle', () => {
    for (let teamCount = 3; teamCount <= 39; teamCount += 2) {
      for (const sides of patterns(teamCount, 'single')) expect(matchesOnly(sides)).not.toMatch(/HH|AA/)
    }
  })

  it('finds no mirrored double round robin of four teams without three in a row (why four is the exception)', () => {
    const matchings = [
      [
        [0, 1],
        [2, 3],
      ],
      [
        [0, 2],
        [1, 3],
      ],
      [
        [0, 3],
        [1, 2],
      ],
    ]
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]
    let schedulesWithoutThreeInARow = 0
    for (const order of orders) {
      for (let flips = 0; flips < 64; flips++) {
        const half = order.map((m, r) =>
          (matchings[m] ?? []).map(([a, b], i) => ((flips >> (2 * r + i)) & 1 ? [b, a] : [a, b]) as number[]),
        )
        const season = [...half, ...half.map((round) => round.map(([a, b]) => [b, a] as number[]))]
        const sides = [0, 1, 2, 3].map((team) =>
          season.map((round) => (round.find((pair) => pair[0] === team) ? 'H' : 'A')).join(''),
        )
        if (!sides.some((s) => /HHH|AAA/.test(s))) schedulesWithoutThreeInARow += 1
      }
    }
    expect(schedulesWithoutThreeInARow).toBe(0)
  })
})

describe('complementaryPairs', () => {
  it('finds ⌊n ÷ 2⌋ pairs of positions never at home together, single and double, for 2 to 16 teams', () => {
    for (let teamCount = 2; teamCount <= 16; teamCount++) {
      for (const kind of ['single', 'double'] as const) {
        const rounds = circleRounds(teamCount, kind)
        const pairs = complementaryPairs(rounds, teamCount)
        expect(pairs).toHaveLength(Math.floor(teamCount / 2))
        const sides = patterns(teamCount, kind)
        for (const [p, q] of pairs) {
          const together = [...(sides[p] ?? '')].some((side, round) => side === 'H' && sides[q]?.[round] === 'H')
          expect(together).toBe(false)
        }
      }
    }
  })
})
