import type { SeasonMember } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { divisionsOf, emptyFilter, filterSeasonMembers, teamsOf } from './season-member-filter'

const member = (id: string, name: string, team: string, extra: Partial<SeasonMember> = {}): SeasonMember => ({
  id,
  participant_id: id,
  name,
  nickname: '',
  is_user: false,
  role: 'player',
  joined_on: '2026-09-01',
  left_on: null,
  contact: null,
  team: { slug: team, name: team === 'arrows' ? 'The Arrows' : 'Bull Busters' },
  ...extra,
})

const members = [
  member('1', 'Anke Arrow', 'arrows', { contact: { email: 'anke@example.com', phone: '' } }),
  member('2', 'Bart Bulls', 'arrows', { left_on: '2026-10-01' }),
  member('3', 'Bart Bulls', 'busters', { joined_on: '2026-10-01', nickname: 'The Bull' }),
  member('4', 'Chloé Cork', 'busters'),
]
const teams = [
  { slug: 'arrows', division: { slug: 'first', name: 'First division' } },
  { slug: 'busters', division: { slug: 'second', name: 'Second division' } },
]
const ids = (list: SeasonMember[]) => list.map((each) => each.id)

describe('filterSeasonMembers', () => {
  it('leaves out memberships that ended unless asked for', () => {
    expect(ids(filterSeasonMembers(members, emptyFilter, teams))).toEqual(['1', '3', '4'])
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, withFormer: true }, teams))).toEqual(['1', '2', '3', '4'])
  })

  it('finds a player by nickname, team or e-mail address, ignoring case and accents', () => {
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, search: 'the bull' }, teams))).toEqual(['3'])
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, search: 'chloe' }, teams))).toEqual(['4'])
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, search: 'ANKE@' }, teams))).toEqual(['1'])
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, search: 'arrows' }, teams))).toEqual(['1'])
  })

  it('keeps one team, or the teams of one division', () => {
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, team: 'busters' }, teams))).toEqual(['3', '4'])
    expect(ids(filterSeasonMembers(members, { ...emptyFilter, division: 'first' }, teams))).toEqual(['1'])
  })
})

describe('teamsOf and divisionsOf', () => {
  it('lists each team and division once, by name', () => {
    expect(teamsOf(members).map((team) => team.name)).toEqual(['Bull Busters', 'The Arrows'])
    expect(divisionsOf([...teams, ...teams]).map((division) => division.slug)).toEqual(['first', 'second'])
  })
})
