import type { LeagueMatchSummary } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { matchesByCalendarWeek, mondayOf } from './calendar-weeks'

const match = (slug: string, date: string | null, week = 1): LeagueMatchSummary => ({
  id: '00000000-0000-4000-8000-000000000000',
  slug,
  week,
  date,
  division: { slug: 'first-division', name: 'First division' },
  home: { slug: 'home', name: 'Home' },
  away: { slug: 'away', name: 'Away' },
  venue: null,
  state: 'scheduled',
  score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
  games_count: 8,
})

describe('mondayOf', () => {
  it('is the Monday of the day’s week, across a month and a year', () => {
    expect(mondayOf('2026-10-15')).toBe('2026-10-12')
    expect(mondayOf('2026-10-12')).toBe('2026-10-12')
    expect(mondayOf('2026-10-18')).toBe('2026-10-12')
    expect(mondayOf('2026-11-01')).toBe('2026-10-26')
    expect(mondayOf('2027-01-01')).toBe('2026-12-28')
  })
})

describe('matchesByCalendarWeek', () => {
  it('groups the matches by calendar week in date order, whatever their league night or cup round', () => {
    const weeks = matchesByCalendarWeek([
      match('thursday', '2026-10-15', 6),
      match('cup-round', '2026-10-14', 1),
      match('next-week', '2026-10-20', 7),
      match('tuesday', '2026-10-13', 6),
    ])
    expect(weeks.map((week) => week.monday)).toEqual(['2026-10-12', '2026-10-19'])
    expect(weeks[0]?.matches.map((row) => row.slug)).toEqual(['tuesday', 'cup-round', 'thursday'])
  })

  it('puts the matches without a date last', () => {
    const weeks = matchesByCalendarWeek([match('undated', null), match('dated', '2026-09-08')])
    expect(weeks.map((week) => [week.monday, week.matches.map((row) => row.slug)])).toEqual([
      ['2026-09-07', ['dated']],
      [null, ['undated']],
    ])
  })
})
