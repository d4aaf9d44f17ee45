import type { OutboxMessage } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { outboxEmails } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { toOutboxMessage } from './to-outbox-message'

export async function getOutboxMessage(
  db: Database,
  input: { id: string },
): Promise<Result<OutboxMessage, 'outbox.notFound'>> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, input.id)).limit(1)
  if (!row) return fail('outbox.notFound')
  return ok(toOutboxMessage(row))
}
