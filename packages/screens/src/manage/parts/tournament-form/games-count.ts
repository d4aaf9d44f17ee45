import type { TournamentFormat } from '@oche/api'
import { groupSizes } from '../../../tournaments/parts/labels/format-summary'

/** How many games a tournament decides: at least `min`, at most `max` (a double elimination's reset). */
export type GamesCount = { min: number; max: number }

const roundRobinGames = (players: number) => (players * (players - 1)) / 2
const knockoutGames = (players: number, thirdPlace: boolean) =>
  players < 2 ? 0 : players - 1 + (thirdPlace && players >= 4 ? 1 : 0)

/**
 * The games `entries` players play in this format (byes are not games), or null when it cannot be played with
 * them: fewer than 2 players, or groups where everybody would go through.
 */
export function gamesCount(format: TournamentFormat, entries: number): GamesCount | null {
  if (entries < 2) return null
  switch (format.kind) {
    case 'roundRobin': {
      const games = roundRobinGames(entries)
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
      const qualified = sizes.length * format.qualifiers_per_group
      if (qualified < 2) return null
      const games =
        sizes.reduce((total, size) => total + roundRobinGames(size), 0) +
        knockoutGames(qualified, format.third_place) +
        (format.consolation ? knockoutGames(entries - qualified, false) : 0)
      return { min: games, max: games }
    }
    default:
      return format satisfies never
  }
}
