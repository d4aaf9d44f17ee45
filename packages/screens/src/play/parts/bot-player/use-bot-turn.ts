import { currentLeg } from '@oche/darts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { MatchBot } from '../match-storage/local-match'
import type { MatchScorer } from '../scorer/use-match-scorer'
import { botEventId, planBotVisit, type BotDart } from './bot-visit'

/** A human pace: about this long between two of the bot's darts. */
export const botDartDelayMs = 700

export type BotTurn = {
  /** The darts thrown so far in this visit, with their aims. */
  darts: BotDart[]
  /** How many darts the visit has in all. */
  dartCount: number
  /** Shows the rest of the visit at once and enters it. */
  skip: () => void
}

/**
 * Plays the bot's visits: when the bot is on the oche, the engine's bot throws the visit, its darts appear one by
 * one (`dartDelayMs` apart), then the visit is entered like any other. Null while a human is to throw.
 */
export function useBotTurn(scorer: MatchScorer, bot: MatchBot | null, dartDelayMs = botDartDelayMs): BotTurn | null {
  const { state, submit, needsBullOff, match } = scorer
  const leg = currentLeg(state.match)
  const isBotTurn = bot !== null && state.match.status === 'inProgress' && !needsBullOff && leg.thrower === bot.side
  const visitIndex = state.log.length
  const plan = useMemo(
    () => (isBotTurn && bot ? planBotVisit(state.match, bot, visitIndex, botEventId(match.id, visitIndex)) : null),
    [isBotTurn, bot, state.match, visitIndex, match.id],
  )
  const [shown, setShown] = useState({ visitIndex: -1, count: 0 })
  const count = shown.visitIndex === visitIndex ? shown.count : 0

  useEffect(() => {
    if (!plan) return
    const timers = plan.darts.map((_, index) =>
      setTimeout(() => setShown({ visitIndex, count: index + 1 }), (index + 1) * dartDelayMs),
    )
    timers.push(setTimeout(() => submit(plan.event), (plan.darts.length + 1) * dartDelayMs))
    return () => timers.forEach(clearTimeout)
  }, [plan, visitIndex, dartDelayMs, submit])

  const skip = useCallback(() => {
    if (plan) submit(plan.event)
  }, [plan, submit])

  if (!plan) return null
  return { darts: plan.darts.slice(0, count), dartCount: plan.darts.length, skip }
}
