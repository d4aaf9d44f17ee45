import { describe, expect, it } from 'vitest'
import { tournamentPages } from './tournament-pages'

describe('tournamentPages', () => {
  it('lists every page while the format is not known', () => {
    expect(tournamentPages(undefined)).toHaveLength(7)
  })

  it('leaves the brackets out of a round robin', () => {
    expect(tournamentPages({ kind: 'roundRobin' })).toEqual([
      'overview',
      'players',
      'playList',
      'playGroups',
      'playResults',
    ])
  })

  it('shows the consolation bracket of groups and knockout only when it is played', () => {
    const format = { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, third_place: false } as const
    expect(tournamentPages({ ...format, consolation: false })).not.toContain('playLosersKo')
    expect(tournamentPages({ ...format, consolation: true })).toContain('playLosersKo')
  })

  it('shows both brackets but no groups for a double elimination', () => {
    const pages = tournamentPages({ kind: 'doubleElimination', reset: true })
    expect(pages).toContain('playWinnersKo')
    expect(pages).toContain('playLosersKo')
    expect(pages).not.toContain('playGroups')
  })
})
