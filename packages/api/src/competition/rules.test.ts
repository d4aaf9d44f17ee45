import { describe, expect, it } from 'vitest'
import { SeasonSettingsSchema } from '../schemas/competition'
import {
  canEditTeam,
  canReadSeasonMembers,
  canReadTeam,
  canSeeMemberContact,
  compareTeamMembers,
  competitionRole,
  defaultJoinDate,
  isCaptainTeamChange,
  mergeSeasonSettings,
  seasonDatesProblem,
} from './rules'
import { slugFromName, uniqueSlug } from './slugs'

const admin = { isAdmin: true, captainOf: [], memberOf: [] }
const captain = { isAdmin: false, captainOf: ['a'], memberOf: ['a'] }
const player = { isAdmin: false, captainOf: [], memberOf: ['a'] }
const stranger = { isAdmin: false, captainOf: [], memberOf: [] }

describe('league roles', () => {
  it('ranks admin above captain above member, and nobody without a team', () => {
    expect([admin, captain, player, stranger].map(competitionRole)).toEqual(['admin', 'captain', 'member', null])
  })

  it('lets a team’s players read it, its captain and admins change it and see contacts', () => {
    expect([admin, captain, player, stranger].map((viewer) => canReadTeam(viewer, 'a'))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect([admin, captain, player].map((viewer) => canEditTeam(viewer, 'a'))).toEqual([true, true, false])
    expect(canEditTeam(captain, 'b')).toBe(false)
    expect([admin, captain, player].map((viewer) => canSeeMemberContact(viewer, 'a'))).toEqual([true, true, false])
    expect(canSeeMemberContact(captain, 'b')).toBe(false)
    expect([admin, captain, player].map(canReadSeasonMembers)).toEqual([true, true, false])
  })

  it('lets a captain change the team’s name and club only', () => {
    expect(isCaptainTeamChange({ name: 'X', club_name: 'Y' })).toBe(true)
    expect(isCaptainTeamChange({ name: 'X', division: null })).toBe(false)
    expect(isCaptainTeamChange({ home_weekday: undefined })).toBe(true)
  })
})

describe('season dates', () => {
  it('refuses an end before the start and league nights outside the season', () => {
    const season = { starts_on: '2030-09-01', ends_on: '2031-05-31' }
    expect(seasonDatesProblem({ ...season, league_nights: ['2030-09-09'] })).toBeNull()
    expect(seasonDatesProblem({ ...season, ends_on: '2030-08-31', league_nights: [] })).toBe('season.endsBeforeStart')
    expect(seasonDatesProblem({ ...season, league_nights: ['2031-06-01'] })).toBe('season.leagueNightOutside')
  })

  it('merges settings layer by layer, league nights in order and once', () => {
    const defaults = SeasonSettingsSchema.parse({})
    const merged = mergeSeasonSettings(
      defaults,
      { round_robin: 'single' },
      {
        league_nights: ['2030-09-16', '2030-09-09', '2030-09-16'],
        night_mode: undefined,
      },
    )
    expect(merged).toEqual({ ...defaults, round_robin: 'single', league_nights: ['2030-09-09', '2030-09-16'] })
  })

  it('joins a new member on the first day, or today once the season runs, never after its end', () => {
    const season = { starts_on: '2030-09-01', ends_on: '2031-05-31' }
    expect(defaultJoinDate(season, '2030-08-01')).toBe('2030-09-01')
    expect(defaultJoinDate(season, '2030-10-10')).toBe('2030-10-10')
    expect(defaultJoinDate(season, '2031-07-01')).toBe('2031-05-31')
  })

  it('lists current members first (captain, then by name), then former ones, latest first', () => {
    const rows = [
      { name: 'Bo', role: 'player' as const, left_on: null },
      { name: 'Old', role: 'player' as const, left_on: '2030-10-01' },
      { name: 'Al', role: 'player' as const, left_on: null },
      { name: 'Cap', role: 'captain' as const, left_on: null },
      { name: 'Later', role: 'player' as const, left_on: '2030-12-01' },
    ]
    expect(rows.sort(compareTeamMembers).map((row) => row.name)).toEqual(['Cap', 'Al', 'Bo', 'Later', 'Old'])
  })
})

describe('slugs', () => {
  it('come from names, accents dropped, and fall back when a name has no letters', () => {
    expect(slugFromName('Café De Pijl 2', 'team')).toBe('cafe-de-pijl-2')
    expect(slugFromName('  ★★ ', 'team')).toBe('team')
  })

  it('take the first free suffix, never a reserved word or a former slug', () => {
    expect(uniqueSlug('arrows', new Set())).toBe('arrows')
    expect(uniqueSlug('arrows', new Set(['arrows', 'arrows-2']))).toBe('arrows-3')
    expect(uniqueSlug('create', new Set())).toBe('create-2')
  })
})
