import {
  defaultPlayerSort,
  firstDirection,
  type PlayerSort,
  type PlayerSortColumn,
} from '../../../competition/parts/standings'
import { readSortQuery, sortQueryChanges, useSiteQuery, type SiteQuery } from '../site-query'

const columns = [
  'position',
  'played',
  'won',
  'winPercentage',
  'average',
  'firstNineAverage',
  'oneEighties',
  'highCheckout',
  'bestLeg',
] as const satisfies readonly PlayerSortColumn[]

const isColumn = (column: string): column is PlayerSortColumn => (columns as readonly string[]).includes(column)

/**
 * The order of a players' table in the page's address (`?sort=average&order=desc`), so a sorted table can be shared;
 * the league's order (by position) leaves the address clean.
 */
export function usePlayerSort(searchParams: SiteQuery): [PlayerSort, (sort: PlayerSort) => void] {
  const [query, change] = useSiteQuery(searchParams)
  const read = readSortQuery(query, columns, (column) => firstDirection(column as PlayerSortColumn))
  const sort: PlayerSort =
    read && isColumn(read.column) ? { column: read.column, direction: read.direction } : defaultPlayerSort
  const setSort = (next: PlayerSort) =>
    change(
      sortQueryChanges(
        next,
        next.column === defaultPlayerSort.column && next.direction === defaultPlayerSort.direction,
      ),
    )
  return [sort, setSort]
}
