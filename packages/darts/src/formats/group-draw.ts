import type { RandomSource } from '../bot/random'
import { fail, ok, type Result } from '../x01/result'
import type { Group, TournamentGame } from './game'
import { roundRobinGames } from './round-robin'

export type GroupDrawInput = {
  /** Entries in seed order, best first. */
  seeded: readonly string[]
  /** Entries without a seed: shuffled with `random` and placed after the seeded ones. */
  unseeded?: readonly string[]
  /** The largest group; the number of groups is ⌈entries ÷ size⌉ and sizes differ by at most 1. */
  groupSize: number
  random?: RandomSource
}

export type GroupDrawError =
  | 'groups.invalidSize'
  | 'groups.tooFewEntries'
  | 'groups.groupTooSmall'
  | 'groups.duplicateEntry'
  | 'groups.randomRequired'

/** `'A'` … `'Z'`, then `'AA'`, `'AB'`, … as on a spreadsheet. */
export function groupId(index: number): string {
  let id = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    id = String.fromCharCode(65 + ((n - 1) % 26)) + id
  }
  return id
}

/** A Fisher–Yates shuffle driven by the injected random source (the given array is not changed). */
export function shuffle(entries: readonly string[], random: RandomSource): string[] {
  const result = [...entries]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = result[i] as string
    result[i] = result[j] as string
    result[j] = swap
  }
  return result
}

/**
 * Snake seeding (darts-rules.md §6): row k holds seeds kg+1…kg+g; even rows fill A→, odd rows fill →A.
 * 9 players in groups of 3: A 1,6,7; B 2,5,8; C 3,4,9.
 */
export function drawGroups(input: GroupDrawInput): Result<Group[], GroupDrawError> {
  const { groupSize } = input
  if (!Number.isInteger(groupSize) || groupSize < 2) return fail('groups.invalidSize')
  const unseeded = input.unseeded ?? []
  if (unseeded.length > 0 && input.random === undefined) return fail('groups.randomRequired')
  const entries = [...input.seeded, ...(input.random ? shuffle(unseeded, input.random) : [])]
  if (new Set(entries).size !== entries.length) return fail('groups.duplicateEntry')
  if (entries.length < 2) return fail('groups.tooFewEntries')
  const count = Math.ceil(entries.length / groupSize)
  if (Math.floor(entries.length / count) < 2) return fail('groups.groupTooSmall')
  const groups: string[][] = Array.from({ length: count }, () => [])
  entries.forEach((entry, k) => {
    const row = Math.floor(k / count)
    const column = k % count
    groups[row % 2 === 0 ? column : count - 1 - column]?.push(entry)
  })
  return ok(groups.map((members, index) => ({ id: groupId(index), entries: members })))
}

/** Every group's round robin, as games of one stage with their `groupId`. */
export function groupStageGames(options: {
  stageId: string
  groups: readonly Group[]
  isDouble?: boolean
}): TournamentGame[] {
  return options.groups.flatMap((group) =>
    roundRobinGames({
      stageId: options.stageId,
      entries: group.entries,
      groupId: group.id,
      ...(options.isDouble === undefined ? {} : { isDouble: options.isDouble }),
    }),
  )
}
