/**
 * The rank of each row of a board already in order: rows with the same key share the rank of the first of them
 * ("1, 2, 2, 4"), as the league's boards rank ties.
 */
export function sharedRanks<Row>(rows: readonly Row[], key: (row: Row) => string): number[] {
  const ranks: number[] = []
  rows.forEach((row, index) => {
    const previous = rows[index - 1]
    ranks.push(previous !== undefined && key(previous) === key(row) ? (ranks[index - 1] ?? index + 1) : index + 1)
  })
  return ranks
}
