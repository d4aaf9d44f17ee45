import type { TabletBoard } from '@oche/api'
import type { BoardAt } from './authenticate-board-device'

/** The board a tablet is logged in to, with its event or its venue, on the wire. */
export function toTabletBoard(device: BoardAt): TabletBoard {
  const { board } = device
  return {
    id: board.id,
    number: board.number,
    name: board.name,
    enabled: board.enabled,
    event:
      device.kind === 'event'
        ? {
            id: device.event.id,
            name: device.event.name,
            starts_at: device.event.startsAt.toISOString(),
            time_zone: device.event.timeZone,
          }
        : null,
    venue:
      device.kind === 'venue'
        ? {
            id: device.venue.id,
            name: device.venue.name,
            organisation: { slug: device.organisation.slug, name: device.organisation.name },
          }
        : null,
  }
}
