import { describe, expect, it } from 'vitest'
import { readMyMatchesSearch, writeMyMatchesSearch } from './my-matches-search'

const matchId = '7a3e9b1c-2d4f-4e6a-8b0c-1d2e3f4a5b02'

describe('the my matches address', () => {
  it('reads the filters, the page and the opened match, and writes them back in a fixed order', () => {
    const search = readMyMatchesSearch({ result: 'won', kind: 'bot', period: 'month', page: '3', match: matchId })
    expect(search).toEqual({ kind: 'bot', period: 'month', result: 'won', page: 3, match: matchId })
    expect(writeMyMatchesSearch(search)).toBe(`?kind=bot&period=month&result=won&page=3&match=${matchId}`)
  })

  it('reads what it does not know as the default, and leaves defaults out of the address', () => {
    const search = readMyMatchesSearch({ kind: 'friendly', period: 'decade', result: 'maybe', page: '0', match: '12' })
    expect(search).toEqual({ kind: null, period: null, result: null, page: 1, match: null })
    expect(writeMyMatchesSearch(search)).toBe('')
  })
})
