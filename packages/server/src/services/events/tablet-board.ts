import type { TabletBoard } from '@oche/api'
import type { BoardRow, EventRow } from '../../db/schema/index'

/** The board a tablet is logged in to, with its event, on the wire. */
export function toTabletBoard(board: BoardRow, event: EventRow): TabletBoard {
  return {
    id: board.id,
    number: board.number,
    name: board.name,
    enabled: board.enabled,
    event: {
      id: event.id,
      name: event.name,
      starts_at: event.startsAt.toISOString(),
      time_zone: event.timeZone,
    },
  }
}
