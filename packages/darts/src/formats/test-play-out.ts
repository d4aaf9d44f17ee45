// Test support (not exported from the package): plays a planned tournament to the end with random results.
import type { RandomSource } from '../bot/random'
import type { GameResult } from './game'
import type { Decider } from './group-standings'
import type { TournamentPlan } from './plan-tournament'
import { type Resolution, resolveGames, type ResolveInput } from './resolve-games'

/** Group games can be drawn (2–2); a game someone must win cannot. */
const groupResults: readonly (readonly [number, number])[] = [
  [3, 0],
  [3, 1],
  [3, 2],
  [2, 2],
  [2, 3],
  [1, 3],
  [0, 3],
]
const knockoutResults: readonly (readonly [number, number])[] = groupResults.filter(([a, b]) => a !== b)

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)] as T
}

function shuffled(items: readonly string[], random: RandomSource): string[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j] as string, result[i] as string]
  }
  return result
}

export type PlayedOut = { input: ResolveInput; resolution: Resolution; rounds: number }

/**
 * Calls every ready game with a random result (with 3-dart scoring when `withScoring`), and settles each tie a
 * complete group leaves with a drawn lot, until nothing is left to play. Throws if the tournament never ends.
 */
export function playOut(
  plan: TournamentPlan,
  random: RandomSource,
  options: { withdrawn?: readonly string[]; withScoring?: boolean } = {},
): PlayedOut {
  const results: Record<string, GameResult> = {}
  const deciders: Record<string, Decider[]> = {}
  const input: ResolveInput = {
    games: plan.games,
    groups: plan.groups,
    results,
    deciders,
    withdrawn: options.withdrawn ?? [],
  }
  const groupGameIds = new Set(plan.games.filter((game) => game.groupId !== undefined).map((game) => game.id))
  for (let rounds = 1; rounds <= plan.games.length + 2; rounds++) {
    const resolved = resolveGames(input)
    if (!resolved.ok) throw new Error(resolved.error)
    let progressed = false
    for (const [groupId, standings] of Object.entries(resolved.value.groupStandings)) {
      if (!standings.isComplete) continue
      for (const tie of standings.unresolvedTies) {
        deciders[groupId] = [...(deciders[groupId] ?? []), { method: 'lot', order: shuffled(tie, random) }]
        progressed = true
      }
    }
    for (const id of resolved.value.readyGameIds) {
      const legs = pick(groupGameIds.has(id) ? groupResults : knockoutResults, random)
      const darts = (legs[0] + legs[1]) * 18
      results[id] = options.withScoring
        ? {
            kind: 'played',
            legs,
            scoring: [
              { points: Math.round(darts * (15 + random() * 20)), darts },
              { points: Math.round(darts * (15 + random() * 20)), darts },
            ],
          }
        : { kind: 'played', legs }
      progressed = true
    }
    if (!progressed) return { input, resolution: resolved.value, rounds }
  }
  throw new Error('the tournament never ended')
}
