import { describe, expect, it } from 'vitest'
import type { FixturesInput } from './fixtures'
import { generateFixtures } from './generate-fixtures'

const valid: FixturesInput = {
  mode: 'teamNight',
  roundRobin: 'single',
  weeks: ['2026-09-07', '2026-09-14', '2026-09-21'],
  venues: [{ id: 'anchor', boards: 4, nights: ['tuesday', 'thursday'] }],
  divisions: [
    {
      id: 'div',
      teams: [
        { id: 'a', venueId: 'anchor', homeNight: 'tuesday' },
        { id: 'b', venueId: 'anchor', homeNight: 'thursday' },
        { id: 'c', venueId: 'anchor', homeNight: 'tuesday' },
        { id: 'd', venueId: 'anchor', homeNight: 'thursday' },
      ],
    },
  ],
}

const teams = valid.divisions[0]?.teams ?? []

describe('generateFixtures refuses an input it cannot schedule', () => {
  it('accepts the valid season these cases start from', () => {
    expect(generateFixtures(valid).ok).toBe(true)
  })

  it.each<[string, Partial<FixturesInput>, object]>([
    ['no boards per match', { minBoardsPerMatch: 0 }, { error: 'fixtures.invalidMinBoards' }],
    ['half a board per match', { minBoardsPerMatch: 1.5 }, { error: 'fixtures.invalidMinBoards' }],
    [
      'a venue listed twice',
      { venues: [...valid.venues, { id: 'anchor', boards: 2, nights: ['monday'] }] },
      { error: 'fixtures.duplicateVenue', venueId: 'anchor' },
    ],
    [
      'a negative board count',
      { venues: [{ id: 'anchor', boards: -1, nights: ['tuesday'] }] },
      { error: 'fixtures.invalidVenue', venueId: 'anchor' },
    ],
    [
      'a date that does not exist',
      { weeks: ['2026-09-07', '2026-02-30', '2026-09-21'] },
      { error: 'fixtures.invalidWeek', weekIndex: 1 },
    ],
    [
      'a week out of order',
      { weeks: ['2026-09-14', '2026-09-07', '2026-09-21'] },
      { error: 'fixtures.invalidWeek', weekIndex: 1 },
    ],
    [
      'week starts on different weekdays',
      { weeks: ['2026-09-07', '2026-09-15', '2026-09-21'] },
      { error: 'fixtures.invalidWeek', weekIndex: 1 },
    ],
    [
      'two league nights in one week',
      { mode: 'fixedNight', weeks: ['2026-09-08', '2026-09-10', '2026-09-22'] },
      { error: 'fixtures.invalidWeek', weekIndex: 1 },
    ],
    [
      'a date written another way',
      { weeks: ['2026-9-7', '2026-09-14', '2026-09-21'] },
      { error: 'fixtures.invalidWeek', weekIndex: 0 },
    ],
    [
      'a division listed twice',
      { divisions: [...valid.divisions, { id: 'div', teams: [] }] },
      { error: 'fixtures.duplicateDivision', divisionId: 'div' },
    ],
    [
      'a division of one team',
      { divisions: [{ id: 'div', teams: teams.slice(0, 1) }] },
      { error: 'fixtures.tooFewTeams', divisionId: 'div' },
    ],
    [
      'a team in two divisions',
      { divisions: [...valid.divisions, { id: 'other', teams: teams.slice(0, 2) }] },
      { error: 'fixtures.duplicateTeam', teamId: 'a' },
    ],
    [
      'a team at an unknown venue',
      {
        divisions: [
          { id: 'div', teams: [...teams.slice(0, 3), { id: 'd', venueId: 'nowhere', homeNight: 'tuesday' }] },
        ],
      },
      { error: 'fixtures.unknownVenue', teamId: 'd', venueId: 'nowhere' },
    ],
    [
      'a team without its own night',
      { divisions: [{ id: 'div', teams: [...teams.slice(0, 3), { id: 'd', venueId: 'anchor' }] }] },
      { error: 'fixtures.missingHomeNight', teamId: 'd' },
    ],
    [
      'a team night its venue does not host',
      {
        divisions: [{ id: 'div', teams: [...teams.slice(0, 3), { id: 'd', venueId: 'anchor', homeNight: 'friday' }] }],
      },
      { error: 'fixtures.homeNightNotHosted', teamId: 'd', venueId: 'anchor', night: 'friday' },
    ],
    [
      'fewer weeks than rounds',
      { weeks: ['2026-09-07', '2026-09-14'] },
      { error: 'fixtures.tooFewWeeks', divisionId: 'div', rounds: 3, weeks: 2 },
    ],
  ])('refuses %s', (_, change, expected) => {
    expect(generateFixtures({ ...valid, ...change })).toEqual({ ok: false, ...expected })
  })

  it('needs no team nights on fixed league nights', () => {
    const withoutNights = teams.map(({ id, venueId }) => ({ id, venueId }))
    const outcome = generateFixtures({
      ...valid,
      mode: 'fixedNight',
      weeks: ['2026-09-08', '2026-09-15', '2026-09-24'],
      divisions: [{ id: 'div', teams: withoutNights }],
    })
    expect(outcome.ok && outcome.value.matches.map((m) => m.date)).toEqual([
      '2026-09-08',
      '2026-09-08',
      '2026-09-15',
      '2026-09-15',
      '2026-09-24',
      '2026-09-24',
    ])
  })
})
