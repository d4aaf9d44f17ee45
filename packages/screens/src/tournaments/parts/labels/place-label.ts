/** A finishing place: its best position and the last one it shares (`5`–`8` for the losing quarter-finalists). */
export type Place = { position: number; position_to: number }

/** "1", or "5–8" for a place shared by the players knocked out in the same round. */
export function placeLabel(row: Place): string {
  return row.position_to > row.position ? `${row.position}–${row.position_to}` : String(row.position)
}
