import type { FixtureState, LeagueMatchSummary } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { currentWeek, homeMatches } from './home-matches'

let counter = 0
function match(
  week: number,
  state: FixtureState,
  date: string | null = null,
  division = 'first-division',
): LeagueMatchSummary {
  counter += 1
  const slug = `match-${counter}`
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    slug,
    week,
    date,
    division: { slug: division, name: division },
    home: { slug: `home-${counter}`, name: `Home ${counter}` },
    away: { slug: `away-${counter}`, name: `Away ${counter}` },
    venue: null,
    state,
    score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
    games_count: 8,
  }
}

describe('currentWeek', () => {
  it('is the week of a live match, even with earlier matches still to play', () => {
    expect(currentWeek([match(1, 'scheduled'), match(3, 'live'), match(4, 'scheduled')])).toBe(3)
  })

  it('is the first week with a match still to play', () => {
    expect(currentWeek([match(1, 'confirmed'), match(2, 'played'), match(2, 'scheduled'), match(3, 'scheduled')])).toBe(
      2,
    )
  })

  it('is not held back by a match postponed weeks ago', () => {
    expect(currentWeek([match(1, 'postponed'), match(2, 'confirmed'), match(3, 'scheduled')])).toBe(3)
  })

  it('is the last week once every match is played, and none without matches', () => {
    expect(currentWeek([match(1, 'confirmed'), match(2, 'confirmed')])).toBe(2)
    expect(currentWeek([])).toBeNull()
  })
})

describe('homeMatches', () => {
  it('leads with the current league night and lists results and next matches outside it', () => {
    const old = match(1, 'confirmed', '2026-09-10')
    const older = match(1, 'disputed', '2026-09-08')
    const tonight = [match(2, 'played', '2026-09-17'), match(2, 'scheduled', '2026-09-17')]
    const next = match(3, 'scheduled', '2026-09-24')
    const postponed = match(1, 'postponed', null)
    const home = homeMatches([old, older, ...tonight, next, postponed])
    expect(home.round).toEqual({ week: 2, matches: tonight })
    expect(home.results.map((row) => row.slug)).toEqual([old.slug, older.slug])
    expect(home.upcoming.map((row) => row.slug)).toEqual([next.slug, postponed.slug])
    expect(home.live).toEqual([])
  })

  it('shows a live match among the live ones and in its league night, never as a result', () => {
    const live = match(4, 'live', '2026-10-01')
    const home = homeMatches([match(3, 'confirmed', '2026-09-24'), live])
    expect(home.live).toEqual([live])
    expect(home.round?.matches).toEqual([live])
    expect(home.results.map((row) => row.state)).toEqual(['confirmed'])
  })

  it('keeps five results and five next matches', () => {
    const played = Array.from({ length: 7 }, (_, index) => match(1, 'confirmed', `2026-09-0${index + 1}`))
    const later = Array.from({ length: 7 }, (_, index) => match(3 + index, 'scheduled', `2026-10-0${index + 1}`))
    const home = homeMatches([...played, match(2, 'scheduled', '2026-09-20'), ...later])
    expect(home.results).toHaveLength(5)
    expect(home.results[0]?.date).toBe('2026-09-07')
    expect(home.upcoming).toHaveLength(5)
    expect(home.upcoming[0]?.date).toBe('2026-10-01')
  })

  it('leads with a league night of the league divisions, and lists a cup’s matches among results and next', () => {
    const isLeague = (row: LeagueMatchSummary) => row.division.slug !== 'cup'
    const cupRound = match(1, 'scheduled', '2026-10-14', 'cup')
    const cupFinal = match(3, 'confirmed', '2026-10-20', 'cup')
    const played = match(1, 'confirmed', '2026-10-01')
    const tonight = match(2, 'scheduled', '2026-10-08')
    const home = homeMatches([cupRound, cupFinal, played, tonight], isLeague)
    expect(home.round).toEqual({ week: 2, matches: [tonight] })
    expect(home.upcoming).toEqual([cupRound])
    expect(home.results).toEqual([cupFinal, played])
  })

  it('has nothing to show for a season without matches', () => {
    expect(homeMatches([])).toEqual({ live: [], round: null, results: [], upcoming: [] })
  })
})
