import type { LeaguePlayerGame } from './player-statistics'
import { playerTotals, type PlayerTotals, winPercentage } from './player-totals'
import { sharedPositions } from './shared-positions'

export type MaximaRow = { position: number; participantId: string; oneEighties: number; oneSeventyOnes: number }
/** A leg won in few darts; `gameIndex` is the index of the player's game in the input, to name the match. */
export type LowVisitRow = { position: number; participantId: string; darts: number; gameIndex: number }
export type GamesPlayedRow = {
  position: number
  participantId: string
  played: number
  won: number
  lost: number
  winPercentage: number | null
}
export type HighCheckoutRow = { position: number; participantId: string; checkout: number; gameIndex: number }

export type LeagueLeaderboards = {
  /** Players with at least one 180 or 171: by 180s, then 171s. */
  maxima: MaximaRow[]
  /** Legs won in at most `lowVisitMaxDarts` darts: fewest first, then earliest. */
  lowVisits: LowVisitRow[]
  /** By games played, then won. */
  gamesPlayed: GamesPlayedRow[]
  /** Checkouts of at least `highCheckoutMinimum`: highest first, then earliest. */
  highCheckouts: HighCheckoutRow[]
}

export type LeaderboardOptions = {
  /** Most darts in a leg won for the low-visits board; 18 when not given. */
  lowVisitMaxDarts?: number
  /** Smallest checkout on the high-checkouts board; 100 when not given (some leagues use 101). */
  highCheckoutMinimum?: number
}

function withPositions<Row>(rows: Row[], compare: (a: Row, b: Row) => number): (Row & { position: number })[] {
  const sorted = rows.sort(compare)
  const positions = sharedPositions(sorted, compare)
  return sorted.map((row, index) => ({ ...row, position: positions[index] ?? index + 1 }))
}

function maxima(totals: readonly PlayerTotals[]): MaximaRow[] {
  const rows = totals
    .filter((row) => row.oneEighties > 0 || row.oneSeventyOnes > 0)
    .map(({ participantId, oneEighties, oneSeventyOnes }) => ({ participantId, oneEighties, oneSeventyOnes }))
  return withPositions(rows, (a, b) => b.oneEighties - a.oneEighties || b.oneSeventyOnes - a.oneSeventyOnes)
}

function gamesPlayed(totals: readonly PlayerTotals[]): GamesPlayedRow[] {
  const rows = totals.map(({ participantId, played, won, lost }) => ({
    participantId,
    played,
    won,
    lost,
    winPercentage: winPercentage({ won, played }),
  }))
  return withPositions(rows, (a, b) => b.played - a.played || b.won - a.won)
}

function lowVisits(games: readonly LeaguePlayerGame[], maxDarts: number): LowVisitRow[] {
  const rows = games.flatMap((game, gameIndex) =>
    game.forfeited
      ? []
      : game.wonLegDarts
          .filter((darts) => darts <= maxDarts)
          .map((darts) => ({ participantId: game.participantId, darts, gameIndex })),
  )
  return withPositions(rows, (a, b) => a.darts - b.darts)
}

function highCheckouts(games: readonly LeaguePlayerGame[], minimum: number): HighCheckoutRow[] {
  const rows = games.flatMap((game, gameIndex) =>
    game.forfeited
      ? []
      : game.highCheckouts
          .filter((checkout) => checkout >= minimum)
          .map((checkout) => ({ participantId: game.participantId, checkout, gameIndex })),
  )
  return withPositions(rows, (a, b) => b.checkout - a.checkout)
}

/**
 * A season's individual leaderboards (league-rules.md §7) from its players' games, passed in the order they were
 * played (earliest first): 180-171, low visits ("korte legs"), games played and high checkouts. Forfeited games count
 * in none (§5). Results typed in without visits count in 180-171, games played and high checkouts, and in no
 * low-visits entry. A pair's or team game's short leg is listed for each of its players, with the side's darts.
 * Rows level on the board's value share a position ("1, 2, 2, 4"); "earliest" orders equal entries but does not
 * split their position. High checkouts are the games' `highCheckouts`, which hold checkouts of 100 and more.
 */
export function leagueLeaderboards(
  games: readonly LeaguePlayerGame[],
  options: LeaderboardOptions = {},
): LeagueLeaderboards {
  const totals = playerTotals(games)
  return {
    maxima: maxima(totals),
    lowVisits: lowVisits(games, options.lowVisitMaxDarts ?? 18),
    gamesPlayed: gamesPlayed(totals),
    highCheckouts: highCheckouts(games, options.highCheckoutMinimum ?? 100),
  }
}
