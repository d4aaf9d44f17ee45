import type { OutboxMessageList, OutboxQuery } from '@oche/api'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { outboxEmails } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toOutboxMessage } from './to-outbox-message'

const LIMIT = 100

/** The local outbox, newest first (the last 100). */
export async function listOutboxMessages(db: Database, input: OutboxQuery): Promise<Result<OutboxMessageList, never>> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(input.to ? eq(outboxEmails.to, input.to) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(LIMIT)
  return ok(rows.map(toOutboxMessage))
}
