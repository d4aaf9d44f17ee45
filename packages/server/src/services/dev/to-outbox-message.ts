import type { OutboxMessage } from '@oche/api'
import type { OutboxEmailRow } from '../../db/schema/index'

const LINK = /https?:\/\/[^\s<>"')]+/g

export function toOutboxMessage(row: OutboxEmailRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.text.match(LINK) ?? [],
    created_at: row.createdAt.toISOString(),
  }
}
