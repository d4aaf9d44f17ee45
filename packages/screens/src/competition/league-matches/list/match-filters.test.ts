import type { LeagueMatchSummary } from '@oche/api'
import { describe, expect, it } from 'vitest'
import {
  applyMatchFilters,
  keepTeamInDivision,
  matchesByWeek,
  matchFilterOptions,
  noMatchFilters,
  readMatchFilters,
  writeMatchFilters,
} from './match-filters'

const first = { slug: 'first-division', name: 'First division' }
const second = { slug: 'second-division', name: 'Second division' }
const team = (slug: string, name: string) => ({ slug, name })
const arrows = team('the-arrows', 'The Arrows')
const busters = team('bull-busters', 'Bull Busters')
const rockers = team('oche-rockers', 'Oche Rockers')
const doubles = team('double-trouble', 'Double Trouble')

let count = 0
function match(
  week: number,
  division: typeof first,
  home: typeof arrows,
  away: typeof arrows,
  state: LeagueMatchSummary['state'] = 'scheduled',
): LeagueMatchSummary {
  count += 1
  return {
    id: `0f000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    slug: `${home.slug}-${away.slug}-${week}`,
    week,
    date: `2026-09-${String(10 + week).padStart(2, '0')}`,
    division,
    home,
    away,
    venue: null,
    state,
    score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
    games_count: 10,
  }
}

const season = [
  match(1, first, arrows, busters, 'confirmed'),
  match(1, second, rockers, doubles, 'confirmed'),
  match(2, first, busters, arrows, 'live'),
  match(2, second, doubles, rockers, 'played'),
  match(3, first, arrows, busters),
]

describe('readMatchFilters', () => {
  it('reads every filter from the query string', () => {
    expect(readMatchFilters({ division: 'first-division', team: 'the-arrows', week: '2', state: 'live' })).toEqual({
      division: 'first-division',
      team: 'the-arrows',
      week: 2,
      state: 'live',
    })
  })

  it('takes what it cannot read as no filter', () => {
    expect(readMatchFilters({ week: 'two', state: 'finished', division: ' ' })).toEqual(noMatchFilters)
    expect(readMatchFilters({ week: '0' }).week).toBeNull()
    expect(readMatchFilters({ week: '2.5' }).week).toBeNull()
  })
})

describe('writeMatchFilters', () => {
  it('writes the filters that are set, in a fixed order', () => {
    expect(writeMatchFilters({ division: null, team: 'the-arrows', week: 3, state: 'played' })).toBe(
      '?team=the-arrows&week=3&state=played',
    )
  })

  it('writes nothing without filters, so the address stays clean', () => {
    expect(writeMatchFilters(noMatchFilters)).toBe('')
  })

  it('reads back what it wrote', () => {
    const filters = { division: 'first-division', team: null, week: 2, state: 'live' as const }
    const query = Object.fromEntries(new URLSearchParams(writeMatchFilters(filters)))
    expect(readMatchFilters(query)).toEqual(filters)
  })
})

describe('applyMatchFilters', () => {
  it('keeps a team’s home and away matches', () => {
    expect(applyMatchFilters(season, { ...noMatchFilters, team: 'the-arrows' }).map((m) => m.week)).toEqual([1, 2, 3])
  })

  it('combines the filters', () => {
    const shown = applyMatchFilters(season, { ...noMatchFilters, division: 'second-division', week: 2 })
    expect(shown.map((m) => m.slug)).toEqual(['double-trouble-oche-rockers-2'])
    expect(applyMatchFilters(season, { ...noMatchFilters, state: 'live', division: 'second-division' })).toEqual([])
  })
})

describe('matchFilterOptions', () => {
  it('offers the divisions and weeks of the season, and the teams of the chosen division', () => {
    const options = matchFilterOptions(season, 'second-division')
    expect(options.divisions.map((d) => d.slug)).toEqual(['first-division', 'second-division'])
    expect(options.teams.map((t) => t.name)).toEqual(['Double Trouble', 'Oche Rockers'])
    expect(options.weeks).toEqual([1, 2, 3])
    expect(matchFilterOptions(season, null).teams).toHaveLength(4)
  })
})

describe('keepTeamInDivision', () => {
  it('lets go of a team that plays in another division', () => {
    const filters = { ...noMatchFilters, division: 'second-division', team: 'the-arrows' }
    expect(keepTeamInDivision(season, filters)).toEqual({ ...filters, team: null })
  })

  it('keeps a team of the division', () => {
    const filters = { ...noMatchFilters, division: 'first-division', team: 'the-arrows' }
    expect(keepTeamInDivision(season, filters)).toBe(filters)
  })
})

describe('matchesByWeek', () => {
  it('groups the matches by league night in week order', () => {
    expect(matchesByWeek([...season].reverse()).map(({ week, matches }) => [week, matches.length])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ])
  })
})
