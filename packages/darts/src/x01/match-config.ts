import { fail, ok, type Result } from './result'
import type { InRule, OutRule } from './rules'

/**
 * How many legs or sets a match is played over (darts-rules.md §3).
 * - `firstTo`: the first side to win `legs` legs.
 * - `bestOf`: stops once a side has more than half of `legs`; with an even count or more than two sides
 *   it may run to all `legs` legs, and then the most legs wins and a tie is a draw.
 * - `playAll`: always throws all `legs` legs; the most legs wins, a tie is a draw.
 * - `sets`: the first side to win `sets` sets, each set being first to `legsPerSet` legs.
 */
export type MatchFormat =
  | { kind: 'firstTo'; legs: number }
  | { kind: 'bestOf'; legs: number }
  | { kind: 'playAll'; legs: number }
  | { kind: 'sets'; sets: number; legsPerSet: number }

export type X01MatchConfig = {
  /** Any whole number from 101 to 1001; 301, 501 and 701 are the presets. */
  startScore: number
  inRule: InRule
  outRule: OutRule
  format: MatchFormat
  /** The sides (a player or a pair) in their listed order, 1 to 4; the first-named throws first without a bull-off. */
  sides: readonly string[]
  /**
   * A start-score handicap per side, in the order of `sides`: the side starts every leg this many points below
   * `startScore` (league-rules.md §3). Absent, or all 0, for a match without handicap.
   */
  handicaps?: readonly number[]
}

export type ConfigError =
  | 'config.startScoreOutOfRange'
  | 'config.unknownRule'
  | 'config.invalidFormat'
  | 'config.sideCount'
  | 'config.duplicateSide'
  | 'config.invalidHandicap'

/** The start scores the UI offers first. */
export const x01Presets: readonly number[] = [301, 501, 701]

export const minStartScore = 101
export const maxStartScore = 1001
export const maxSides = 4

const rules: ReadonlySet<string> = new Set(['straight', 'double', 'master'])

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999
}

function isValidFormat(format: MatchFormat): boolean {
  switch (format.kind) {
    case 'firstTo':
    case 'bestOf':
    case 'playAll':
      return isCount(format.legs)
    case 'sets':
      return isCount(format.sets) && isCount(format.legsPerSet)
    default:
      format satisfies never
      return false
  }
}

/** What a side starts each leg on: the start score less its handicap. */
export function sideStartScore(config: Pick<X01MatchConfig, 'startScore' | 'handicaps'>, side: number): number {
  return config.startScore - (config.handicaps?.[side] ?? 0)
}

/** One whole, non-negative handicap per side, each leaving a start the out rule can still finish (2 on a double). */
function areValidHandicaps(config: X01MatchConfig): boolean {
  const { handicaps = [] } = config
  const lowest = config.outRule === 'straight' ? 1 : 2
  return (
    Array.isArray(handicaps) &&
    handicaps.length === config.sides.length &&
    handicaps.every((handicap) => Number.isInteger(handicap) && handicap >= 0 && config.startScore - handicap >= lowest)
  )
}

export function validateConfig(config: X01MatchConfig): Result<X01MatchConfig, ConfigError> {
  const { startScore } = config
  if (!Number.isInteger(startScore) || startScore < minStartScore || startScore > maxStartScore) {
    return fail('config.startScoreOutOfRange')
  }
  if (!rules.has(config.inRule) || !rules.has(config.outRule)) return fail('config.unknownRule')
  if (typeof config.format !== 'object' || config.format === null || !isValidFormat(config.format)) {
    return fail('config.invalidFormat')
  }
  if (!Array.isArray(config.sides) || config.sides.length < 1 || config.sides.length > maxSides) {
    return fail('config.sideCount')
  }
  if (new Set(config.sides).size !== config.sides.length) return fail('config.duplicateSide')
  if (config.handicaps !== undefined && !areValidHandicaps(config)) return fail('config.invalidHandicap')
  return ok(config)
}
