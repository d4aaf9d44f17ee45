import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import { drawGroups, groupId, groupStageGames } from './group-draw'

const seeds = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1))

describe('drawGroups', () => {
  it('snakes 9 players into groups of 3: A 1,6,7; B 2,5,8; C 3,4,9', () => {
    const groups = drawGroups({ seeded: seeds(9), groupSize: 3 })
    expect(groups).toEqual({
      ok: true,
      value: [
        { id: 'A', entries: ['1', '6', '7'] },
        { id: 'B', entries: ['2', '5', '8'] },
        { id: 'C', entries: ['3', '4', '9'] },
      ],
    })
  })

  it('snakes 10 players into 4 groups of at most 3: A 1,8,9; B 2,7,10; C 3,6; D 4,5', () => {
    const groups = drawGroups({ seeded: seeds(10), groupSize: 3 })
    expect(groups.ok && groups.value.map((g) => g.entries.join(','))).toEqual(['1,8,9', '2,7,10', '3,6', '4,5'])
  })

  it('puts 16 players in groups of 4 into 4 groups of 4', () => {
    const groups = drawGroups({ seeded: seeds(16), groupSize: 4 })
    expect(groups.ok && groups.value.map((g) => g.entries.length)).toEqual([4, 4, 4, 4])
  })

  it('draws the unseeded entries with the random source, after the seeds, the same way for the same seed', () => {
    const unseeded = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6']
    const first = drawGroups({ seeded: ['s1', 's2'], unseeded, groupSize: 4, random: createRandom(3) })
    const again = drawGroups({ seeded: ['s1', 's2'], unseeded, groupSize: 4, random: createRandom(3) })
    expect(first).toEqual(again)
    expect(first.ok && first.value.map((g) => g.entries[0])).toEqual(['s1', 's2'])
    expect(first.ok && first.value.flatMap((g) => g.entries).sort()).toEqual(['s1', 's2', ...unseeded].sort())
  })

  it.each([
    { input: { seeded: seeds(8), groupSize: 1 }, error: 'groups.invalidSize' },
    { input: { seeded: seeds(1), groupSize: 4 }, error: 'groups.tooFewEntries' },
    { input: { seeded: seeds(3), groupSize: 2 }, error: 'groups.groupTooSmall' },
    { input: { seeded: ['a', 'a'], groupSize: 4 }, error: 'groups.duplicateEntry' },
    { input: { seeded: ['a'], unseeded: ['b'], groupSize: 4 }, error: 'groups.randomRequired' },
  ])('refuses $input with $error', ({ input, error }) => {
    expect(drawGroups(input)).toEqual({ ok: false, error })
  })
})

describe('groupId', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [255, 'IV'],
  ])('names group %i %s', (index, id) => {
    expect(groupId(index)).toBe(id)
  })
})

describe('groupStageGames', () => {
  it('plays 10 matches in a group of 5 and 6 in a group of 4', () => {
    const games = groupStageGames({
      stageId: 'g',
      groups: [
        { id: 'A', entries: seeds(5) },
        { id: 'B', entries: ['6', '7', '8', '9'] },
      ],
    })
    expect(games.filter((g) => g.groupId === 'A')).toHaveLength(10)
    expect(new Set(games.filter((g) => g.groupId === 'A').map((g) => g.round)).size).toBe(5)
    expect(games.filter((g) => g.groupId === 'B')).toHaveLength(6)
  })
})
