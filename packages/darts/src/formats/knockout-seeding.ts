import type { Group, SideRef } from './game'

function groupOf(ref: SideRef): string | null {
  return ref.kind === 'groupPosition' ? ref.groupId : null
}

/**
 * Swaps apart round-1 pairs whose two sides come from the same group (darts-rules.md §6): the lower seed of the
 * clashing pair is swapped with the lower seed of the nearest pair in bracket order (earlier pair first at equal
 * distance; pairs with a bye excluded) where neither pair then clashes. Pairs are seed numbers in bracket order.
 */
export function avoidSameGroupClashes(
  pairs: readonly (readonly [number, number])[],
  seedRef: (seed: number) => SideRef,
): [number, number][] {
  const result = pairs.map(([a, b]): [number, number] => [a, b])
  const hasBye = (pair: [number, number]) => pair.some((seed) => seedRef(seed).kind === 'bye')
  const clashes = ([a, b]: [number, number]) => {
    const group = groupOf(seedRef(a))
    return group !== null && group === groupOf(seedRef(b))
  }
  result.forEach((pair, i) => {
    if (!clashes(pair)) return
    for (let distance = 1; distance < result.length; distance++) {
      const candidates = [i - distance, i + distance]
      const j = candidates.find((index) => {
        const other = result[index]
        if (!other || hasBye(other)) return false
        return !clashes([pair[0], other[1]]) && !clashes([other[0], pair[1]])
      })
      const other = j === undefined ? undefined : result[j]
      if (!other) continue
      // Within a pair the lower seed (the higher number) is second: bracketSlotOrder puts it there.
      const swap = pair[1]
      pair[1] = other[1]
      other[1] = swap
      return
    }
  })
  return result
}

/**
 * Knockout seeds from group positions (darts-rules.md §6): all group winners in group order, then all
 * runners-up, … from position `from` for `count` positions (default: all the rest). Positions a smaller group
 * does not have are left out. Winners KO of 4 groups with 2 qualifiers: A1 B1 C1 D1 A2 B2 C2 D2.
 */
export function groupKnockoutSeeds(groups: readonly Group[], from: number, count?: number): SideRef[] {
  const largest = Math.max(0, ...groups.map((group) => group.entries.length))
  const last = count === undefined ? largest : Math.min(largest, from + count - 1)
  const seeds: SideRef[] = []
  for (let position = from; position <= last; position++) {
    for (const group of groups) {
      if (position <= group.entries.length) seeds.push({ kind: 'groupPosition', groupId: group.id, position })
    }
  }
  return seeds
}

/** The `rank`-th best … `rank + count − 1`-th best of the entries placed `position` in their groups. */
function bestPlacedSeeds(position: number, fromRank: number, count: number): SideRef[] {
  return Array.from({ length: count }, (_, index) => ({ kind: 'bestPlaced', position, rank: fromRank + index }))
}

export type GroupQualifiersOptions = {
  qualifiersPerGroup: number
  /** How many of the best (q+1)-th placed across groups also go to the winners knockout (default 0). */
  bestPlacedQualifiers?: number
  /** The most entries in the consolation knockout; null or absent: all the rest. */
  consolationLimit?: number | null
}

/**
 * Who goes to which knockout after a group stage (darts-rules.md §6), as seed lists:
 * - winners: group positions 1…q (A1 B1 … A2 B2 …), then the best `bestPlacedQualifiers` of the (q+1)-th placed
 *   across groups, after every regular qualifier.
 * - consolation: everyone else, best placed first: by group position, and within a position in group order (A3 B3 …)
 *   while the whole position goes; where the best-placed moved up, or where `consolationLimit` cuts a position in
 *   two, that position is taken in the cross-group order instead (`bestPlaced` references), so the limit keeps the
 *   best of them. Positions a smaller group does not have are left out.
 * Same-group clashes can only be kept apart for group-position sides: a best-placed side's group is not known at
 * the draw.
 */
export function groupQualifierSeeds(
  groups: readonly Group[],
  options: GroupQualifiersOptions,
): { winners: SideRef[]; consolation: SideRef[] } {
  const q = options.qualifiersPerGroup
  const bestPlaced = options.bestPlacedQualifiers ?? 0
  const limit = options.consolationLimit ?? Number.POSITIVE_INFINITY
  const winners = [...groupKnockoutSeeds(groups, 1, q), ...bestPlacedSeeds(q + 1, 1, bestPlaced)]
  const consolation: SideRef[] = []
  const largest = Math.max(0, ...groups.map((group) => group.entries.length))
  for (let position = q + 1; position <= largest && consolation.length < limit; position++) {
    const moved = position === q + 1 ? bestPlaced : 0
    const available = groups.filter((group) => group.entries.length >= position).length - moved
    const room = limit - consolation.length
    if (moved === 0 && available <= room) consolation.push(...groupKnockoutSeeds(groups, position, 1))
    else consolation.push(...bestPlacedSeeds(position, moved + 1, Math.min(available, room)))
  }
  return { winners, consolation }
}
