import type { Board } from '@oche/api'
import { and, count, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { boardDevices, type BoardRow } from '../../db/schema/index'

/** Board rows on the wire, with the number of tablets logged in to each. */
export async function toBoards(db: Database, rows: BoardRow[]): Promise<Board[]> {
  const ids = rows.map((row) => row.id)
  const devices =
    ids.length === 0
      ? []
      : await db
          .select({ boardId: boardDevices.boardId, count: count() })
          .from(boardDevices)
          .where(and(inArray(boardDevices.boardId, ids), isNull(boardDevices.revokedAt)))
          .groupBy(boardDevices.boardId)
  const counts = new Map(devices.map((row) => [row.boardId, row.count]))
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    enabled: row.enabled,
    devices_count: counts.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }))
}
