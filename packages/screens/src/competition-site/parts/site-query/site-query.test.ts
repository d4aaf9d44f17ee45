import { describe, expect, it } from 'vitest'
import { changeSiteQuery, readSortQuery, sortQueryChanges, writeSiteQuery } from './site-query'

const highestFirst = () => 'descending' as const

describe('the site’s query string', () => {
  it('writes the values that are set, in their order', () => {
    expect(writeSiteQuery({ division: 'first-division', sort: 'won', order: 'asc' })).toBe(
      '?division=first-division&sort=won&order=asc',
    )
    expect(writeSiteQuery({ division: '' })).toBe('')
  })

  it('takes a value out when it changes to null', () => {
    expect(changeSiteQuery({ division: 'first', sort: 'won' }, { sort: null, order: null })).toEqual({
      division: 'first',
    })
  })

  it('reads a table’s order only when it names one of its columns', () => {
    expect(readSortQuery({ sort: 'won', order: 'asc' }, ['won', 'lost'], highestFirst)).toEqual({
      column: 'won',
      direction: 'ascending',
    })
    expect(readSortQuery({ sort: 'won' }, ['won'], highestFirst)).toEqual({ column: 'won', direction: 'descending' })
    expect(readSortQuery({ sort: 'drop table' }, ['won'], highestFirst)).toBeNull()
    expect(readSortQuery({}, ['won'], highestFirst)).toBeNull()
  })

  it('leaves the table’s own order out of the address', () => {
    expect(sortQueryChanges({ column: 'rank', direction: 'ascending' }, true)).toEqual({ sort: null, order: null })
    expect(sortQueryChanges({ column: 'checkout', direction: 'descending' }, false)).toEqual({
      sort: 'checkout',
      order: 'desc',
    })
  })
})
