import type { PhaseSettings, StageKind, StandingsSettings, TournamentFormat } from '@oche/api'
import { stageAllowsDraws, validateRoundFormats, type MatchFormat } from '@oche/darts'
import { failWith, fail, ok, type Result } from '../result'

export type Phases = Partial<Record<StageKind, PhaseSettings>>

export type TournamentSettingsError =
  | 'tournament.phaseNotInFormat'
  | 'tournament.drawPossible'
  | 'tournament.invalidFormat'
  | 'tournament.tooManyQualifiers'
  | 'tournament.tooManyBestPlaced'
  | 'tournament.consolationLimitWithoutConsolation'
  | 'tournament.duplicateTieBreaker'

/** The phases a format is played in, in order. */
export function stagesOf(format: TournamentFormat): StageKind[] {
  switch (format.kind) {
    case 'groupsKnockout':
      return ['groups', 'winnersKo', 'consolationKo']
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

/** 501, straight in, double out, first to 3 legs; the final (the grand final) first to 4. */
export function defaultPhase(stage: StageKind): PhaseSettings {
  const base = {
    start_score: 501,
    in_rule: 'straight',
    out_rule: 'double',
    format: { kind: 'firstTo', legs: 3 },
  } as const
  const longer = { kind: 'firstTo', legs: 4 } as const
  switch (stage) {
    case 'groups':
    case 'roundRobin':
      return { ...base, rounds: {} }
    case 'winnersKo':
    case 'consolationKo':
    case 'knockout':
      return { ...base, rounds: { final: longer } }
    case 'doubleElimination':
      return { ...base, rounds: { grandFinal: longer } }
    default:
      return stage satisfies never
  }
}

/** 2 points for a win, 1 for a draw; ties broken on points, leg difference, head to head, legs won, average. */
export function defaultStandings(): StandingsSettings {
  return {
    points: { win: 2, draw: 1, loss: 0 },
    tie_breakers: ['points', 'legDifference', 'headToHead', 'legsWon', 'average'],
  }
}

/**
 * Every phase of the format: the one given, else the one stored before, else the defaults. A phase the format does
 * not have is refused (`phases.<stage>`); each format is checked with @oche/darts, and knockout phases must not
 * allow a draw (`phases.<stage>.format` or `phases.<stage>.rounds.<round>`).
 */
export function resolvePhases(
  format: TournamentFormat,
  given: Phases,
  stored: Phases = {},
): Result<Phases, TournamentSettingsError> {
  const stages = stagesOf(format)
  const extra = (Object.keys(given) as StageKind[]).find((stage) => !stages.includes(stage))
  if (extra) return failWith('tournament.phaseNotInFormat', { field: `phases.${extra}` })
  const phases: Phases = {}
  for (const stage of stages) {
    const phase = given[stage] ?? stored[stage] ?? defaultPhase(stage)
    const formats: [string, MatchFormat][] = [
      ['format', phase.format],
      ...Object.entries(phase.rounds).flatMap(([round, matchFormat]): [string, MatchFormat][] =>
        matchFormat ? [[`rounds.${round}`, matchFormat]] : [],
      ),
    ]
    for (const [path, matchFormat] of formats) {
      const checked = validateRoundFormats({ default: matchFormat }, { allowsDraws: stageAllowsDraws(stage) })
      if (!checked.ok)
        return failWith(
          checked.error === 'roundFormats.drawPossible' ? 'tournament.drawPossible' : 'tournament.invalidFormat',
          { field: `phases.${stage}.${path}` },
        )
    }
    phases[stage] = phase
  }
  return ok(phases)
}

/**
 * The format with the options added after the first formats were stored filled in with their defaults (no double
 * round robin, no best-placed qualifiers, no consolation limit): what is stored and answered, and how an old row
 * reads.
 */
export function withFormatDefaults(format: TournamentFormat): TournamentFormat {
  switch (format.kind) {
    case 'groupsKnockout':
      return {
        ...format,
        double_round_robin: format.double_round_robin ?? false,
        best_placed_qualifiers: format.best_placed_qualifiers ?? 0,
        consolation_limit: format.consolation_limit ?? null,
      }
    case 'roundRobin':
      return { ...format, double_round_robin: format.double_round_robin ?? false }
    default:
      return format
  }
}

/**
 * Checks what the schema cannot: fewer qualifiers than a group has; a consolation limit only with a consolation
 * knockout; fewer best-placed qualifiers than there can be groups under the entry limit (without a limit, the draw
 * checks it against the players entered); and each tie-breaker once.
 */
export function checkFormatAndStandings(
  format: TournamentFormat,
  standings: StandingsSettings,
  entryLimit: number | null = null,
): Result<null, TournamentSettingsError> {
  if (format.kind === 'groupsKnockout' && format.qualifiers_per_group >= format.group_size)
    return fail('tournament.tooManyQualifiers')
  if (format.kind === 'groupsKnockout' && !format.consolation && (format.consolation_limit ?? null) !== null)
    return fail('tournament.consolationLimitWithoutConsolation')
  const bestPlaced = format.kind === 'groupsKnockout' ? (format.best_placed_qualifiers ?? 0) : 0
  if (format.kind === 'groupsKnockout' && bestPlaced > 0 && entryLimit !== null) {
    const mostGroups = Math.ceil(entryLimit / format.group_size)
    if (bestPlaced >= mostGroups) return fail('tournament.tooManyBestPlaced')
  }
  if (new Set(standings.tie_breakers).size !== standings.tie_breakers.length)
    return fail('tournament.duplicateTieBreaker')
  return ok(null)
}

/** A test tournament is deleted 24 hours after it was made. */
export const TEST_TOURNAMENT_LIFETIME_MS = 24 * 60 * 60 * 1000

/** When a tournament made at `createdAt` expires: 24 hours later for a test tournament, never otherwise. */
export function expiresAtFor(isTest: boolean, createdAt: Date): Date | null {
  return isTest ? new Date(createdAt.getTime() + TEST_TOURNAMENT_LIFETIME_MS) : null
}

/** The same JSON value, whatever the order of object keys. */
export function sameSettings(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, sorted(item)]),
    )
  return value
}
