import type { LeaguePlayerGame } from './player-statistics'

/** One player's figures summed over a season's games. */
export type PlayerTotals = {
  participantId: string
  played: number
  won: number
  drawn: number
  lost: number
  legsWon: number
  legsLost: number
  /** Points and darts of the games scored on the platform, for the averages (never an average of averages). */
  points: number
  darts: number
  firstNinePoints: number
  firstNineDarts: number
  oneEighties: number
  oneSeventyOnes: number
  highCheckout: number | null
  bestLeg: number | null
}

function emptyTotals(participantId: string): PlayerTotals {
  return {
    participantId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    legsWon: 0,
    legsLost: 0,
    points: 0,
    darts: 0,
    firstNinePoints: 0,
    firstNineDarts: 0,
    oneEighties: 0,
    oneSeventyOnes: 0,
    highCheckout: null,
    bestLeg: null,
  }
}

function highest(current: number | null, values: readonly (number | null)[]): number | null {
  return values.reduce<number | null>(
    (best, value) => (value === null || (best ?? -1) >= value ? best : value),
    current,
  )
}

function add(totals: PlayerTotals, game: LeaguePlayerGame): void {
  totals.played += 1
  if (game.won) totals.won += 1
  else if (game.drawn) totals.drawn += 1
  else totals.lost += 1
  totals.legsWon += game.legsWon
  totals.legsLost += game.legsLost
  totals.oneEighties += game.oneEighties
  totals.oneSeventyOnes += game.oneSeventyOnes
  totals.highCheckout = highest(totals.highCheckout, [game.scoring?.highCheckout ?? null, ...game.highCheckouts])
  const fewest = game.wonLegDarts.length > 0 ? Math.min(...game.wonLegDarts) : null
  if (fewest !== null) totals.bestLeg = Math.min(totals.bestLeg ?? fewest, fewest)
  if (!game.scoring) return
  totals.points += game.scoring.points
  totals.darts += game.scoring.darts
  totals.firstNinePoints += game.scoring.firstNinePoints
  totals.firstNineDarts += game.scoring.firstNineDarts
}

/**
 * Each player's totals over the games, in order of first appearance. Forfeited games are skipped entirely: they
 * count in no individual figure, not even games played (league-rules.md §5), so a player with only forfeits has no
 * totals. A drawn game is played but neither won nor lost.
 */
export function playerTotals(games: readonly LeaguePlayerGame[]): PlayerTotals[] {
  const byPlayer = new Map<string, PlayerTotals>()
  for (const game of games) {
    if (game.forfeited) continue
    let totals = byPlayer.get(game.participantId)
    if (!totals) {
      totals = emptyTotals(game.participantId)
      byPlayer.set(game.participantId, totals)
    }
    add(totals, game)
  }
  return [...byPlayer.values()]
}

/** Games won ÷ games played × 100, or null without games. */
export function winPercentage(totals: Pick<PlayerTotals, 'won' | 'played'>): number | null {
  return totals.played > 0 ? (totals.won / totals.played) * 100 : null
}

/** Compares win percentages exactly (cross-multiplied, no rounding): positive when `b` is ahead of `a`. */
export function compareWinRate(a: Pick<PlayerTotals, 'won' | 'played'>, b: Pick<PlayerTotals, 'won' | 'played'>) {
  return b.won * a.played - a.won * b.played
}
