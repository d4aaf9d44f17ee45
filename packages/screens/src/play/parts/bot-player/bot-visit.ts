import {
  botLevels,
  botVisitEvent,
  createBot,
  createRandom,
  currentLeg,
  throwDart,
  type BotLevel,
  type Dart,
  type DartsVisitEvent,
  type X01MatchState,
} from '@oche/darts'

/** One dart of the bot's visit: where it aimed, where it landed, and whether the aim would have won the leg. */
export type BotDart = {
  aim: Dart
  dart: Dart
  remainingBefore: number
  isCheckoutAttempt: boolean
}

export type BotVisit = { event: DartsVisitEvent; darts: BotDart[] }

/** The bot level a route id names (`/play/bot/club`), or null. */
export function botLevelOf(id: string): BotLevel | null {
  return botLevels.find((info) => info.level === id)?.level ?? null
}

/**
 * The seed of the bot's `visitIndex`-th throw in a match seeded `seed`. Each visit gets its own random source, so
 * a reloaded page throws exactly what it would have thrown.
 */
export function visitSeed(seed: number, visitIndex: number): number {
  return (seed ^ Math.imul(visitIndex + 1, 0x9e3779b1)) >>> 0
}

/**
 * The bot's next visit with what it aimed at, dart by dart: the engine's bot throws it (`createBot`,
 * `botVisitEvent`), and its aiming strategy, asked again from each position, tells the aim.
 */
export function planBotVisit(
  match: X01MatchState,
  bot: { level: BotLevel; seed: number },
  visitIndex: number,
  id: string,
): BotVisit {
  const player = createBot(bot.level, createRandom(visitSeed(bot.seed, visitIndex)))
  const event = botVisitEvent(match, player, id)
  const { inRule, outRule } = match.config
  const leg = currentLeg(match)
  let position = leg.positions[leg.thrower] ?? { remaining: match.config.startScore, isOpen: inRule === 'straight' }
  const darts = event.darts.map((dart, index): BotDart => {
    const aim = player.aim(position, 3 - index, inRule, outRule)
    const isCheckoutAttempt = throwDart(position, aim, inRule, outRule).result === 'checkout'
    const entry = { aim, dart, remainingBefore: position.remaining, isCheckoutAttempt }
    position = throwDart(position, dart, inRule, outRule).after
    return entry
  })
  return { event, darts }
}

/**
 * The id of the bot's visit thrown when the match log had `logLength` events: a uuid made from the match's own, so
 * the same throw always has the same id (a reload mid-throw cannot store it twice).
 */
export function botEventId(matchId: string, logLength: number): string {
  const head = matchId.slice(0, -8)
  const tail = Number.parseInt(matchId.slice(-8), 16)
  const mixed = (tail ^ Math.imul(logLength + 1, 0x9e3779b1)) >>> 0
  return `${head}${mixed.toString(16).padStart(8, '0')}`
}
