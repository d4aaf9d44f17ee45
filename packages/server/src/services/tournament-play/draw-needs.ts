import { toTournamentPlanFormat } from '@oche/api'
import { createRandom, planTournament } from '@oche/darts'
import type { TournamentRow } from '../../db/schema/index'
import { translate, translateWith, type Locale } from '../../http/messages'

/** How many players a format can be drawn with, around the number entered: for the draw's refusal. */
export type DrawNeeds = { count: number; minimum: number | null; next: number | null }

const MAX_ENTRIES = 1024

/**
 * Asks the engine (`planTournament`, the rule the draw itself applies) which numbers of players the tournament's
 * format can hold: the least of them, and the next one above `count`.
 */
export function drawNeeds(format: TournamentRow['format'], count: number): DrawNeeds {
  const plan = toTournamentPlanFormat(format)
  const works = (players: number) =>
    planTournament({
      format: plan,
      seeded: Array.from({ length: players }, (_, index) => `entry-${index}`),
      random: createRandom(1),
    }).ok
  let minimum: number | null = null
  let next: number | null = null
  for (let players = 2; players <= MAX_ENTRIES && next === null; players += 1) {
    if (!works(players)) continue
    minimum ??= players
    if (players > count) next = players
  }
  return { count, minimum, next }
}

/** Why the draw is impossible, with the numbers, in the caller's language. */
export function describeDrawNeeds({ count, minimum, next }: DrawNeeds, language: Locale): string {
  if (minimum === null) return translate('draw.formatImpossible', language)
  if (count < minimum) return translateWith('draw.needsMorePlayers', language, { count, minimum })
  return next === null
    ? translateWith('draw.countImpossible', language, { count })
    : translateWith('draw.countImpossibleTry', language, { count, next })
}
