import { describe, expect, it } from 'vitest'
import { tournamentPages } from './tournament-pages'

describe('tournamentPages', () => {
  it('lists every page while the format is not known', () => {
    expect(tournamentPages(undefined)).toHaveLength(7)
  })

  it('leaves the brackets out of a round robin', () => {
    expect(tournamentPages({ kind: 'roundRobin' })).toEqual([
      'manage-tournaments-id',
      'manage-tournaments-id-players',
      'manage-tournaments-id-play-list',
      'manage-tournaments-id-play-groups',
      'manage-tournaments-id-play-results',
    ])
  })

  it('shows the consolation bracket of groups and knockout only when it is played', () => {
    const format = { kind: 'groupsKnockout', group_size: 4, qualifiers_per_group: 2, third_place: false } as const
    expect(tournamentPages({ ...format, consolation: false })).not.toContain('manage-tournaments-id-play-losers-ko')
    expect(tournamentPages({ ...format, consolation: true })).toContain('manage-tournaments-id-play-losers-ko')
  })

  it('shows both brackets but no groups for a double elimination', () => {
    const pages = tournamentPages({ kind: 'doubleElimination', reset: true })
    expect(pages).toContain('manage-tournaments-id-play-winners-ko')
    expect(pages).toContain('manage-tournaments-id-play-losers-ko')
    expect(pages).not.toContain('manage-tournaments-id-play-groups')
  })
})
