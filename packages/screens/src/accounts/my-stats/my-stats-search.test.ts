import { describe, expect, it } from 'vitest'
import { hasMyStatsFilters, readMyStatsSearch, writeMyStatsSearch } from './my-stats-search'

describe('the my statistics address', () => {
  it('reads the kind and the period, and writes them back in a fixed order', () => {
    const search = readMyStatsSearch({ period: 'month', kind: 'league' })
    expect(search).toEqual({ kind: 'league', period: 'month' })
    expect(hasMyStatsFilters(search)).toBe(true)
    expect(writeMyStatsSearch(search)).toBe('?kind=league&period=month')
  })

  it('reads what it does not know as every match, and leaves that out of the address', () => {
    const search = readMyStatsSearch({ kind: 'friendly', period: 'decade', result: 'won' })
    expect(search).toEqual({ kind: null, period: null })
    expect(hasMyStatsFilters(search)).toBe(false)
    expect(writeMyStatsSearch(search)).toBe('')
  })
})
