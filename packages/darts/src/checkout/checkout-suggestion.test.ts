import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minDarts } from '../x01/finish-tables'
import { throwDart, type OutRule } from '../x01/rules'
import { checkoutSuggestion } from './checkout-suggestion'

describe('checkoutSuggestion under double out', () => {
  it.each([
    [170, 'T20 T20 DB'],
    [167, 'T20 T19 DB'],
    [164, 'T20 T18 DB'],
    [161, 'T20 T17 DB'],
    [141, 'T20 T19 D12'],
    [130, 'T20 T20 D5'],
    [129, 'T19 T16 D12'],
    [125, 'SB T20 D20'],
    [110, 'T20 DB'],
    [100, 'T20 D20'],
    [99, 'T19 S10 D16'],
    [60, 'S20 D20'],
    [50, 'DB'],
    [40, 'D20'],
    [36, 'D18'],
    [32, 'D16'],
    [39, 'S7 D16'],
    [17, 'S1 D8'],
    [3, 'S1 D1'],
    [2, 'D1'],
  ])('suggests %s → %s with 3 darts in hand', (remaining, route) => {
    expect(checkoutSuggestion(remaining, 3, 'double')?.join(' ')).toBe(route)
  })

  it.each([169, 168, 166, 165, 163, 162, 159, 171, 1])('has no route for %s', (remaining) => {
    expect(checkoutSuggestion(remaining, 3, 'double')).toBeNull()
  })

  it('has no route for 100 with 1 dart left, and the same T20 D20 with 2 or 3', () => {
    expect(checkoutSuggestion(100, 1, 'double')).toBeNull()
    expect(checkoutSuggestion(100, 2, 'double')).toEqual(['T20', 'D20'])
    expect(checkoutSuggestion(100, 3, 'double')).toEqual(['T20', 'D20'])
  })
})

describe('checkoutSuggestion under master and straight out', () => {
  it.each([
    ['master', 180, 'T20 T20 T20'],
    ['master', 171, 'T20 T20 T17'],
    ['master', 57, 'T19'],
    ['master', 6, 'D3'],
    ['master', 170, 'T20 T20 DB'],
    ['straight', 171, 'T20 T20 T17'],
    ['straight', 70, 'T20 S10'],
    ['straight', 40, 'D20'],
    ['straight', 57, 'T19'],
    ['straight', 1, 'S1'],
  ] as const)('under %s out suggests %s → %s', (outRule, remaining, route) => {
    expect(checkoutSuggestion(remaining, 3, outRule)?.join(' ')).toBe(route)
  })
})

describe('checkoutSuggestion for every remaining', () => {
  const outRules: OutRule[] = ['double', 'master', 'straight']

  it('checks out every finishable remaining 1–180 under its rule with exactly the fewest darts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 180 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...outRules),
        (remaining, dartsLeft, outRule) => {
          const route = checkoutSuggestion(remaining, dartsLeft, outRule)
          const fewest = minDarts(remaining, outRule)
          if (fewest === null || fewest > dartsLeft) {
            expect(route).toBeNull()
            return
          }
          expect(route).toHaveLength(fewest)
          let position = { remaining, isOpen: true }
          route?.forEach((dart, index) => {
            const outcome = throwDart(position, dart, 'straight', outRule)
            expect(outcome.result).toBe(index === (route?.length ?? 0) - 1 ? 'checkout' : 'scored')
            position = outcome.after
          })
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('gives a route for all 162 finishable double-out remainders from 2 to 170 and none for the 7 bogeys', () => {
    const withRoute = Array.from({ length: 169 }, (_, i) => i + 2).filter((r) => checkoutSuggestion(r, 3, 'double'))
    expect(withRoute).toHaveLength(162)
  })
})
