import type { IndividualStandingsRow } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { sortPlayers } from './sort-players'

function player(position: number, name: string, figures: Partial<IndividualStandingsRow> = {}): IndividualStandingsRow {
  return {
    position,
    player: { participant_id: `00000000-0000-4000-8000-00000000000${position}`, name, team: null },
    played: 6,
    won: 3,
    drawn: 0,
    lost: 3,
    win_percentage: 50,
    legs_won: 9,
    legs_lost: 9,
    three_dart_average: 50,
    first_nine_average: 60,
    one_eighties: 0,
    one_seventy_ones: 0,
    high_checkout: null,
    best_leg: null,
    ...figures,
  }
}

const anke = player(1, 'Anke', { three_dart_average: 61.2, high_checkout: 121, best_leg: 17 })
const bram = player(2, 'Bram', { three_dart_average: 58.4, high_checkout: null, best_leg: 15 })
const chris = player(3, 'Chris', { three_dart_average: null, high_checkout: 104, best_leg: null })
const dirk = player(4, 'Dirk', { three_dart_average: 61.2, high_checkout: 132, best_leg: 15 })
const names = (rows: IndividualStandingsRow[]) => rows.map((row) => row.player.name)

describe('sortPlayers', () => {
  it('keeps the league order by position', () => {
    expect(names(sortPlayers([dirk, bram, anke, chris], { column: 'position', direction: 'ascending' }))).toEqual([
      'Anke',
      'Bram',
      'Chris',
      'Dirk',
    ])
  })

  it('puts the highest average first and keeps the league order between equal averages', () => {
    expect(names(sortPlayers([anke, bram, chris, dirk], { column: 'average', direction: 'descending' }))).toEqual([
      'Anke',
      'Dirk',
      'Bram',
      'Chris',
    ])
  })

  it('puts players without a value last whichever the direction', () => {
    expect(names(sortPlayers([anke, bram, chris, dirk], { column: 'highCheckout', direction: 'ascending' }))).toEqual([
      'Chris',
      'Anke',
      'Dirk',
      'Bram',
    ])
    expect(names(sortPlayers([anke, bram, chris, dirk], { column: 'bestLeg', direction: 'ascending' }))).toEqual([
      'Bram',
      'Dirk',
      'Anke',
      'Chris',
    ])
  })
})
