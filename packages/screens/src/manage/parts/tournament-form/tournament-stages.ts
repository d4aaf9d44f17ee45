import type { OverridableRound, StageKind, TournamentFormat } from '@oche/api'

/** The phases a format is played in, each with its own game settings, in the order they are played. */
export function stagesOf(format: TournamentFormat): StageKind[] {
  switch (format.kind) {
    case 'groupsKnockout':
      return format.consolation ? ['groups', 'winnersKo', 'consolationKo'] : ['groups', 'winnersKo']
    case 'knockout':
      return ['knockout']
    case 'roundRobin':
      return ['roundRobin']
    case 'doubleElimination':
      return ['doubleElimination']
    default:
      return format satisfies never
  }
}

/** True for the phases whose games may end in a draw (tables count draws); a knockout game needs a winner. */
export function allowsDraws(stage: StageKind): boolean {
  return stage === 'groups' || stage === 'roundRobin'
}

/** The rounds of a phase the organiser can give a longer format, as the form offers them. */
export const offeredRounds = [
  'final',
  'semiFinal',
  'quarterFinal',
  'thirdPlace',
  'grandFinal',
  'winnersFinal',
  'losersFinal',
] as const satisfies readonly OverridableRound[]
export type OfferedRound = (typeof offeredRounds)[number]

/** The rounds of `stage` that can get their own format under `format` (a third-place match only when played). */
export function overridableRoundsOf(stage: StageKind, format: TournamentFormat): OfferedRound[] {
  switch (stage) {
    case 'groups':
    case 'roundRobin':
      return []
    case 'winnersKo':
    case 'knockout': {
      const hasThirdPlace = (format.kind === 'groupsKnockout' || format.kind === 'knockout') && format.third_place
      return hasThirdPlace
        ? ['final', 'semiFinal', 'quarterFinal', 'thirdPlace']
        : ['final', 'semiFinal', 'quarterFinal']
    }
    case 'consolationKo':
      return ['final', 'semiFinal']
    case 'doubleElimination':
      return ['grandFinal', 'winnersFinal', 'losersFinal']
    default:
      return stage satisfies never
  }
}
