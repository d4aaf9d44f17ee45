import type { LeaguePlayerGame } from './player-statistics'
import { compareWinRate, playerTotals, type PlayerTotals, winPercentage } from './player-totals'
import { sharedPositions } from './shared-positions'

export type IndividualStandingsRow = {
  position: number
  participantId: string
  played: number
  won: number
  lost: number
  drawn: number
  /** won ÷ played × 100 (a draw is played, not won); null without games. */
  winPercentage: number | null
  legsWon: number
  legsLost: number
  /** Over the games scored on the platform only; null without darts. */
  threeDartAverage: number | null
  firstNineAverage: number | null
  oneEighties: number
  oneSeventyOnes: number
  highCheckout: number | null
  /** Fewest darts the player's side took in a leg it won, in games scored on the platform. */
  bestLeg: number | null
}

export type IndividualStandingsOptions = {
  /** 'gamesWon' (default) or 'winPercentage'. */
  order?: 'gamesWon' | 'winPercentage'
  /** Players with fewer games are listed after every player with enough, in the same order among themselves. */
  minimumGames?: number
}

const byLegs = (a: PlayerTotals, b: PlayerTotals) =>
  b.legsWon - b.legsLost - (a.legsWon - a.legsLost) || b.legsWon - a.legsWon

function comparator(options: IndividualStandingsOptions): (a: PlayerTotals, b: PlayerTotals) => number {
  const minimum = options.minimumGames ?? 0
  const qualifies = (totals: PlayerTotals) => (totals.played >= minimum ? 0 : 1)
  const main =
    options.order === 'winPercentage'
      ? (a: PlayerTotals, b: PlayerTotals) => compareWinRate(a, b) || b.won - a.won || byLegs(a, b)
      : (a: PlayerTotals, b: PlayerTotals) => b.won - a.won || compareWinRate(a, b) || byLegs(a, b)
  return (a, b) => qualifies(a) - qualifies(b) || main(a, b)
}

const average = (points: number, darts: number) => (darts > 0 ? (points / darts) * 3 : null)

/**
 * A division's individual standings (league-rules.md §6) from its players' games: games played, won, lost and drawn,
 * win %, legs, the 3-dart and first-9 averages over the scored games (points ÷ darts × 3 over all of them, never an
 * average of averages), 180s, 171s, the high checkout and the best leg. Forfeited games count nowhere. Ordered by
 * games won, then win %, leg difference and legs won (default), or by win %, then games won, leg difference and legs
 * won; with `minimumGames`, players below it come last. Rows that tie on every criterion share a position
 * ("1, 2, 2, 4") and keep the order in which the players first appear in `games`.
 */
export function individualStandings(
  games: readonly LeaguePlayerGame[],
  options: IndividualStandingsOptions = {},
): IndividualStandingsRow[] {
  const compare = comparator(options)
  const sorted = playerTotals(games).sort(compare)
  const positions = sharedPositions(sorted, compare)
  return sorted.map((totals, index) => ({
    position: positions[index] ?? index + 1,
    participantId: totals.participantId,
    played: totals.played,
    won: totals.won,
    lost: totals.lost,
    drawn: totals.drawn,
    winPercentage: winPercentage(totals),
    legsWon: totals.legsWon,
    legsLost: totals.legsLost,
    threeDartAverage: average(totals.points, totals.darts),
    firstNineAverage: average(totals.firstNinePoints, totals.firstNineDarts),
    oneEighties: totals.oneEighties,
    oneSeventyOnes: totals.oneSeventyOnes,
    highCheckout: totals.highCheckout,
    bestLeg: totals.bestLeg,
  }))
}
