import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FixturesInput } from './fixtures'
import { generateFixtures } from './generate-fixtures'

const isoOf = (day: number) => new Date(day * 864e5).toISOString().slice(0, 10)

/** Every order of the items. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

// The venue search is a local search; on small seasons its refusals are checked against every placement there is.
describe('generateFixtures: placing teams at shared venues', () => {
  it('refuses two small divisions only when no order of their teams on the circle would fit the venues', () => {
    let refusals = 0
    const small = fc.record({
      sizes: fc.tuple(fc.integer({ min: 3, max: 4 }), fc.integer({ min: 3, max: 4 })),
      picks: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }),
      boards: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 3, maxLength: 3 }),
      roundRobin: fc.constantFrom('single' as const, 'double' as const),
    })
    fc.assert(
      fc.property(small, ({ sizes, picks, boards, roundRobin }) => {
        const venues = boards.map((count, i) => ({ id: `v${i}`, boards: count, nights: ['tuesday' as const] }))
        let next = 0
        const divisions = sizes.map((size, d) => ({
          id: `d${d}`,
          teams: Array.from({ length: size }, (_, t) => ({ id: `d${d}t${t}`, venueId: `v${picks[next++]}` })),
        }))
        const rounds = Math.max(...sizes.map((n) => (n % 2 === 0 ? n - 1 : n) * (roundRobin === 'double' ? 2 : 1)))
        const weeks = Array.from({ length: rounds }, (_, i) => isoOf(20_459 + 7 * i))
        const input: FixturesInput = { mode: 'fixedNight', roundRobin, weeks, venues, divisions, minBoardsPerMatch: 1 }
        const outcome = generateFixtures(input)
        if (outcome.ok) return
        refusals += 1
        // Every order of the teams, each team alone at a roomy venue, so the generator keeps the order given.
        const venueOf = new Map(divisions.flatMap((d) => d.teams).map((team) => [team.id, team.venueId]))
        const [first, second] = divisions.map((d) => orders(d.teams.map((team) => team.id)))
        for (const a of first ?? []) {
          for (const b of second ?? []) {
            const alone = generateFixtures({
              ...input,
              venues: [...venueOf.keys()].map((id) => ({ id, boards: 9, nights: ['tuesday' as const] })),
              divisions: [a, b].map((ids, d) => ({ id: `d${d}`, teams: ids.map((id) => ({ id, venueId: id })) })),
            })
            if (!alone.ok) throw new Error(alone.error)
            const hosted = new Map<string, number>()
            for (const m of alone.value.matches) {
              const key = `${venueOf.get(m.homeTeamId)}@${m.date}`
              hosted.set(key, (hosted.get(key) ?? 0) + 1)
            }
            const fits = [...hosted].every(
              ([key, count]) => count <= (boards[Number(key.slice(1, key.indexOf('@')))] ?? 0),
            )
            expect(fits).toBe(false)
          }
        }
      }),
      { numRuns: 80 },
    )
    expect(refusals).toBeGreaterThan(0)
  })
})
