import type { Dart } from '../x01/dart'
import type { DartsVisitEvent } from '../x01/match-events'
import { currentLeg, type X01MatchState } from '../x01/match-state'
import { throwDart, type InRule, type OutRule, type Position } from '../x01/rules'
import { chooseAim } from './aim-strategy'
import { aimPoint, dartAt } from './board-geometry'
import { botLevelInfo, type BotLevel } from './bot-levels'
import { gaussianPair, type RandomSource } from './random'

export type Bot = {
  level: BotLevel | null
  /** Scatter in mm on each axis. */
  sigma: number
  /** Where the bot would aim from `position` with `dartsLeft` darts in hand. */
  aim: (position: Position, dartsLeft: number, inRule: InRule, outRule: OutRule) => Dart
  /** Throws one dart at `target`: the landing point is the aim point plus Gaussian scatter. */
  throwAt: (target: Dart) => Dart
  /** Throws a whole visit from `position`, stopping early on a finish or a bust. */
  playVisit: (position: Position, inRule: InRule, outRule: OutRule) => Dart[]
}

/** A bot with an explicit scatter, for calibration and tests. */
export function createBotWithSigma(sigma: number, random: RandomSource, level: BotLevel | null = null): Bot {
  let spare: number | null = null
  const normal = (): number => {
    if (spare !== null) {
      const value = spare
      spare = null
      return value
    }
    const [first, second] = gaussianPair(random)
    spare = second
    return first
  }
  const throwAt = (target: Dart): Dart => {
    const aim = aimPoint(target)
    return dartAt({ x: aim.x + sigma * normal(), y: aim.y + sigma * normal() })
  }
  const playVisit = (start: Position, inRule: InRule, outRule: OutRule): Dart[] => {
    const darts: Dart[] = []
    let position = start
    for (let dartsLeft = 3; dartsLeft > 0; dartsLeft -= 1) {
      const dart = throwAt(chooseAim(position, dartsLeft, inRule, outRule))
      darts.push(dart)
      const outcome = throwDart(position, dart, inRule, outRule)
      if (outcome.result !== 'scored') break
      position = outcome.after
    }
    return darts
  }
  return { level, sigma, aim: chooseAim, throwAt, playVisit }
}

/**
 * A computer opponent of the given level, throwing with the injected random source.
 * @example
 * const bot = createBot('club', createRandom(42))
 * const darts = bot.playVisit({ remaining: 501, isOpen: true }, 'straight', 'double')
 */
export function createBot(level: BotLevel, random: RandomSource): Bot {
  return createBotWithSigma(botLevelInfo(level).sigma, random, level)
}

/** The per-dart visit event the bot throws for whoever is on the oche in `state`. */
export function botVisitEvent(state: X01MatchState, bot: Bot, id: string): DartsVisitEvent {
  const leg = currentLeg(state)
  const position = leg.positions[leg.thrower]
  if (!position) throw new Error('The thrower always has a position')
  return { type: 'darts', id, darts: bot.playVisit(position, state.config.inRule, state.config.outRule) }
}
