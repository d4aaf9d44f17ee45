import type { GroupTable, TournamentFormat } from '@oche/api'
import { defineMessage, type IntlShape } from 'react-intl'

type GroupValues = {
  qualifiers: number
  consolation: string
  thirdPlace: string
  size: string | number
  /** `yes` for a double round robin. */
  double: string
  /** Best-placed qualifiers across groups (0 for none), and the place they come from (q + 1). */
  bestPlaced: number
  nextPlace: number
  /** The most in the consolation knockout, 0 for all the rest. */
  limit: number
}

const messages = {
  groupsKnockout: defineMessage<GroupValues & { groups: number }>({
    id: 'tournaments.format.groupsKnockout',
    defaultMessage:
      '{groups, plural, one {# group} other {# groups}} of {size}{double, select, yes {, played twice round} other {}}, {qualifiers, plural, one {the group winners} other {best #}}{bestPlaced, plural, =0 {} one { and the best {nextPlace, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed} other { and the # best {nextPlace, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed}} to the winners knockout{consolation, select, yes {, {limit, plural, =0 {the rest} other {at most # of the rest}} to a consolation knockout} other {}}{thirdPlace, select, yes {, with a match for third place} other {}}',
  }),
  groupsKnockoutUndrawn: defineMessage<GroupValues>({
    id: 'tournaments.format.groupsKnockoutUndrawn',
    defaultMessage:
      'Groups of up to {size}{double, select, yes {, played twice round} other {}}, {qualifiers, plural, one {the group winners} other {best #}}{bestPlaced, plural, =0 {} one { and the best {nextPlace, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed} other { and the # best {nextPlace, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed}} to the winners knockout{consolation, select, yes {, {limit, plural, =0 {the rest} other {at most # of the rest}} to a consolation knockout} other {}}{thirdPlace, select, yes {, with a match for third place} other {}}',
  }),
  knockout: defineMessage<{ thirdPlace: string }>({
    id: 'tournaments.format.knockout',
    defaultMessage: 'Knockout{thirdPlace, select, yes {, with a match for third place} other {}}',
  }),
  roundRobin: defineMessage<{ double: string }>({
    id: 'tournaments.format.roundRobin',
    defaultMessage: 'Round robin: everyone plays everyone {double, select, yes {twice} other {once}}',
  }),
  doubleElimination: defineMessage<{ reset: string }>({
    id: 'tournaments.format.doubleElimination',
    defaultMessage:
      'Double elimination: winners and losers brackets and a grand final{reset, select, yes {, replayed if the losers bracket champion wins it} other {}}',
  }),
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/**
 * The sizes of the groups: as drawn, or as the draw would make them from `entries` (⌈entries ÷ size⌉ groups whose
 * sizes differ by at most one, as `@oche/darts` `drawGroups`). Null when there are too few entries to tell.
 */
export function groupSizes(groupSize: number, entries: number, groups: readonly GroupTable[]): number[] | null {
  if (groups.length > 0) return groups.map((group) => group.rows.length)
  if (entries < 2) return null
  const count = Math.ceil(entries / groupSize)
  return Array.from({ length: count }, (_, index) => Math.floor(entries / count) + (index < entries % count ? 1 : 0))
}

/**
 * One sentence on how the tournament is played: "2 groups of 5, best 2 to the winners knockout, the rest to a
 * consolation knockout"; "4 groups of 3, played twice round, the group winners and the 2 best 2nd-placed to the
 * winners knockout, at most 4 of the rest to a consolation knockout". `entries` counts the entries that play (not withdrawn); `groups` are the drawn groups.
 */
export function formatSummary(
  intl: IntlShape,
  format: TournamentFormat,
  entries: number,
  groups: readonly GroupTable[] = [],
): string {
  switch (format.kind) {
    case 'groupsKnockout': {
      const shared = {
        qualifiers: format.qualifiers_per_group,
        consolation: yesNo(format.consolation),
        thirdPlace: yesNo(format.third_place),
        double: yesNo(format.double_round_robin ?? false),
        bestPlaced: format.best_placed_qualifiers ?? 0,
        nextPlace: format.qualifiers_per_group + 1,
        limit: format.consolation ? (format.consolation_limit ?? 0) : 0,
      }
      const sizes = groupSizes(format.group_size, entries, groups)
      if (!sizes) return intl.formatMessage(messages.groupsKnockoutUndrawn, { ...shared, size: format.group_size })
      const smallest = Math.min(...sizes)
      const largest = Math.max(...sizes)
      const size = smallest === largest ? String(largest) : `${smallest}–${largest}`
      return intl.formatMessage(messages.groupsKnockout, { ...shared, groups: sizes.length, size })
    }
    case 'knockout':
      return intl.formatMessage(messages.knockout, { thirdPlace: yesNo(format.third_place) })
    case 'roundRobin':
      return intl.formatMessage(messages.roundRobin, { double: yesNo(format.double_round_robin ?? false) })
    case 'doubleElimination':
      return intl.formatMessage(messages.doubleElimination, { reset: yesNo(format.reset) })
    default:
      return format satisfies never
  }
}
