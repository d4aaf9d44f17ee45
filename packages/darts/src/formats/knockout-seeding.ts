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
