import { throwDart } from '../x01/rules'
import { createBotWithSigma } from './bot'
import { createRandom } from './random'

export type SoloLegsResult = { legs: number; points: number; darts: number; average: number }

/** Plays `legs` solo legs of 501 double out with scatter `sigma` and a seeded random source. */
export function simulateSoloLegs(sigma: number, legs: number, seed: number): SoloLegsResult {
  const bot = createBotWithSigma(sigma, createRandom(seed))
  let points = 0
  let darts = 0
  for (let leg = 0; leg < legs; leg += 1) {
    let position = { remaining: 501, isOpen: true }
    let finished = false
    while (!finished) {
      const visit = bot.playVisit(position, 'straight', 'double')
      darts += visit.length
      let after = position
      for (const dart of visit) {
        const outcome = throwDart(after, dart, 'straight', 'double')
        after = outcome.after
        if (outcome.result === 'bust') after = position
        finished = outcome.result === 'checkout'
      }
      points += position.remaining - after.remaining
      position = after
    }
  }
  return { legs, points, darts, average: (points / darts) * 3 }
}

/**
 * The scatter that gives `targetAverage` over `legs` solo legs with `seed`, by bisection between 2 and
 * 60 mm (the average falls as σ grows). This is the script behind the constants in bot-levels.ts.
 */
export function calibrateSigma(targetAverage: number, seed: number, legs = 1000): number {
  let low = 2
  let high = 60
  while (high - low > 0.01) {
    const middle = (low + high) / 2
    if (simulateSoloLegs(middle, legs, seed).average > targetAverage) low = middle
    else high = middle
  }
  return Math.round(((low + high) / 2) * 100) / 100
}
