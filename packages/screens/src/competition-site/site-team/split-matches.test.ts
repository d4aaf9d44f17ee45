import type { FixtureState, LeagueMatchSummary } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { splitMatches } from './split-matches'

const match = (slug: string, week: number, date: string | null, state: FixtureState): LeagueMatchSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug,
  week,
  date,
  division: { slug: 'first-division', name: 'First division' },
  home: { slug: 'the-arrows', name: 'The Arrows' },
  away: { slug: 'bull-busters', name: 'Bull Busters' },
  venue: null,
  state,
  score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
  games_count: 10,
})

describe('splitMatches', () => {
  const matches = [
    match('league-1', 1, '2026-09-08', 'confirmed'),
    // A cup's first round, played after the league's third night: its own numbering.
    match('cup-1', 1, '2026-10-14', 'played'),
    match('league-3', 3, '2026-09-22', 'disputed'),
    match('league-5', 5, '2026-10-06', 'live'),
    match('league-9', 9, null, 'postponed'),
    match('league-7', 7, '2026-10-20', 'scheduled'),
  ]

  it('lists the results latest first, by day whatever the competition', () => {
    expect(splitMatches(matches).results.map((entry) => entry.slug)).toEqual(['cup-1', 'league-3', 'league-1'])
  })

  it('lists what is still to play soonest first, a live match among them and one without a date last', () => {
    expect(splitMatches(matches).upcoming.map((entry) => entry.slug)).toEqual(['league-5', 'league-7', 'league-9'])
  })
})
