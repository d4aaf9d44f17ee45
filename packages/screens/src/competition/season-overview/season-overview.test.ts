import type { Division, Fixture, LeagueMatchSummary, Season, Team } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { nextLeagueNight } from './next-league-night'
import { seasonAttention } from './season-attention'

const season = (changes: { is_archived?: boolean; league_nights?: string[] } = {}) =>
  ({
    is_archived: changes.is_archived ?? false,
    settings: { league_nights: changes.league_nights ?? ['2026-09-07'], result_deadline_days: 7 },
  }) as Season
const division = (slug: string, teams_count: number, fixtures_count: number) =>
  ({ slug, name: slug, teams_count, fixtures_count }) as Division
const team = (slug: string, changes: Partial<Pick<Team, 'division' | 'captain' | 'venue'>> = {}) =>
  ({
    slug,
    name: slug,
    division: { slug: 'first', name: 'First' },
    captain: { member_id: '00000000-0000-4000-8000-000000000001', name: 'Anke' },
    venue: { id: '00000000-0000-4000-8000-000000000002', name: 'De Pijl' },
    ...changes,
  }) as Team

describe('seasonAttention', () => {
  it('finds nothing in a season that is ready to play', () => {
    expect(seasonAttention(season(), [division('first', 4, 12)], [team('arrows'), team('bulls')])).toEqual([])
  })

  it('asks for fixtures only in divisions with two teams or more', () => {
    expect(seasonAttention(season(), [division('first', 4, 0), division('second', 1, 0)], [])).toEqual([
      { kind: 'divisionWithoutFixtures', division: { slug: 'first', name: 'first' } },
      { kind: 'divisionTooFewTeams', division: { slug: 'second', name: 'second' }, teams: 1 },
    ])
  })

  it('lists the teams without a division together, and each team without a captain or venue', () => {
    const teams = [
      team('arrows', { division: null }),
      team('bulls', { division: null, captain: null }),
      team('darts', { venue: null }),
    ]
    expect(seasonAttention(season(), [], teams)).toEqual([
      {
        kind: 'teamsWithoutDivision',
        teams: [
          { slug: 'arrows', name: 'arrows' },
          { slug: 'bulls', name: 'bulls' },
        ],
      },
      { kind: 'teamWithoutCaptain', team: { slug: 'bulls', name: 'bulls' } },
      { kind: 'teamWithoutVenue', team: { slug: 'darts', name: 'darts' } },
    ])
  })

  it('puts a season without league nights first', () => {
    expect(seasonAttention(season({ league_nights: [] }), [division('first', 4, 0)], [])[0]).toEqual({
      kind: 'noLeagueNights',
    })
  })

  it('names disputed reports and matches past the result deadline, by date', () => {
    const match = (slug: string, date: string | null, state: LeagueMatchSummary['state']) =>
      ({
        slug,
        date,
        state,
        home: { slug: 'a', name: `${slug} home` },
        away: { slug: 'b', name: `${slug} away` },
      }) as const
    const matches = [
      match('late-confirm', '2026-10-01', 'played'),
      match('no-result', '2026-10-08', 'scheduled'),
      match('disputed', '2026-10-21', 'disputed'),
      match('in-time', '2026-10-20', 'scheduled'),
      match('postponed', null, 'postponed'),
      match('confirmed', '2026-09-01', 'confirmed'),
      match('left-live', '2026-10-13', 'live'),
    ]
    const ref = (slug: string, date: string) => ({ slug, home: `${slug} home`, away: `${slug} away`, date })
    // Seven days after 20 October is still in time; after 13 October is not.
    expect(seasonAttention(season(), [division('first', 4, 12)], [], matches, '2026-10-27')).toEqual([
      { kind: 'confirmationOverdue', match: ref('late-confirm', '2026-10-01'), days: 26 },
      { kind: 'resultOverdue', match: ref('no-result', '2026-10-08'), days: 19 },
      { kind: 'resultOverdue', match: ref('left-live', '2026-10-13'), days: 14 },
      { kind: 'matchDisputed', match: ref('disputed', '2026-10-21') },
    ])
  })

  it('leaves an archived season alone', () => {
    expect(seasonAttention(season({ is_archived: true, league_nights: [] }), [division('first', 0, 0)], [])).toEqual([])
  })
})

const fixture = (slug: string, week: number, date: string | null, state: Fixture['state'] = 'scheduled') =>
  ({ slug, week, date, state }) as Fixture

describe('nextLeagueNight', () => {
  it('takes the week of the first match still to play, with its matches from today by date', () => {
    const fixtures = [
      fixture('a', 11, '2026-11-17'),
      fixture('b', 12, '2026-11-26'),
      fixture('c', 12, '2026-11-24'),
      fixture('d', 12, '2026-11-24', 'played'),
      fixture('e', 12, '2026-11-22'),
      fixture('f', 13, '2026-12-01'),
    ]
    expect(nextLeagueNight(fixtures, '2026-11-23')).toEqual({ week: 12, fixtures: [fixtures[2], fixtures[1]] })
  })

  it('counts today as ahead', () => {
    expect(nextLeagueNight([fixture('a', 3, '2026-11-23')], '2026-11-23')?.week).toBe(3)
  })

  it('skips matches postponed without a date and answers null once nothing is left', () => {
    expect(
      nextLeagueNight([fixture('a', 2, null, 'postponed'), fixture('b', 1, '2026-11-01')], '2026-11-23'),
    ).toBeNull()
  })
})
