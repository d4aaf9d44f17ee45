import { describe, expect, it } from 'vitest'
import { bracketStage } from './bracket-stage'

const groups = {
  kind: 'groupsKnockout',
  group_size: 4,
  qualifiers_per_group: 2,
  consolation: true,
  third_place: false,
} as const

describe('bracketStage', () => {
  it('draws both knockouts of a groups tournament', () => {
    expect(bracketStage(groups, 'winners')).toBe('winnersKo')
    expect(bracketStage(groups, 'consolation')).toBe('consolationKo')
    expect(bracketStage({ ...groups, consolation: false }, 'consolation')).toBeNull()
  })

  it('draws a knockout and a double elimination on the winners page only', () => {
    expect(bracketStage({ kind: 'knockout', third_place: false }, 'winners')).toBe('knockout')
    expect(bracketStage({ kind: 'doubleElimination', reset: true }, 'winners')).toBe('doubleElimination')
    expect(bracketStage({ kind: 'doubleElimination', reset: true }, 'consolation')).toBeNull()
  })

  it('has no bracket for a round robin', () => {
    expect(bracketStage({ kind: 'roundRobin' }, 'winners')).toBeNull()
  })
})
