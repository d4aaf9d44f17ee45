import type { Game, GameSide } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { filterGames, gameParts, gameStages } from './filter-games'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const side: GameSide = {
  id: null,
  name: 'TBD',
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
    sides: [side, side],
    format: { kind: 'firstTo', legs: 3 },
    result: null,
    match_id: null,
    board: null,
    called_at: null,
    finished_at: null,
    ...overrides,
  }
}

const games = [
  game(1, { group: 'B', state: 'finished' }),
  game(2, { group: 'A', state: 'ready' }),
  game(3, { stage: 'winnersKo', group: null, round: 2, round_code: 'final', state: 'waiting' }),
  game(4, { stage: 'winnersKo', group: null, round: 1, round_code: 'semiFinal', state: 'waiting' }),
  game(5, { stage: 'consolationKo', group: null, round: 1, round_code: 'final', state: 'ready' }),
]
const ids = (list: Game[]) => list.map((each) => each.id.slice(-1))

describe('filterGames', () => {
  it('keeps every game with no filter set', () => {
    expect(ids(filterGames(games, { state: 'all', stage: 'all', part: 'all' }))).toEqual(['1', '2', '3', '4', '5'])
  })

  it('narrows to one state and one stage together', () => {
    expect(ids(filterGames(games, { state: 'ready', stage: 'groups', part: 'all' }))).toEqual(['2'])
    expect(ids(filterGames(games, { state: 'waiting', stage: 'winnersKo', part: 'all' }))).toEqual(['3', '4'])
  })

  it('narrows to one group or one round', () => {
    expect(ids(filterGames(games, { state: 'all', stage: 'all', part: 'group:B' }))).toEqual(['1'])
    expect(ids(filterGames(games, { state: 'all', stage: 'all', part: 'round:winnersKo:main:1' }))).toEqual(['4'])
  })
})

describe('gameStages', () => {
  it('lists the stages in the order they are played', () => {
    expect(gameStages(games)).toEqual(['groups', 'winnersKo', 'consolationKo'])
  })
})

describe('gameParts', () => {
  it('lists the groups alphabetically, then the rounds in playing order', () => {
    expect(gameParts(games, 'all').map((part) => part.key)).toEqual([
      'group:A',
      'group:B',
      'round:winnersKo:main:1',
      'round:winnersKo:main:2',
      'round:consolationKo:main:1',
    ])
  })

  it('lists only the rounds of the chosen stage', () => {
    expect(gameParts(games, 'winnersKo').map((part) => part.key)).toEqual([
      'round:winnersKo:main:1',
      'round:winnersKo:main:2',
    ])
  })
})
