import type { TournamentPlanFormat } from '@oche/darts'
import type { TournamentFormat } from '../schemas/tournaments'

/** The engine's format (`planTournament`, `finalRanking`) for a tournament's wire format (snake_case → camelCase). */
export function toTournamentPlanFormat(format: TournamentFormat): TournamentPlanFormat {
  switch (format.kind) {
    case 'groupsKnockout':
      return {
        kind: 'groupsKnockout',
        groupSize: format.group_size,
        qualifiersPerGroup: format.qualifiers_per_group,
        consolation: format.consolation,
        thirdPlace: format.third_place,
        // Formats stored before these options were added have none of them: read as the defaults.
        doubleRoundRobin: format.double_round_robin ?? false,
        bestPlacedQualifiers: format.best_placed_qualifiers ?? 0,
        consolationLimit: format.consolation ? (format.consolation_limit ?? null) : null,
      }
    case 'knockout':
      return { kind: 'knockout', thirdPlace: format.third_place }
    case 'roundRobin':
      return { kind: 'roundRobin', doubleRoundRobin: format.double_round_robin ?? false }
    case 'doubleElimination':
      return { kind: 'doubleElimination', reset: format.reset }
    default:
      format satisfies never
      throw new Error('Unknown tournament format')
  }
}
