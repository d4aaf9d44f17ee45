import { describe, expect, it } from 'vitest'
import { gamesCount } from './games-count'

describe('gamesCount', () => {
  it('counts everyone against everyone once in a round robin of 6', () => {
    expect(gamesCount({ kind: 'roundRobin' }, 6)).toEqual({ min: 15, max: 15 })
  })

  it('counts one game fewer than the players in a knockout, byes not counted, plus a third-place match', () => {
    expect(gamesCount({ kind: 'knockout', third_place: false }, 13)).toEqual({ min: 12, max: 12 })
    expect(gamesCount({ kind: 'knockout', third_place: true }, 13)).toEqual({ min: 13, max: 13 })
  })

  it('counts the reset of a double elimination as a game that may not be played', () => {
    expect(gamesCount({ kind: 'doubleElimination', reset: true }, 8)).toEqual({ min: 14, max: 15 })
    expect(gamesCount({ kind: 'doubleElimination', reset: false }, 8)).toEqual({ min: 14, max: 14 })
  })

  it('counts 16 players in groups of 4, best 2 through, with a consolation knockout', () => {
    // 4 groups × 6 games, a knockout of 8 (7 games), a consolation knockout of 8 (7 games).
    const format = { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, third_place: false } as const
    expect(gamesCount({ ...format, consolation: true }, 16)).toEqual({ min: 38, max: 38 })
    expect(gamesCount({ ...format, consolation: false }, 16)).toEqual({ min: 31, max: 31 })
  })

  it('splits 10 players into groups of 4, 3 and 3', () => {
    // 6 + 3 + 3 group games, a knockout of 6 (5 games).
    const format = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 2,
      consolation: false,
      third_place: false,
    } as const
    expect(gamesCount(format, 10)).toEqual({ min: 17, max: 17 })
  })

  it('counts a double round robin twice, the best-placed in the winners knockout and the consolation limit', () => {
    expect(gamesCount({ kind: 'roundRobin', double_round_robin: true }, 6)).toEqual({ min: 30, max: 30 })
    const format = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 2,
      consolation: true,
      third_place: false,
    } as const
    // 4 groups × 12 games, a knockout of 8 (7 games), a consolation knockout of 8 (7 games).
    expect(gamesCount({ ...format, double_round_robin: true }, 16)).toEqual({ min: 62, max: 62 })
    // 4 groups × 6 games, a knockout of 9 (8 games), a consolation knockout of the other 7 capped at 4 (3 games).
    expect(gamesCount({ ...format, best_placed_qualifiers: 1, consolation_limit: 4 }, 16)).toEqual({
      min: 35,
      max: 35,
    })
    // As many best-placed as groups: every third would go through.
    expect(gamesCount({ ...format, best_placed_qualifiers: 4 }, 16)).toBeNull()
  })

  it('cannot count groups where everybody would go through, nor fewer than 2 players', () => {
    const format = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 3,
      consolation: false,
      third_place: false,
    } as const
    expect(gamesCount(format, 10)).toBeNull()
    expect(gamesCount({ kind: 'roundRobin' }, 1)).toBeNull()
  })
})
