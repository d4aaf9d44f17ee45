import type {
  PhaseSettings,
  StageKind,
  StandingsSettings,
  TournamentFormat,
  TournamentStatus,
  TournamentSnapshot,
} from '@oche/api'

/** The phases a format has, in the order they are played. */
export function phasesOfFormat(format: TournamentFormat): StageKind[] {
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
      format satisfies never
      return []
  }
}

/** The settings of a phase the organiser left out: 501, straight in, double out, first to 3; first to 4 in a final. */
export function defaultPhaseSettings(stage: StageKind): PhaseSettings {
  const base = {
    start_score: 501,
    in_rule: 'straight',
    out_rule: 'double',
    format: { kind: 'firstTo', legs: 3 },
  } as const
  switch (stage) {
    case 'groups':
    case 'roundRobin':
      return { ...base, rounds: {} }
    case 'winnersKo':
    case 'consolationKo':
    case 'knockout':
      return { ...base, rounds: { final: { kind: 'firstTo', legs: 4 } } }
    case 'doubleElimination':
      return { ...base, rounds: { grandFinal: { kind: 'firstTo', legs: 4 } } }
    default:
      stage satisfies never
      return { ...base, rounds: {} }
  }
}

/** Every phase of the format, the given settings first and the defaults for the rest. */
export function completePhases(
  format: TournamentFormat,
  phases: Partial<Record<StageKind, PhaseSettings>> = {},
): Partial<Record<StageKind, PhaseSettings>> {
  return Object.fromEntries(
    phasesOfFormat(format).map((stage) => [stage, phases[stage] ?? defaultPhaseSettings(stage)]),
  )
}

/** darts-rules.md §6: win 2, draw 1, loss 0; points, leg difference, head-to-head, legs won, average. */
export const defaultStandingsSettings: StandingsSettings = {
  points: { win: 2, draw: 1, loss: 0 },
  tie_breakers: ['points', 'legDifference', 'headToHead', 'legsWon', 'average'],
}

/**
 * Where a tournament stands from its games: `draft` before the draw, `drawn` until a game is called, started or
 * decided, `running`, and `finished` once the final ranking is known (`rankingKnown`).
 */
export function tournamentStatusOf(
  snapshot: Pick<TournamentSnapshot, 'games'>,
  rankingKnown: boolean,
): TournamentStatus {
  if (snapshot.games.length === 0) return 'draft'
  if (rankingKnown) return 'finished'
  const started = snapshot.games.some((game) => game.result || game.calledAt || game.matchId)
  return started ? 'running' : 'drawn'
}
