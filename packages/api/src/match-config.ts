import type { X01MatchConfig } from '@oche/darts'
import type { MatchConfig } from './schemas/matches'

// Without zod: the live view and the scorers read a match through the engine on every page that shows one.

/** The engine's config for a match config: the sides become their names, in order. */
export function toX01MatchConfig(config: MatchConfig): X01MatchConfig {
  return {
    startScore: config.startScore,
    inRule: config.inRule,
    outRule: config.outRule,
    format: config.format,
    sides: config.sides.map((side) => side.name),
    ...(config.sides.some((side) => side.handicap)
      ? { handicaps: config.sides.map((side) => side.handicap ?? 0) }
      : {}),
  }
}
