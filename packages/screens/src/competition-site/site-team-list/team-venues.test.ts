import type { LeagueMatchSummary } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { teamVenues } from './team-venues'

const match = (home: string, venue: string | null): LeagueMatchSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: `${home}-match`,
  week: 1,
  date: '2026-09-07',
  division: { slug: 'first-division', name: 'First division' },
  home: { slug: home, name: home },
  away: { slug: 'away', name: 'Away' },
  venue: venue ? { id: '00000000-0000-4000-8000-000000000002', name: venue } : null,
  state: 'scheduled',
  score: { games: [0, 0], legs: [0, 0], points: [0, 0], played: 0, is_decided: false, winner: null },
  games_count: 10,
})

describe('teamVenues', () => {
  it('names the venue of a team’s home matches, the one it plays at most', () => {
    const venues = teamVenues([
      match('arrows', 'De Gouden Pijl'),
      match('arrows', 'Café Bullseye'),
      match('arrows', 'Café Bullseye'),
      match('away', 'Zaal Triple'),
    ])
    expect(venues.get('arrows')).toBe('Café Bullseye')
    expect(venues.get('away')).toBe('Zaal Triple')
  })

  it('knows no venue for a team whose home matches have none', () => {
    expect(teamVenues([match('kings', null)]).has('kings')).toBe(false)
  })
})
