import type { StageKind, TournamentFormat } from '@oche/api'

/** Which bracket a page shows: the winners' (every knockout) or the consolation knockout. */
export type BracketKind = 'winners' | 'consolation'

/** The stage drawn on a bracket page, or null when the format has no such bracket. */
export function bracketStage(format: TournamentFormat, kind: BracketKind): StageKind | null {
  switch (format.kind) {
    case 'groupsKnockout':
      return kind === 'winners' ? 'winnersKo' : format.consolation ? 'consolationKo' : null
    case 'knockout':
      return kind === 'winners' ? 'knockout' : null
    case 'doubleElimination':
      return kind === 'winners' ? 'doubleElimination' : null
    case 'roundRobin':
      return null
    default:
      return format satisfies never
  }
}
