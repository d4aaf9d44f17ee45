import { describe, expect, it } from 'vitest'
import { tournamentGamePath, tournamentPath, tournamentSections } from './tournament-sections'

describe('tournamentSections', () => {
  it('gives groups with both knockouts every page', () => {
    const format = {
      kind: 'groupsKnockout',
      group_size: 5,
      qualifiers_per_group: 2,
      consolation: true,
      third_place: false,
    } as const
    expect(tournamentSections(format)).toEqual([
      'overview',
      'games',
      'groups',
      'winnerBrackets',
      'consolationBrackets',
      'results',
    ])
    expect(tournamentSections({ ...format, consolation: false })).not.toContain('consolationBrackets')
  })

  it('gives a round robin its table and no brackets', () => {
    expect(tournamentSections({ kind: 'roundRobin' })).toEqual(['overview', 'games', 'groups', 'results'])
  })

  it('gives knockouts and double eliminations a bracket and no groups', () => {
    const expected = ['overview', 'games', 'winnerBrackets', 'results']
    expect(tournamentSections({ kind: 'knockout', third_place: true })).toEqual(expected)
    expect(tournamentSections({ kind: 'doubleElimination', reset: true })).toEqual(expected)
  })
})

describe('tournamentPath', () => {
  it('writes the route table paths', () => {
    const id = '7c0e0004-0000-4000-8000-000000000001'
    expect(tournamentPath(id, 'overview')).toBe(`/tournaments/${id}`)
    expect(tournamentPath(id, 'winnerBrackets')).toBe(`/tournaments/${id}/winner-brackets`)
    expect(tournamentPath(id, 'consolationBrackets')).toBe(`/tournaments/${id}/consolation-brackets`)
    expect(tournamentGamePath(id, 'abc')).toBe(`/tournaments/${id}/games/abc`)
  })
})
