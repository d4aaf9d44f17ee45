import type { SideStats } from '@oche/api'
import { matchStatistics, type GameResult, type X01MatchState } from '@oche/darts'

/** A tournament game's result as its scored match ended it, with each side's statistics for the tables. */
export type ScoredGameResult = { result: GameResult; sideStats: [SideStats, SideStats] }

/**
 * The result of a finished two-sided match (side 0 of the match is side 0 of the game): legs won, or sets won in
 * set play, the points and darts behind each side's average, and the 180s, 171s and high checkouts of its log.
 */
export function gameResultFromMatch(state: X01MatchState): ScoredGameResult {
  const statistics = matchStatistics(state)
  const side = (index: 0 | 1) => {
    const stats = statistics.sides[index]
    if (!stats) throw new Error(`A tournament match has no side ${index}`)
    return stats
  }
  const [a, b] = [side(0), side(1)]
  const winner = state.outcome?.kind === 'win' ? (state.outcome.winner as 0 | 1) : 'draw'
  const result: GameResult = {
    kind: 'played',
    legs: [a.score, b.score],
    winner,
    scoring: [
      { points: a.points, darts: a.darts },
      { points: b.points, darts: b.darts },
    ],
  }
  const sideStats = [a, b].map((stats): SideStats => ({
    one_eighties: stats.oneEighties,
    one_seven_ones: stats.oneSeventyOnes,
    high_checkouts: stats.tonPlusCheckouts,
  })) as [SideStats, SideStats]
  return { result, sideStats }
}
