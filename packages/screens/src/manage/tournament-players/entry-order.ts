import type { Entry } from '@oche/api'

/** The entries as the players page lists them: seeds first (1, 2, …), then the others in the order they entered. */
export function orderEntries(entries: readonly Entry[]): Entry[] {
  const seeded = entries.filter((entry) => entry.seed !== null).sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
  return [...seeded, ...entries.filter((entry) => entry.seed === null)]
}

/**
 * The seed changes that number the entries 1, 2, 3, … in the order the page lists them (withdrawn entries keep
 * theirs); entries that already have the right seed are left out.
 */
export function seedsByOrder(entries: readonly Entry[]): { entryId: string; seed: number }[] {
  return orderEntries(entries.filter((entry) => !entry.withdrawn))
    .map((entry, index) => ({ entryId: entry.id, seed: index + 1, current: entry.seed }))
    .filter(({ seed, current }) => seed !== current)
    .map(({ entryId, seed }) => ({ entryId, seed }))
}

/** Entries that did not check in (and did not withdraw): the ones "remove no-shows" removes. */
export function noShows(entries: readonly Entry[]): Entry[] {
  return entries.filter((entry) => !entry.checked_in && !entry.withdrawn)
}
