import { describe, expect, it } from 'vitest'
import { readListSearch, writeListSearch } from './list-address'

describe('readListSearch', () => {
  it('reads the tab, search and page of a shared link', () => {
    expect(readListSearch({ status: 'live', search: ' gent ', page: '2' })).toEqual({
      status: 'live',
      search: 'gent',
      page: 2,
    })
  })

  it('falls back to every tournament on page 1 for values the list does not know', () => {
    expect(readListSearch({ status: 'cancelled', page: '-3' })).toEqual({ status: null, search: '', page: 1 })
    expect(readListSearch({ page: 'two' }).page).toBe(1)
  })
})

describe('writeListSearch', () => {
  it('leaves defaults out of the link', () => {
    expect(writeListSearch({ status: null, search: '', page: 1 })).toBe('')
    expect(writeListSearch({ status: 'finished', search: 'open', page: 3 })).toBe('?status=finished&search=open&page=3')
  })
})
