import type { RandomSource } from '../bot/random'
import { fail, ok, type Result } from '../x01/result'
import { createDoubleElimination } from './double-elimination'
import type { Group, TournamentGame } from './game'
import { drawGroups, type GroupDrawError, groupStageGames, shuffle } from './group-draw'
import { createKnockout, type KnockoutError } from './knockout'
import { groupQualifierSeeds } from './knockout-seeding'

/**
 * The format of a whole tournament (the API's `TournamentFormat`, camelCase):
 * - `groupsKnockout`: snake-seeded round-robin groups of at most `groupSize` (twice round with `doubleRoundRobin`); the
 *   best `qualifiersPerGroup` of each group go to the winners knockout, with the best `bestPlacedQualifiers` of the
 *   next-placed across groups; the rest to a consolation knockout when `consolation` is on, at most
 *   `consolationLimit` of them (best placed first). `thirdPlace` adds a third-place match to the winners knockout.
 *   The three options are optional (false, 0 and no limit), so formats stored before them keep their meaning.
 * - `knockout`: a single knockout, byes to the top seeds. `roundRobin`: everyone plays everyone once (twice, the
 *   second cycle with every pairing reversed, with `doubleRoundRobin`).
 * - `doubleElimination`: winners and losers brackets and a grand final, with a reset when `reset` is on.
 */
export type TournamentPlanFormat =
  | {
      kind: 'groupsKnockout'
      groupSize: number
      qualifiersPerGroup: number
      consolation: boolean
      thirdPlace: boolean
      doubleRoundRobin?: boolean
      bestPlacedQualifiers?: number
      consolationLimit?: number | null
    }
  | { kind: 'knockout'; thirdPlace: boolean }
  | { kind: 'roundRobin'; doubleRoundRobin?: boolean }
  | { kind: 'doubleElimination'; reset: boolean }

/** The stage a planned game belongs to; it is the game's `stageId` and the first part of its id. */
export type PlanStage = 'groups' | 'winnersKo' | 'consolationKo' | 'knockout' | 'roundRobin' | 'doubleElimination'

/**
 * Every game of a tournament, drawn: group games with entries, knockout games whose sides are entries, byes or
 * references (`groupPosition`, `winnerOf`, `loserOf`) that `resolveGames` fills in as results come in. Game ids are
 * unique across the plan (`groups.A.1.1`, `winnersKo.2.1`, `doubleElimination.l.3.1`, …). A round robin is one
 * group `'A'` holding every entry, so its table comes from the groups like any other.
 */
export type TournamentPlan = { groups: Group[]; games: TournamentGame[] }

/**
 * - `plan.duplicateEntry`: an entry is listed twice (seeded and unseeded together).
 * - `plan.tooFewEntries` / `plan.tooManyEntries`: fewer than 2 or more than 1,024 entries.
 * - `plan.invalidQualifiers`: `qualifiersPerGroup` is not a whole number of at least 1.
 * - `plan.tooManyQualifiers`: `qualifiersPerGroup` is not below the smallest group's size (nobody would be
 *   knocked out in that group).
 * - `plan.tooFewQualifiers`: fewer than 2 qualifiers in all (one group with one qualifier): no knockout to play.
 * - `plan.invalidBestPlaced`: `bestPlacedQualifiers` is not a whole number below the number of groups.
 * - `plan.invalidConsolationLimit`: `consolationLimit` is not a whole number of at least 2.
 * - `groups.*`: the group size is invalid (`groups.invalidSize`) or leaves groups of one (`groups.groupTooSmall`).
 */
export type PlanError =
  | GroupDrawError
  | KnockoutError
  | 'plan.duplicateEntry'
  | 'plan.tooFewEntries'
  | 'plan.tooManyEntries'
  | 'plan.invalidQualifiers'
  | 'plan.tooManyQualifiers'
  | 'plan.tooFewQualifiers'
  | 'plan.invalidBestPlaced'
  | 'plan.invalidConsolationLimit'

