import type { Dart } from './dart'
import { sideStartScore, validateConfig, type ConfigError, type MatchFormat, type X01MatchConfig } from './match-config'
import type { MatchEvent } from './match-events'
import { fail, ok, type Result } from './result'
import type { DartResult, Position } from './rules'

/** One visit as the engine recorded it. */
export type VisitRecord = {
  /** The id of the event that made this visit. */
  id: string
  side: number
  entry: 'total' | 'darts'
  /** The darts thrown, for per-dart entry; null for a total. */
  darts: Dart[] | null
  result: DartResult
  /** The counted score: 0 on a bust and for darts before a double-in opening. */
  points: number
  dartsThrown: number
  dartsAtDouble: number
  remainingBefore: number
  remainingAfter: number
  /** True when this visit opened the leg for its side under double or master in. */
  opened: boolean
}

export type LegState = {
  /** The set number from 1 in set play, null in legs play. */
  set: number | null
  /** The leg number within the set (set play) or the match (legs play), from 1. */
  leg: number
  starter: number
  /** The side to throw next; once the leg is won this is the winner. */
  thrower: number
  /** Each side's remaining score and whether it is in. */
  positions: Position[]
  visits: VisitRecord[]
  winner: number | null
}

export type MatchOutcome = { kind: 'win'; winner: number } | { kind: 'draw' }

export type MatchStatus = 'inProgress' | 'finished'

/**
 * The state of an x01 match, replayed from its events. Plain JSON: it can be cached, sent and stored.
 */
export type X01MatchState = {
  config: X01MatchConfig
  /** The events still standing (undone visits and undo events are gone). */
  events: MatchEvent[]
  /** The side that throws first in leg 1. */
  firstThrower: number
  status: MatchStatus
  outcome: MatchOutcome | null
  /** Every leg so far; the last one is the current leg while the match is in progress. */
  legs: LegState[]
  /** Legs won by each side over the whole match. */
  legsWon: number[]
  /** Sets won by each side (always 0 in legs play). */
  setsWon: number[]
  /** Legs won by each side in the current set (set play only). */
  legsWonInSet: number[]
}

/**
 * The side that throws first: in legs play the first throw passes along one side per leg; in set play
 * it passes along one side per leg within a set and per set for the first leg of a set
 * (darts-rules.md §3: with two sides, A starts leg j of set s iff s + j is even).
 */
export function legStarter(format: MatchFormat, firstThrower: number, sides: number, set: number | null, leg: number) {
  const offset = format.kind === 'sets' ? (set ?? 1) - 1 + leg - 1 : leg - 1
  return (firstThrower + offset) % sides
}

export function startLeg(config: X01MatchConfig, firstThrower: number, set: number | null, leg: number): LegState {
  const starter = legStarter(config.format, firstThrower, config.sides.length, set, leg)
  return {
    set,
    leg,
    starter,
    thrower: starter,
    positions: config.sides.map((_, side) => ({
      remaining: sideStartScore(config, side),
      isOpen: config.inRule === 'straight',
    })),
    visits: [],
    winner: null,
  }
}

export function startState(config: X01MatchConfig, firstThrower: number): X01MatchState {
  const sides = config.sides.length
  return {
    config,
    events: [],
    firstThrower,
    status: 'inProgress',
    outcome: null,
    legs: [startLeg(config, firstThrower, config.format.kind === 'sets' ? 1 : null, 1)],
    legsWon: Array.from({ length: sides }, () => 0),
    setsWon: Array.from({ length: sides }, () => 0),
    legsWonInSet: Array.from({ length: sides }, () => 0),
  }
}

export function createX01Match(config: X01MatchConfig): Result<X01MatchState, ConfigError> {
  const valid = validateConfig(config)
  if (!valid.ok) return fail(valid.error)
  return ok(startState(config, 0))
}

/** The leg being played, or the last leg once the match is over. */
export function currentLeg(state: X01MatchState): LegState {
  const leg = state.legs[state.legs.length - 1]
  if (!leg) throw new Error('An x01 match state always has at least one leg')
  return leg
}
