import type { IndividualStandingsRow } from '@oche/api'

/** The columns the individual standings sort by. */
export type PlayerSortColumn =
  | 'position'
  | 'played'
  | 'won'
  | 'winPercentage'
  | 'average'
  | 'firstNineAverage'
  | 'oneEighties'
  | 'highCheckout'
  | 'bestLeg'

export type PlayerSort = { column: PlayerSortColumn; direction: 'ascending' | 'descending' }

/** The league's own order (by position) comes first; what players compare most is highest first. */
export const defaultPlayerSort: PlayerSort = { column: 'position', direction: 'ascending' }

/** The direction a first click sorts a column in: fewest darts for the best leg, highest first for the rest. */
export function firstDirection(column: PlayerSortColumn): PlayerSort['direction'] {
  return column === 'position' || column === 'bestLeg' ? 'ascending' : 'descending'
}

function valueOf(row: IndividualStandingsRow, column: PlayerSortColumn): number | null {
  switch (column) {
    case 'position':
      return row.position
    case 'played':
      return row.played
    case 'won':
      return row.won
    case 'winPercentage':
      return row.win_percentage
    case 'average':
      return row.three_dart_average
    case 'firstNineAverage':
      return row.first_nine_average
    case 'oneEighties':
      return row.one_eighties
    case 'highCheckout':
      return row.high_checkout
    case 'bestLeg':
      return row.best_leg
    default:
      return column satisfies never
  }
}

/**
 * The players in the order asked for. Players without a value (no average, no checkout yet) go last in either
 * direction, and equal values keep the league's order.
 */
export function sortPlayers(rows: readonly IndividualStandingsRow[], sort: PlayerSort): IndividualStandingsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.column)
    const right = valueOf(b, sort.column)
    if (left === null || right === null) return left === right ? a.position - b.position : left === null ? 1 : -1
    return sign * (left - right) || a.position - b.position
  })
}
