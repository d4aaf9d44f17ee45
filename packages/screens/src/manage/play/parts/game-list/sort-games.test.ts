import type { Game, GameSide } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { sortGames } from './sort-games'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function side(entry: number | null, name = entry === null ? 'TBD' : `Player ${entry}`): GameSide {
  return {
    id: entry === null ? null : id(100 + entry),
    name,
    score: 0,
    one_eighties: 0,
    one_seven_ones: 0,
    player_type: 'player',
    player_id: 0,
    nickname: '',
    high_checkouts: '',
    parent_group: null,
    parent_group_position: null,
    is_winner: false,
    is_bye: false,
    source: null,
  }
}

function game(n: number, overrides: Partial<Game>): Game {
  return {
    id: id(n),
    stage: 'groups',
    round: 1,
    round_code: 'roundRobin',
    slot: 1,
    group: 'A',
    bracket: null,
    state: 'ready',
    sides: [side(1), side(2)],
    format: { kind: 'firstTo', legs: 3 },
    result: null,
    match_id: null,
    board: null,
    called_at: null,
    finished_at: null,
    ...overrides,
  }
}

const names = (games: Game[]) => games.map((each) => each.id.slice(-2))

describe('sortGames', () => {
  it('puts ready games first, then called, live, waiting and decided games', () => {
    const games = [
      game(1, { state: 'finished', sides: [side(9), side(10)] }),
      game(2, { state: 'waiting', sides: [side(null), side(null)] }),
      game(3, { state: 'live', sides: [side(5), side(6)] }),
      game(4, { state: 'ready', sides: [side(1), side(2)] }),
      game(5, { state: 'called', sides: [side(3), side(4)] }),
    ]
    expect(names(sortGames(games))).toEqual(['04', '05', '03', '02', '01'])
  })

  it('plays the earlier round first among ready games', () => {
    const games = [
      game(1, { round: 3, sides: [side(1), side(2)] }),
      game(2, { round: 1, sides: [side(3), side(4)] }),
      game(3, { round: 2, sides: [side(5), side(6)] }),
    ]
    expect(names(sortGames(games))).toEqual(['02', '03', '01'])
  })

  it('moves a ready game behind the others while one of its players is still on a board', () => {
    const games = [
      game(1, { round: 1, sides: [side(1), side(2)] }),
      game(2, { round: 2, sides: [side(3), side(4)] }),
      game(3, { state: 'live', sides: [side(1), side(5)] }),
    ]
    expect(names(sortGames(games))).toEqual(['02', '01', '03'])
  })

  it('shows the most recently finished game first among the decided ones', () => {
    const games = [
      game(1, { state: 'finished', finished_at: '2026-11-14T19:00:00.000Z' }),
      game(2, { state: 'walkover', finished_at: '2026-11-14T21:00:00.000Z' }),
      game(3, { state: 'finished', finished_at: '2026-11-14T20:00:00.000Z' }),
    ]
    expect(names(sortGames(games))).toEqual(['02', '03', '01'])
  })

  it('leaves the given list as it was', () => {
    const games = [game(1, { state: 'finished' }), game(2, { state: 'ready' })]
    sortGames(games)
    expect(names(games)).toEqual(['01', '02'])
  })
})
