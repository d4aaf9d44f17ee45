import type { GroupTable } from '@oche/api'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { formatSummary, groupSizes } from './format-summary'

const intl = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined })

const groupsKnockout = {
  kind: 'groupsKnockout',
  group_size: 5,
  qualifiers_per_group: 2,
  consolation: true,
  third_place: false,
} as const

function drawnGroup(id: string, players: number): GroupTable {
  return {
    id,
    is_complete: false,
    unresolved_ties: [],
    rows: Array.from({ length: players }, (_, index) => ({
      position: index + 1,
      entry_id: `6f1c1b2e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Player ${index + 1}`,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      legs_won: 0,
      legs_lost: 0,
      leg_difference: 0,
      points: 0,
      average: null,
      above_next: null,
      qualifies: null,
    })),
  }
}

describe('formatSummary', () => {
  it('sums up groups and both knockouts', () => {
    expect(formatSummary(intl, groupsKnockout, 10)).toBe(
      '2 groups of 5, best 2 to the winners knockout, the rest to a consolation knockout',
    )
  })

  it('gives the range of group sizes when they differ', () => {
    // 11 entries in groups of at most 5: 3 groups of 4, 4 and 3.
    expect(formatSummary(intl, { ...groupsKnockout, consolation: false }, 11)).toBe(
      '3 groups of 3–4, best 2 to the winners knockout',
    )
  })

  it('uses the drawn groups once there are any', () => {
    const groups = [drawnGroup('A', 4), drawnGroup('B', 4), drawnGroup('C', 4)]
    expect(formatSummary(intl, groupsKnockout, 14, groups)).toBe(
      '3 groups of 4, best 2 to the winners knockout, the rest to a consolation knockout',
    )
  })

  it('speaks of group winners when one per group goes through, and of the third-place match', () => {
    const format = { ...groupsKnockout, qualifiers_per_group: 1, consolation: false, third_place: true }
    expect(formatSummary(intl, format, 8)).toBe(
      '2 groups of 4, the group winners to the winners knockout, with a match for third place',
    )
  })

  it('names a double round robin, the best-placed who go up and the consolation limit', () => {
    const options = { double_round_robin: true, best_placed_qualifiers: 2, consolation_limit: 4 }
    expect(formatSummary(intl, { ...groupsKnockout, ...options, group_size: 3, qualifiers_per_group: 1 }, 12)).toBe(
      '4 groups of 3, played twice round, the group winners and the 2 best 2nd-placed to the winners knockout, ' +
        'at most 4 of the rest to a consolation knockout',
    )
    expect(formatSummary(intl, { ...groupsKnockout, best_placed_qualifiers: 1, consolation: false }, 1)).toBe(
      'Groups of up to 5, best 2 and the best 3rd-placed to the winners knockout',
    )
    expect(formatSummary(intl, { kind: 'roundRobin', double_round_robin: true }, 6)).toBe(
      'Round robin: everyone plays everyone twice',
    )
  })

  it('gives the largest group size before there are enough entries to tell', () => {
    expect(formatSummary(intl, groupsKnockout, 1)).toBe(
      'Groups of up to 5, best 2 to the winners knockout, the rest to a consolation knockout',
    )
  })

  it('sums up the other formats', () => {
    expect(formatSummary(intl, { kind: 'knockout', third_place: true }, 8)).toBe(
      'Knockout, with a match for third place',
    )
    expect(formatSummary(intl, { kind: 'roundRobin' }, 6)).toBe('Round robin: everyone plays everyone once')
    expect(formatSummary(intl, { kind: 'doubleElimination', reset: false }, 8)).toBe(
      'Double elimination: winners and losers brackets and a grand final',
    )
  })
})

describe('groupSizes', () => {
  it('splits entries as the draw does: sizes differ by at most one', () => {
    expect(groupSizes(4, 10, [])).toEqual([4, 3, 3])
    expect(groupSizes(5, 10, [])).toEqual([5, 5])
  })
})
