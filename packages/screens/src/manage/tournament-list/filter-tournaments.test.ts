import type { TournamentListItem } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { filterTournaments } from './filter-tournaments'

const item = (name: string, venue: string, status: TournamentListItem['status']) =>
  ({ name, venue, status }) as TournamentListItem

const items = [
  item('Winter Open 2026', 'Zaal De Pijl, Brugge', 'draft'),
  item('Club Night November', 'Café Het Anker', 'drawn'),
  item('Saturday Night Darts #47', 'The Oche Bar', 'running'),
  item('Kölner Dart-Nacht', 'Brauhaus am Ring, Köln', 'finished'),
]
const names = (list: TournamentListItem[]) => list.map((tournament) => tournament.name)

describe('filterTournaments', () => {
  it('keeps everything without a filter', () => {
    expect(filterTournaments(items, { status: 'all', search: '' })).toHaveLength(4)
  })

  it('counts drafts and drawn tournaments as upcoming', () => {
    expect(names(filterTournaments(items, { status: 'upcoming', search: '' }))).toEqual([
      'Winter Open 2026',
      'Club Night November',
    ])
  })

  it('finds a tournament by its venue, whatever the case', () => {
    expect(names(filterTournaments(items, { status: 'all', search: 'oche BAR' }))).toEqual(['Saturday Night Darts #47'])
  })

  it('finds a name with an umlaut when it is typed without one', () => {
    expect(names(filterTournaments(items, { status: 'all', search: 'koln' }))).toEqual(['Kölner Dart-Nacht'])
  })

  it('combines the status and the search', () => {
    expect(filterTournaments(items, { status: 'live', search: 'winter' })).toEqual([])
  })
})
