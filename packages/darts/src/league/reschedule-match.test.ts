import { describe, expect, it } from 'vitest'
import { canRegenerate } from './can-regenerate'
import type { FixtureMatch, Fixtures } from './fixtures'
import { generateFixtures } from './generate-fixtures'
import { rescheduleMatch } from './reschedule-match'

function match(id: string, weekIndex: number, date: string, home: string, away: string, venueId: string): FixtureMatch {
  const [divisionId = '', round = '1'] = id.split('.')
  return {
    id,
    divisionId,
    round: Number(round),
    weekIndex,
    date,
    homeTeamId: home,
    awayTeamId: away,
    venueId,
    history: [],
  }
}

// Weeks start on Mondays; the Anchor hosts two matches on Tuesdays and Thursdays, the Crown one on Thursdays.
const fixtures: Fixtures = {
  mode: 'teamNight',
  weeks: ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'],
  venues: [
    { id: 'anchor', boards: 4, nights: ['tuesday', 'thursday'] },
    { id: 'crown', boards: 2, nights: ['thursday'] },
  ],
  minBoardsPerMatch: 2,
  matches: [
    match('d.1.1', 0, '2026-09-08', 'a', 'b', 'anchor'),
    match('d.1.2', 0, '2026-09-10', 'c', 'd', 'crown'),
    match('d.2.1', 1, '2026-09-15', 'a', 'c', 'anchor'),
    match('d.2.2', 1, '2026-09-17', 'd', 'b', 'crown'),
    match('e.1.1', 1, '2026-09-15', 'x', 'y', 'anchor'),
    match('d.3.1', 2, '2026-09-22', 'b', 'c', 'anchor'),
    match('e.2.1', 3, '2026-09-29', 'z', 'w', 'anchor'),
  ],
  byes: [],
}
const before = structuredClone(fixtures)

describe('rescheduleMatch', () => {
  it('moves a match to a free week and keeps the old date and the reason in its history', () => {
    const moved = rescheduleMatch(fixtures, 'd.1.1', '2026-10-01', 'Anchor closed for a wedding')
    if (!moved.ok) throw new Error(moved.error)
    const after = moved.value.matches.find((m) => m.id === 'd.1.1')
    expect(after).toMatchObject({ date: '2026-10-01', weekIndex: 0 })
    expect(after?.history).toEqual([{ from: '2026-09-08', to: '2026-10-01', reason: 'Anchor closed for a wedding' }])
    expect(moved.value.matches.filter((m) => m.id !== 'd.1.1')).toEqual(
      fixtures.matches.filter((m) => m.id !== 'd.1.1'),
    )
    expect(fixtures).toEqual(before)
  })

  it('adds each further move to the history, oldest first', () => {
    const once = rescheduleMatch(fixtures, 'd.1.1', '2026-10-01', 'Wedding')
    if (!once.ok) throw new Error(once.error)
    const twice = rescheduleMatch(once.value, 'd.1.1', '2026-09-29', 'Moved back to Tuesday')
    if (!twice.ok) throw new Error(twice.error)
    expect(twice.value.matches.find((m) => m.id === 'd.1.1')?.history).toEqual([
      { from: '2026-09-08', to: '2026-10-01', reason: 'Wedding' },
      { from: '2026-10-01', to: '2026-09-29', reason: 'Moved back to Tuesday' },
    ])
  })

  it('moves a match to another night of its own week', () => {
    const moved = rescheduleMatch(fixtures, 'd.1.1', '2026-09-10', 'Tuesday darts cup final')
    expect(moved.ok && moved.value.matches.find((m) => m.id === 'd.1.1')?.date).toBe('2026-09-10')
  })

  it('refuses a day on which the home team already plays, naming the team and its match', () => {
    expect(rescheduleMatch(fixtures, 'd.1.1', '2026-09-15', 'Wedding')).toEqual({
      ok: false,
      error: 'reschedule.teamBusy',
      teamId: 'a',
      matchId: 'd.2.1',
    })
  })

  it('refuses a day on which the away team already plays', () => {
    expect(rescheduleMatch(fixtures, 'd.1.1', '2026-09-17', 'Wedding')).toEqual({
      ok: false,
      error: 'reschedule.teamBusy',
      teamId: 'b',
      matchId: 'd.2.2',
    })
  })

  it('lets a team play a postponed match in a week in which it plays its regular match too', () => {
    // In the third week b plays d.3.1 on Tuesday 22 Sept: the Thursday of that week is free for it.
    const moved = rescheduleMatch(fixtures, 'd.1.1', '2026-09-24', 'Wedding')
    expect(moved.ok && moved.value.matches.find((m) => m.id === 'd.1.1')?.date).toBe('2026-09-24')
  })

  it('refuses a date on which the venue already hosts as many matches as its boards allow', () => {
    expect(rescheduleMatch(fixtures, 'e.2.1', '2026-09-15', 'Cup week')).toEqual({
      ok: false,
      error: 'reschedule.venueFull',
      venueId: 'anchor',
      capacity: 2,
    })
    expect(rescheduleMatch(fixtures, 'e.2.1', '2026-09-17', 'Cup week').ok).toBe(true)
  })

  it('refuses a night the venue does not host', () => {
    expect(rescheduleMatch(fixtures, 'd.1.1', '2026-10-02', 'Wedding')).toEqual({
      ok: false,
      error: 'reschedule.venueClosed',
      venueId: 'anchor',
    })
  })

  it.each([
    ['an unknown match', 'd.9.9', '2026-10-01', 'Wedding', 'reschedule.unknownMatch'],
    ['a date that does not exist', 'd.1.1', '2026-09-31', 'Wedding', 'reschedule.invalidDate'],
    ['an empty reason', 'd.1.1', '2026-10-01', '  ', 'reschedule.reasonRequired'],
    ['the date it already has', 'd.1.1', '2026-09-08', 'Wedding', 'reschedule.sameDate'],
  ])('refuses %s', (_, matchId, date, reason, error) => {
    expect(rescheduleMatch(fixtures, matchId, date, reason)).toEqual({ ok: false, error })
  })

  it('moves a match of a full round robin into a week of regular matches, on another night than theirs', () => {
    const weeks = ['2026-09-08', '2026-09-15', '2026-09-22']
    const season = generateFixtures({
      mode: 'fixedNight',
      roundRobin: 'single',
      weeks,
      venues: [{ id: 'hall', boards: 8, nights: ['tuesday', 'thursday'] }],
      divisions: [{ id: 'div', teams: [...'abcd'].map((id) => ({ id, venueId: 'hall' })) }],
    })
    if (!season.ok) throw new Error(season.error)
    // Every team plays every Tuesday: the first match goes to the Thursday of the second week, not to its Tuesday.
    const first = season.value.matches.find((m) => m.weekIndex === 0) as FixtureMatch
    expect(rescheduleMatch(season.value, first.id, '2026-09-17', 'Floods').ok).toBe(true)
    expect(rescheduleMatch(season.value, first.id, '2026-09-15', 'Floods')).toMatchObject({
      ok: false,
      error: 'reschedule.teamBusy',
    })
  })
})

describe('canRegenerate', () => {
  it('allows generating again while no match of the division has a result', () => {
    expect(canRegenerate([{ hasResult: false }, { hasResult: false }])).toBe(true)
    expect(canRegenerate([])).toBe(true)
  })

  it('refuses once one match of the division has a result', () => {
    expect(canRegenerate([{ hasResult: false }, { hasResult: true }, { hasResult: false }])).toBe(false)
  })
})