export type PlanTournamentInput = {
  format: TournamentPlanFormat
  /** Entry ids in seed order, best first. */
  seeded: readonly string[]
  /** Entry ids without a seed: shuffled with `random` and placed after the seeded ones. */
  unseeded?: readonly string[]
  random: RandomSource
}

const MIN_ENTRIES = 2
const MAX_ENTRIES = 1024

/** How the knockouts after a group stage are made (`groupKnockouts`). */
export type GroupKnockoutsOptions = {
  qualifiersPerGroup: number
  /** How many of the best (q+1)-th placed across groups also go to the winners knockout (default 0). */
  bestPlacedQualifiers?: number
  /** A consolation knockout of every group position below the qualifiers. */
  hasConsolation: boolean
  /** The most entries in the consolation knockout, best placed first; null or absent: all the rest. */
  consolationLimit?: number | null
  /** A third-place match in the winners knockout. */
  hasThirdPlace: boolean
  /** The stage ids (and game id prefixes) of the winners and the consolation knockout. */
  stageIds: { winners: string; consolation: string }
}

/**
 * The knockouts after a group stage (darts-rules.md §6): the winners knockout seeded A1 B1 … A2 B2 … from group
 * positions 1…`qualifiersPerGroup`, then the best `bestPlacedQualifiers` of the next position across groups,
 * same-group pairs kept apart in round 1; then with `hasConsolation` a consolation knockout of the rest (at most
 * `consolationLimit`, best placed first, `groupQualifierSeeds`), when at least 2 entries would play it. The sides are
 * group positions and best-placed references, so they fill themselves in as the groups complete.
 */
export function groupKnockouts(
  groups: readonly Group[],
  options: GroupKnockoutsOptions,
): Result<TournamentGame[], PlanError> {
  const qualifiers = options.qualifiersPerGroup
  if (!Number.isInteger(qualifiers) || qualifiers < 1) return fail('plan.invalidQualifiers')
  const smallest = Math.min(...groups.map((group) => group.entries.length))
  if (qualifiers >= smallest) return fail('plan.tooManyQualifiers')
  const bestPlaced = options.bestPlacedQualifiers ?? 0
  if (!Number.isInteger(bestPlaced) || bestPlaced < 0 || bestPlaced >= groups.length)
    return fail('plan.invalidBestPlaced')
  const limit = options.consolationLimit ?? null
  if (limit !== null && (!Number.isInteger(limit) || limit < 2)) return fail('plan.invalidConsolationLimit')
  if (groups.length * qualifiers + bestPlaced < 2) return fail('plan.tooFewQualifiers')
  const seeds = groupQualifierSeeds(groups, {
    qualifiersPerGroup: qualifiers,
    bestPlacedQualifiers: bestPlaced,
    consolationLimit: limit,
  })
  const winners = createKnockout({
    stageId: options.stageIds.winners,
    seeds: seeds.winners,
    hasThirdPlace: options.hasThirdPlace,
  })
  if (!winners.ok) return winners
  const games = [...winners.value]
  const rest = seeds.consolation
  if (options.hasConsolation && rest.length >= 2) {
    const consolation = createKnockout({ stageId: options.stageIds.consolation, seeds: rest })
    if (!consolation.ok) return consolation
    games.push(...consolation.value)
  }
  return ok(games)
}

