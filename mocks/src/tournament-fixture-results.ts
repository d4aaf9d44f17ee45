import type { GameResult, MatchFormat, RandomSource, SideScoring } from '@oche/darts'
import type { SideStats } from '@oche/api'

/** A simulated game: the result the organiser would enter (with 3-dart scoring) and the statistics per side. */
export type SimulatedGame = { result: GameResult; sideStats: [SideStats, SideStats] }

/** Checkouts of 100 or more, the common ones more than once so they come up more often. */
const tonPlusCheckouts = [100, 100, 101, 104, 104, 107, 110, 112, 116, 120, 121, 121, 124, 127, 130, 136, 141, 161, 170]

type Tally = { scoring: SideScoring; stats: SideStats }

function emptyTally(): Tally {
  return { scoring: { points: 0, darts: 0 }, stats: { one_eighties: 0, one_seven_ones: 0, high_checkouts: [] } }
}

/** Whether the game is over after these legs (darts-rules.md §3); sets are not used by the fixtures. */
function isOver(format: MatchFormat, legs: readonly [number, number]): boolean {
  const [a, b] = legs
  switch (format.kind) {
    case 'firstTo':
      return a === format.legs || b === format.legs
    case 'bestOf':
      return a > format.legs / 2 || b > format.legs / 2 || a + b === format.legs
    case 'playAll':
      return a + b === format.legs
    case 'sets':
      throw new Error('The tournament fixtures do not simulate set play')
    default:
      format satisfies never
      return true
  }
}

function visits(tally: Tally, count: number, average: number, random: RandomSource) {
  const maximum = Math.min(0.08, Math.max(0.002, (average - 45) / 700))
  for (let visit = 0; visit < count; visit++) {
    const roll = random()
    if (roll < maximum) tally.stats.one_eighties += 1
    else if (roll < maximum * 1.15) tally.stats.one_seven_ones += 1
  }
}

/**
 * One leg of 501: the winner needs about 1503 ÷ their leg average darts (at least 9), the loser throws as many
 * visits when they threw second and one fewer when they threw first, and falls short of 501.
 */
function playLeg(
  tallies: [Tally, Tally],
  winner: 0 | 1,
  firstThrower: 0 | 1,
  averages: readonly [number, number],
  random: RandomSource,
) {
  const loser = winner === 0 ? 1 : 0
  const legAverage = averages[winner] * (0.8 + 0.4 * random())
  const winnerDarts = Math.max(9, Math.round(1503 / legAverage))
  const winnerVisits = Math.ceil(winnerDarts / 3)
  const loserVisits = firstThrower === winner ? winnerVisits - 1 : winnerVisits
  const loserPoints = Math.min(461, Math.round(averages[loser] * (0.8 + 0.4 * random()) * loserVisits))
  const won = tallies[winner]
  const lost = tallies[loser]
  won.scoring = { points: won.scoring.points + 501, darts: won.scoring.darts + winnerDarts }
  lost.scoring = { points: lost.scoring.points + loserPoints, darts: lost.scoring.darts + loserVisits * 3 }
  visits(won, winnerVisits - 1, averages[winner], random)
  visits(lost, loserVisits, averages[loser], random)
  const tonPlusChance = Math.min(0.2, Math.max(0.02, (averages[winner] - 50) / 250))
  if (random() < tonPlusChance) {
    const checkout = tonPlusCheckouts[Math.floor(random() * tonPlusCheckouts.length)] as number
    won.stats.high_checkouts.push(checkout)
  }
}

/**
 * A plausible game between two players with these 3-dart averages: each leg goes to a side with odds of
 * average³ (so 85 beats 55 four times in five), the first throw alternating by leg.
 */
export function simulateGame(
  format: MatchFormat,
  averages: readonly [number, number],
  random: RandomSource,
): SimulatedGame {
  const tallies: [Tally, Tally] = [emptyTally(), emptyTally()]
  const legs: [number, number] = [0, 0]
  const odds = averages[0] ** 3 / (averages[0] ** 3 + averages[1] ** 3)
  while (!isOver(format, legs)) {
    const winner = random() < odds ? 0 : 1
    const leg = legs[0] + legs[1]
    playLeg(tallies, winner, leg % 2 === 0 ? 0 : 1, averages, random)
    legs[winner] += 1
  }
  return {
    result: { kind: 'played', legs, scoring: [tallies[0].scoring, tallies[1].scoring] },
    sideStats: [tallies[0].stats, tallies[1].stats],
  }
}
