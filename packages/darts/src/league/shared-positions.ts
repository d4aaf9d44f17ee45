/**
 * Positions for rows already in order, shared where `compare` says two neighbours tie exactly: "1, 2, 2, 4".
 * `compare` is the order's comparator; 0 means neither is ahead.
 */
export function sharedPositions<Row>(rows: readonly Row[], compare: (a: Row, b: Row) => number): number[] {
  const positions: number[] = []
  rows.forEach((row, index) => {
    const previous = rows[index - 1]
    const isLevel = previous !== undefined && compare(previous, row) === 0
    positions.push(isLevel ? (positions[index - 1] ?? 1) : index + 1)
  })
  return positions
}
