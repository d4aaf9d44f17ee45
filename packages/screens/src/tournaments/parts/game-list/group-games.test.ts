import type { Game, GameSide } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { groupGames, hasEntry, matchesGameFilter } from './group-games'

const side = (id: string | null = null): GameSide => ({
  id,
  name: id ?? 'TBD',
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
})

function game(id: string, extra: Partial<Game>): Game {
  return {
    id,
    stage: 'groups',
    round: 1,
    round_code: 'roundRobin',
    slot: 1,
    group: null,
    bracket: null,
    state: 'waiting',
    sides: [side(), side()],
    format: { kind: 'firstTo', legs: 3 },
    result: null,
    match_id: null,
    board: null,
    called_at: null,
    finished_at: null,
    ...extra,
  }
}

describe('groupGames', () => {
  it('lists groups before knockouts, round by round, groups in order within a round', () => {
    const grouped = groupGames([
      game('ko-final', { stage: 'winnersKo', round: 2, round_code: 'final' }),
      game('B-1', { group: 'B', round: 1 }),
      game('A-2', { group: 'A', round: 2 }),
      game('A-1', { group: 'A', round: 1 }),
      game('ko-sf1', { stage: 'winnersKo', round: 1, round_code: 'semiFinal' }),
    ])
    expect(grouped.map(({ stage, rounds }) => [stage, rounds.map((round) => round.games.map((g) => g.id))])).toEqual([
      ['groups', [['A-1', 'B-1'], ['A-2']]],
      ['winnersKo', [['ko-sf1'], ['ko-final']]],
    ])
  })

  it('keeps the third-place match apart from the final of the same round', () => {
    const grouped = groupGames([
      game('final', { stage: 'knockout', round: 3, round_code: 'final' }),
      game('third', { stage: 'knockout', round: 3, round_code: 'thirdPlace', slot: 2 }),
    ])
    expect(grouped[0]?.rounds.map((round) => round.games.map((g) => g.id))).toEqual([['final'], ['third']])
  })

  it('orders a double elimination winners, losers, final, and leaves out byes and an unneeded reset', () => {
    const de = { stage: 'doubleElimination' } as const
    const grouped = groupGames([
      game('gf', { ...de, bracket: 'final', round: 1, round_code: 'grandFinal' }),
      game('reset', { ...de, bracket: 'final', round: 2, round_code: 'grandFinalReset', state: 'notNeeded' }),
      game('l1', { ...de, bracket: 'losers', round: 1, round_code: 'losersRound1' }),
      game('w1', { ...de, bracket: 'winners', round: 1, round_code: 'winnersRound1' }),
      game('w1-bye', { ...de, bracket: 'winners', round: 1, slot: 2, round_code: 'winnersRound1', state: 'bye' }),
    ])
    expect(grouped[0]?.rounds.map((round) => round.games.map((g) => g.id))).toEqual([['w1'], ['l1'], ['gf']])
  })
})

describe('matchesGameFilter', () => {
  it('sorts states into on the boards, to play and played', () => {
    const states = ['waiting', 'ready', 'called', 'live', 'finished', 'walkover'] as const
    const passing = (filter: Parameters<typeof matchesGameFilter>[1]) =>
      states.filter((state) => matchesGameFilter(game(state, { state }), filter))
    expect(passing('onBoards')).toEqual(['called', 'live'])
    expect(passing('toPlay')).toEqual(['waiting', 'ready'])
    expect(passing('played')).toEqual(['finished', 'walkover'])
    expect(passing('all')).toEqual(states)
  })
})

describe('hasEntry', () => {
  it('finds a player on either side', () => {
    const played = game('g', { sides: [side('luke'), side('michael')] })
    expect(hasEntry(played, 'michael')).toBe(true)
    expect(hasEntry(played, 'gerwyn')).toBe(false)
  })
})
