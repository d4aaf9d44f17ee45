import { describe, expect, it } from 'vitest'
import { sortBoard } from './sort-board'

type Entry = { name: string; checkout: number | null }
const rows: Entry[] = [
  { name: 'Anke', checkout: 132 },
  { name: 'Bart', checkout: null },
  { name: 'Arno', checkout: 104 },
  { name: 'Tine', checkout: 132 },
]
const valueOf = (entry: Entry, column: string) => (column === 'name' ? entry.name : entry.checkout)
const names = (entries: Entry[]) => entries.map((entry) => entry.name)

describe('sortBoard', () => {
  it('sorts by a figure, keeping the board’s order among equal values', () => {
    expect(names(sortBoard(rows, { column: 'checkout', direction: 'descending' }, valueOf))).toEqual([
      'Anke',
      'Tine',
      'Arno',
      'Bart',
    ])
    expect(names(sortBoard(rows, { column: 'checkout', direction: 'ascending' }, valueOf))).toEqual([
      'Arno',
      'Anke',
      'Tine',
      'Bart',
    ])
  })

  it('puts rows without a value last in either direction', () => {
    expect(names(sortBoard(rows, { column: 'checkout', direction: 'ascending' }, valueOf)).at(-1)).toBe('Bart')
  })

  it('sorts names alphabetically', () => {
    expect(names(sortBoard(rows, { column: 'name', direction: 'ascending' }, valueOf))).toEqual([
      'Anke',
      'Arno',
      'Bart',
      'Tine',
    ])
  })
})
