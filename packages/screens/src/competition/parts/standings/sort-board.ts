import type { TableSort } from '@oche/ui'

/** What a board's column sorts by: a figure, a name or an ISO date; null when the row has none. */
export type BoardSortValue = number | string | null

/**
 * A board's rows in the order asked for. Rows without a value go last in either direction, and equal values keep
 * the board's own order (the order `entries` come in).
 */
export function sortBoard<Entry>(
  entries: readonly Entry[],
  sort: TableSort,
  valueOf: (entry: Entry, column: string) => BoardSortValue,
): Entry[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  return entries
    .map((entry, index) => ({ entry, index, value: valueOf(entry, sort.column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1
      const compared =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value))
      return sign * compared || a.index - b.index
    })
    .map(({ entry }) => entry)
}
