import type { TableSort } from '@oche/ui'

/** A page's query string as a record (`?division=first&sort=won` → `{ division: 'first', sort: 'won' }`). */
export type SiteQuery = Record<string, string>

/** The query string of the values that are set, in their order: `?division=first&sort=won&order=desc`. */
export function writeSiteQuery(query: SiteQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== '')
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : ''
}

/** The values with some changed; a null takes the value out. */
export function changeSiteQuery(query: SiteQuery, changes: Record<string, string | null>): SiteQuery {
  const next: SiteQuery = { ...query }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key]
    else next[key] = value
  }
  return next
}

/**
 * A table's order from the query (`?sort=won&order=asc`), when it names one of its columns; null (the table's own
 * order) for anything else. Without `order` the column's first direction holds.
 */
export function readSortQuery(
  query: SiteQuery,
  columns: readonly string[],
  firstDirection: (column: string) => TableSort['direction'],
): TableSort | null {
  const column = query.sort
  if (column === undefined || !columns.includes(column)) return null
  const direction = query.order === 'asc' ? 'ascending' : query.order === 'desc' ? 'descending' : firstDirection(column)
  return { column, direction }
}

/** The query's `sort` and `order` of a table's order; both out for its own order (`isDefault`). */
export function sortQueryChanges(sort: TableSort, isDefault: boolean): Record<string, string | null> {
  if (isDefault) return { sort: null, order: null }
  return { sort: sort.column, order: sort.direction === 'ascending' ? 'asc' : 'desc' }
}
