import type { Notification } from '@oche/api'
import type { NotificationRow } from '../../db/schema/index'

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}
