import type { OutRule } from '../x01/rules'
import type { LeaguePlayerGame } from './player-statistics'
import { playerTotals } from './player-totals'

/**
 * A season's handicap (league-rules.md §3): none (the default), or a start-score handicap from the players' ratings.
 * With `rating`, the side rated lower starts each leg `pointsPerRating` points lower for every point of three-dart
 * average between the sides, at most `max` points.
 */
export type HandicapRule = { kind: 'off' } | { kind: 'rating'; pointsPerRating: number; max: number }

export const noHandicap: HandicapRule = { kind: 'off' }

/** The most points a handicap may give; a start of 501 less 200 still needs a real leg. */
export const maxHandicapPoints = 200

/** Games a player needs on the platform this season before their average is a rating. */
export const minRatedGames = 1

/**
 * Each player's rating: their three-dart average over the games scored on the platform so far (typed-in results have
 * no darts); a player without such a game has none.
 */
export function playerRatings(games: readonly LeaguePlayerGame[]): Map<string, number> {
  const scored = games.filter((game) => game.scoring !== null && !game.forfeited)
  const ratings = new Map<string, number>()
  for (const totals of playerTotals(scored)) {
    if (totals.darts === 0 || totals.played < minRatedGames) continue
    ratings.set(totals.participantId, (totals.points / totals.darts) * 3)
  }
  return ratings
}

/** A side's rating: the mean of its players' ratings, or null when one of them has none. */
export function sideRating(players: readonly string[], ratings: ReadonlyMap<string, number>): number | null {
  if (players.length === 0) return null
  let sum = 0
  for (const player of players) {
    const rating = ratings.get(player)
    if (rating === undefined) return null
    sum += rating
  }
  return sum / players.length
}

/**
 * The start-score handicaps of a game's two sides (the order of `ratings`): the side rated lower starts
 * `round((higher − lower) × pointsPerRating)` points lower, at most the rule's `max` and never so low that the out
 * rule cannot finish; no handicap when the rule is off or a side has no rating.
 */
export function gameHandicaps(
  rule: HandicapRule,
  x01: { startScore: number; outRule: OutRule },
  ratings: readonly [number | null, number | null],
): [number, number] {
  const [first, second] = ratings
  if (rule.kind === 'off' || first === null || second === null || first === second) return [0, 0]
  const lowestStart = x01.outRule === 'straight' ? 1 : 2
  const points = Math.min(
    Math.round(Math.abs(first - second) * rule.pointsPerRating),
    rule.max,
    maxHandicapPoints,
    x01.startScore - lowestStart,
  )
  return first < second ? [points, 0] : [0, points]
}
