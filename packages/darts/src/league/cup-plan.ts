import type { RandomSource } from '../bot/random'
import type { Group, TournamentGame } from '../formats/game'
import { drawGroups, shuffle } from '../formats/group-draw'
import { bracketSize, bracketSlotOrder, createKnockout } from '../formats/knockout'
import { groupKnockouts, type PlanError } from '../formats/plan-tournament'
import { fail, ok, type Result } from '../x01/result'

/**
 * How a cup is played (league-rules.md §9):
 * - `draw`: one random draw of every team into a knockout bracket, to the final.
 * - `groups`: drawn groups of at most `groupSize` playing a single round robin, then the best `qualifiersPerGroup` of
 *   each group into the cup's knockout and, with `hasPlate`, the others into a second trophy's knockout (the plate).
 */
export type CupFormat =
  { kind: 'draw' } | { kind: 'groups'; groupSize: number; qualifiersPerGroup: number; hasPlate: boolean }

/** The knockouts of a cup, as the stage ids (and game id prefixes) of their games. */
export type CupTrophy = 'cup' | 'plate'

/**
 * A drawn cup: `order` is the draw as it was made (the teams in the order drawn), which is all that must be stored:
 * `cupPlan(format, order)` gives the same groups and bracket again. `groups` are empty for a `draw` cup; `games` are the
 * knockout matches (`cup.{round}.{slot}`, `plate.{round}.{slot}`) whose sides are teams, byes, group positions or
 * winners of earlier matches. Side 0 plays at home.
 */
export type CupPlan = { order: string[]; groups: Group[]; games: TournamentGame[] }

const MAX_TEAMS = 1024

/**
 * The knockout seeds that lay out a draw: the first teams drawn take the byes, on the seeded knockout's bye slots
 * (spread over the bracket as a tournament's top seeds are), and the others meet in the order drawn, 4th v 5th, 6th v
 * 7th, …, filling the other first-round slots from the top of the bracket down.
 */
function drawSeeds(order: readonly string[]): string[] {
  const slots = bracketSlotOrder(bracketSize(order.length))
  const byes = slots.length - order.length
  const seeds = order.slice(0, byes)
  let next = byes
  for (let i = 0; i < slots.length; i += 2) {
    const [home, away] = [slots[i] as number, slots[i + 1] as number]
    // The pairs of the byes are exactly those of seeds 1 … byes, filled above.
    if (away > order.length) continue
    seeds[home - 1] = order[next] as string
    seeds[away - 1] = order[next + 1] as string
    next += 2
  }
  return seeds
}

/**
 * The groups and brackets of a cup from its recorded draw (`order`, the teams in the order drawn); the same order
 * always gives the same plan, so a stored draw can be replayed and shown.
 * - `draw`: the first teams drawn get the byes when the number of teams is not a power of two (13 teams: the first 3),
 *   placed where a knockout puts its top seeds' byes; the rest are paired in the order drawn, and the first team drawn
 *   of each pair plays at home. 8 teams: 1st v 2nd, 3rd v 4th, 5th v 6th, 7th v 8th; the winners of the first two meet.
 * - `groups`: the order is dealt into groups as a tournament's seeds are (snake: 9 teams in 3: A 1,6,7; B 2,5,8; C
 *   3,4,9); the cup's knockout is seeded A1 B1 … A2 B2 … with same-group pairs moved apart in round 1, the plate's the
 *   same from the next positions.
 * In every round the team on side 0 (from the upper match) plays at home.
 * @example
 * const plan = cupPlan({ kind: 'draw' }, ['eagles', 'owls', 'hawks'])
 * // cup.1.1 eagles v bye, cup.1.2 owls v hawks, cup.2.1 (final) eagles v winner of cup.1.2
 */
export function cupPlan(format: CupFormat, order: readonly string[]): Result<CupPlan, PlanError> {
  if (new Set(order).size !== order.length) return fail('plan.duplicateEntry')
  if (order.length < 2) return fail('plan.tooFewEntries')
  if (order.length > MAX_TEAMS) return fail('plan.tooManyEntries')
  switch (format.kind) {
    case 'draw': {
      const games = createKnockout({ stageId: 'cup' satisfies CupTrophy, seeds: drawSeeds(order) })
      return games.ok ? ok({ order: [...order], groups: [], games: games.value }) : games
    }
    case 'groups': {
      const groups = drawGroups({ seeded: order, groupSize: format.groupSize })
      if (!groups.ok) return groups
      const games = groupKnockouts(groups.value, {
        qualifiersPerGroup: format.qualifiersPerGroup,
        hasConsolation: format.hasPlate,
        hasThirdPlace: false,
        stageIds: { winners: 'cup' satisfies CupTrophy, consolation: 'plate' satisfies CupTrophy },
      })
      return games.ok ? ok({ order: [...order], groups: groups.value, games: games.value }) : games
    }
    default:
      format satisfies never
      return fail('plan.tooFewEntries')
  }
}

/**
 * Draws a cup: the teams in a random order (`random`, a seeded source), then `cupPlan` of that order. Store the
 * returned `order`, not the seed: it replays the draw whatever the random source.
 */
export function drawCup(input: {
  teams: readonly string[]
  format: CupFormat
  random: RandomSource
}): Result<CupPlan, PlanError> {
  return cupPlan(input.format, shuffle(input.teams, input.random))
}