function planGroupsKnockout(
  format: Extract<TournamentPlanFormat, { kind: 'groupsKnockout' }>,
  input: PlanTournamentInput,
): Result<TournamentPlan, PlanError> {
  const qualifiers = format.qualifiersPerGroup
  if (!Number.isInteger(qualifiers) || qualifiers < 1) return fail('plan.invalidQualifiers')
  const drawn = drawGroups({
    seeded: input.seeded,
    unseeded: input.unseeded ?? [],
    groupSize: format.groupSize,
    random: input.random,
  })
  if (!drawn.ok) return drawn
  const groups = drawn.value
  const knockouts = groupKnockouts(groups, {
    qualifiersPerGroup: qualifiers,
    bestPlacedQualifiers: format.bestPlacedQualifiers ?? 0,
    hasConsolation: format.consolation,
    consolationLimit: format.consolationLimit ?? null,
    hasThirdPlace: format.thirdPlace,
    stageIds: { winners: 'winnersKo' satisfies PlanStage, consolation: 'consolationKo' satisfies PlanStage },
  })
  if (!knockouts.ok) return knockouts
  return ok({
    groups,
    games: [
      ...groupStageGames({ stageId: 'groups' satisfies PlanStage, groups, isDouble: format.doubleRoundRobin ?? false }),
      ...knockouts.value,
    ],
  })
}

/**
 * Draws a whole tournament and schedules every game of it, up to the final, in one go (darts-rules.md §6).
 * - `groupsKnockout`: `drawGroups` (snake seeding) and each group's round robin (stage `groups`); the winners
 *   knockout (stage `winnersKo`) seeded A1 B1 … A2 B2 … from group positions 1…`qualifiersPerGroup`, same-group
 *   pairs kept apart in round 1; with `consolation`, a consolation knockout (stage `consolationKo`) of every
 *   remaining group position, when at least 2 entries would play it. The knockouts' sides are group positions,
 *   so they fill themselves in as each group completes. `doubleRoundRobin`, `bestPlacedQualifiers` and
 *   `consolationLimit` as in `groupKnockouts`; with `doubleRoundRobin` the group games' rounds continue into the
 *   second cycle (`groups.A.4.1` after `groups.A.3.2` in a group of 4).
 * - `roundRobin`: one group `'A'` of every entry (stage `roundRobin`), once or twice round.
 * - `knockout` / `doubleElimination`: the seeds, then the unseeded entries shuffled, byes to the top seeds.
 * @example
 * const plan = planTournament({
 *   format: { kind: 'groupsKnockout', groupSize: 4, qualifiersPerGroup: 2, consolation: true, thirdPlace: false },
 *   seeded: ['anna', 'ben'], unseeded: guests, random: createRandom(seed),
 * })
 * if (!plan.ok) return plan // e.g. 'plan.tooManyQualifiers'
 * resolveGames({ games: plan.value.games, groups: plan.value.groups, results })
 */
export function planTournament(input: PlanTournamentInput): Result<TournamentPlan, PlanError> {
  const { format } = input
  const unseeded = input.unseeded ?? []
  const count = input.seeded.length + unseeded.length
  if (new Set([...input.seeded, ...unseeded]).size !== count) return fail('plan.duplicateEntry')
  if (count < MIN_ENTRIES) return fail('plan.tooFewEntries')
  if (count > MAX_ENTRIES) return fail('plan.tooManyEntries')
  switch (format.kind) {
    case 'groupsKnockout':
      return planGroupsKnockout(format, input)
    case 'roundRobin': {
      const group: Group = { id: 'A', entries: [...input.seeded, ...shuffle(unseeded, input.random)] }
      const isDouble = format.doubleRoundRobin ?? false
      return ok({ groups: [group], games: groupStageGames({ stageId: 'roundRobin', groups: [group], isDouble }) })
    }
    case 'knockout': {
      const seeds = [...input.seeded, ...shuffle(unseeded, input.random)]
      const games = createKnockout({ stageId: 'knockout', seeds, hasThirdPlace: format.thirdPlace })
      return games.ok ? ok({ groups: [], games: games.value }) : games
    }
    case 'doubleElimination': {
      const seeds = [...input.seeded, ...shuffle(unseeded, input.random)]
      const games = createDoubleElimination({ stageId: 'doubleElimination', seeds, hasReset: format.reset })
      return games.ok ? ok({ groups: [], games: games.value }) : games
    }
    default:
      format satisfies never
      return fail('plan.tooFewEntries')
  }
}
