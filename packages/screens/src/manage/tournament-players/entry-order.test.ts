import type { Entry } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { noShows, orderEntries, seedsByOrder } from './entry-order'

const entry = (id: string, seed: number | null, change: Partial<Entry> = {}): Entry => ({
  id,
  name: `Player ${id}`,
  members: [{ participant_id: `p${id}`, name: `Player ${id}`, nickname: '', user_id: null }],
  seed,
  checked_in: true,
  withdrawn: false,
  group: null,
  created_at: '2026-11-01T10:00:00Z',
  ...change,
})

describe('orderEntries', () => {
  it('lists the seeds first, then the others in the order they entered', () => {
    const ordered = orderEntries([entry('a', null), entry('b', 2), entry('c', null), entry('d', 1)])
    expect(ordered.map(({ id }) => id)).toEqual(['d', 'b', 'a', 'c'])
  })
})

describe('seedsByOrder', () => {
  it('numbers everyone in list order, leaving seeds that are already right alone', () => {
    expect(seedsByOrder([entry('a', null), entry('b', 2), entry('c', null), entry('d', 1)])).toEqual([
      { entryId: 'a', seed: 3 },
      { entryId: 'c', seed: 4 },
    ])
  })

  it('gives withdrawn entries no new seed', () => {
    expect(seedsByOrder([entry('a', null, { withdrawn: true }), entry('b', null)])).toEqual([{ entryId: 'b', seed: 1 }])
  })
})

describe('noShows', () => {
  it('finds the entries that did not check in and did not withdraw', () => {
    const found = noShows([
      entry('a', null, { checked_in: false }),
      entry('b', null),
      entry('c', null, { checked_in: false, withdrawn: true }),
    ])
    expect(found.map(({ id }) => id)).toEqual(['a'])
  })
})
