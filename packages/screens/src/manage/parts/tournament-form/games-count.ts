import type { TournamentFormat } from '@oche/api'
import { groupSizes } from '../../../tournaments/parts/labels/format-summary'

/** How many games a tournament decides: at least `min`, at most `max` (a double elimination's reset). */
export type GamesCount = { min: number; max: number }

const roundRobinGames = (players: number) => (players * (players - 1)) / 2
const knockoutGames = (players: number, thirdPlace: boolean) =>
  players < 2 ? 0 : players - 1 + (thirdPlace && players >= 4 ? 1 : 0)

/**
 * The games `entries` players play in this format (byes are not games), or null when it cannot be played with
 * them: fewer than 2 players, groups where everybody would go through, or as many best-placed qualifiers as groups.
 * A double round robin doubles the group (or round-robin) games; the best-placed qualifiers join the winners
 * knockout, and the consolation knockout takes the rest up to its limit.
 */
export function gamesCount(format: TournamentFormat, entries: number): GamesCount | null {
  if (entries < 2) return null
  switch (format.kind) {
    case 'roundRobin': {
      const games = roundRobinGames(entries) * (format.double_round_robin ? 2 : 1)
      return { min: games, max: games }
    }
    case 'knockout': {
      const games = knockoutGames(entries, format.third_place)
      return { min: games, max: games }
    }
    case 'doubleElimination':
      return { min: 2 * entries - 2, max: 2 * entries - (format.reset ? 1 : 2) }
    case 'groupsKnockout': {
      const sizes = groupSizes(format.group_size, entries, [])
      if (!sizes || format.group_size < 2 || format.qualifiers_per_group < 1) return null
      if (format.qualifiers_per_group >= Math.min(...sizes)) return null
      const bestPlaced = format.best_placed_qualifiers ?? 0
      if (bestPlaced >= sizes.length) return null
      const qualified = sizes.length * format.qualifiers_per_group + bestPlaced
      if (qualified < 2) return null
      const rest = entries - qualified
      const consolation = format.consolation ? Math.min(rest, format.consolation_limit ?? rest) : 0
      const cycles = format.double_round_robin ? 2 : 1
      const games =
        sizes.reduce((total, size) => total + cycles * roundRobinGames(size), 0) +
        knockoutGames(qualified, format.third_place) +
        knockoutGames(consolation, false)
      return { min: games, max: games }
    }
    default:
      return format satisfies never
  }
}
