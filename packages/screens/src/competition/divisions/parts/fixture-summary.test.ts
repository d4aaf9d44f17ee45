import type { Fixture } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { fixturesByWeek, summariseFixtures } from './fixture-summary'

const fixture = (slug: string, week: number, date: string | null, state: Fixture['state'] = 'scheduled') =>
  ({ slug, week, date, state }) as Fixture

describe('summariseFixtures', () => {
  const fixtures = [
    fixture('a', 1, '2026-09-10', 'played'),
    fixture('b', 1, '2026-09-08', 'played'),
    fixture('c', 2, null, 'postponed'),
    fixture('d', 2, '2026-09-17'),
    fixture('e', 3, '2026-09-24'),
  ]

  it('counts the matches by state and the league nights that have one', () => {
    expect(summariseFixtures(fixtures, '2026-09-01')).toMatchObject({
      total: 5,
      played: 2,
      postponed: 1,
      scheduled: 2,
      weeks: 3,
    })
  })

  it('finds the first and last match days, and the next day with a match still to play from today', () => {
    expect(summariseFixtures(fixtures, '2026-09-17')).toMatchObject({
      first: '2026-09-08',
      last: '2026-09-24',
      next: '2026-09-17',
    })
  })

  it('has no next day once every dated match is behind, and no days at all for an empty list', () => {
    expect(summariseFixtures(fixtures, '2026-09-25').next).toBeNull()
    expect(summariseFixtures([], '2026-09-01')).toEqual({
      total: 0,
      played: 0,
      postponed: 0,
      scheduled: 0,
      weeks: 0,
      first: null,
      last: null,
      next: null,
    })
  })
})

describe('fixturesByWeek', () => {
  it('groups the matches by week in week order, keeping the list’s order within a week', () => {
    const list = [fixture('c', 2, '2026-09-17'), fixture('a', 1, '2026-09-10'), fixture('b', 2, '2026-09-15')]
    expect(fixturesByWeek(list)).toEqual([
      { week: 1, fixtures: [list[1]] },
      { week: 2, fixtures: [list[0], list[2]] },
    ])
  })
})
