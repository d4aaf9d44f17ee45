import type { Game } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { bracketGames, bracketView } from './bracket-view'

const groupsKnockout = {
  kind: 'groupsKnockout',
  group_size: 4,
  qualifiers_per_group: 2,
  consolation: true,
  third_place: false,
} as const

describe('bracketView', () => {
  it('shows the winners knockout and the consolation knockout of groups and knockout', () => {
    expect(bracketView(groupsKnockout, 'winners')).toEqual({ kind: 'bracket', bracket: 'winnersKo' })
    expect(bracketView(groupsKnockout, 'losers')).toEqual({ kind: 'bracket', bracket: 'consolationKo' })
  })

  it('explains that groups and knockout without a consolation has no losers bracket', () => {
    expect(bracketView({ ...groupsKnockout, consolation: false }, 'losers')).toEqual({
      kind: 'none',
      reason: 'noConsolation',
    })
  })

  it('shows a straight knockout as the winners bracket and explains the missing losers bracket', () => {
    expect(bracketView({ kind: 'knockout', third_place: true }, 'winners')).toEqual({
      kind: 'bracket',
      bracket: 'knockout',
    })
    expect(bracketView({ kind: 'knockout', third_place: true }, 'losers')).toEqual({
      kind: 'none',
      reason: 'noLosersBracket',
    })
  })

  it('splits a double elimination into its winners and losers brackets', () => {
    expect(bracketView({ kind: 'doubleElimination', reset: true }, 'winners')).toEqual({
      kind: 'bracket',
      bracket: 'doubleWinners',
    })
    expect(bracketView({ kind: 'doubleElimination', reset: true }, 'losers')).toEqual({
      kind: 'bracket',
      bracket: 'doubleLosers',
    })
  })

  it('has no bracket for a round robin', () => {
    expect(bracketView({ kind: 'roundRobin' }, 'winners')).toEqual({ kind: 'none', reason: 'noBracket' })
  })
})

describe('bracketGames', () => {
  const game = (id: string, stage: Game['stage'], bracket: Game['bracket']) => ({ id, stage, bracket }) as Game

  it('keeps the grand final with the winners bracket of a double elimination', () => {
    const games = [
      game('w1', 'doubleElimination', 'winners'),
      game('l1', 'doubleElimination', 'losers'),
      game('gf', 'doubleElimination', 'final'),
    ]
    expect(bracketGames(games, 'doubleWinners').map((each) => each.id)).toEqual(['w1', 'gf'])
    expect(bracketGames(games, 'doubleLosers').map((each) => each.id)).toEqual(['l1'])
  })

  it('takes one stage of groups and knockout', () => {
    const games = [game('g', 'groups', null), game('w', 'winnersKo', null), game('c', 'consolationKo', null)]
    expect(bracketGames(games, 'consolationKo').map((each) => each.id)).toEqual(['c'])
  })
})
