import type { Team } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { noChoice } from '../parts/team-form/team-form-values'
import { groupTeams } from './group-teams'

const first = { slug: 'first', name: 'First division' }
const second = { slug: 'second', name: 'Second division' }
const team = (name: string, club_name: string, division: typeof first | null) =>
  ({ slug: name.toLowerCase().replaceAll(' ', '-'), name, club_name, division }) as Team

const arrows = team('The Arrows', 'Café De Pijl', first)
const busters = team('Bull Busters', 'Café Bullseye', first)
const rockers = team('Oche Rockers', 'Zaal Triple', second)
const newcomers = team('Newcomers', '', null)
const teams = [arrows, busters, rockers, newcomers]
const names = (groups: ReturnType<typeof groupTeams>) =>
  groups.map((group) => [group.division?.slug ?? null, group.teams.map((t) => t.name)])

describe('groupTeams', () => {
  it('groups the teams by division in the divisions’ order, the teams in no division last', () => {
    expect(names(groupTeams(teams, [first, second], { search: '', division: null }))).toEqual([
      ['first', ['The Arrows', 'Bull Busters']],
      ['second', ['Oche Rockers']],
      [null, ['Newcomers']],
    ])
  })

  it('finds teams by any word of their name or club, without minding case or accents', () => {
    expect(names(groupTeams(teams, [first, second], { search: 'cafe  BULL', division: null }))).toEqual([
      ['first', ['Bull Busters']],
    ])
  })

  it('shows one division, or only the teams in none', () => {
    expect(names(groupTeams(teams, [first, second], { search: '', division: 'second' }))).toEqual([
      ['second', ['Oche Rockers']],
    ])
    expect(names(groupTeams(teams, [first, second], { search: '', division: noChoice }))).toEqual([
      [null, ['Newcomers']],
    ])
  })

  it('tells a division called "None" or "All" from the teams in none and from every division', () => {
    const none = { slug: 'none', name: 'None' }
    const all = { slug: 'all', name: 'All' }
    const lowly = team('Lowly', '', none)
    const everyone = team('Everyone', '', all)
    const listed = [lowly, everyone, newcomers]
    expect(names(groupTeams(listed, [none, all], { search: '', division: 'none' }))).toEqual([['none', ['Lowly']]])
    expect(names(groupTeams(listed, [none, all], { search: '', division: 'all' }))).toEqual([['all', ['Everyone']]])
    expect(names(groupTeams(listed, [none, all], { search: '', division: noChoice }))).toEqual([[null, ['Newcomers']]])
  })

  it('leaves out divisions without a team found, and counts a team of an unknown division as in none', () => {
    expect(names(groupTeams([arrows, rockers], [second], { search: '', division: null }))).toEqual([
      ['second', ['Oche Rockers']],
      [null, ['The Arrows']],
    ])
  })
})
