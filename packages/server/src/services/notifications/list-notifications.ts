import type { Notification } from '@oche/api'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { notifications } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toNotification } from './to-notification'

const LIMIT = 100

/**
 * The query behind every `GET /api/user`, built once per database and sent unnamed (as the token lookup in
 * authenticate-token.ts; docs/benchmarks.md).
 */
function prepareLatest(db: Database) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIMIT)
    .prepare('')
}

const latest = new WeakMap<Database, ReturnType<typeof prepareLatest>>()

/** The user's latest notifications, newest first. */
export async function listNotifications(
  db: Database,
  input: { userId: string },
): Promise<Result<Notification[], never>> {
  let query = latest.get(db)
  if (!query) latest.set(db, (query = prepareLatest(db)))
  const rows = await query.execute({ userId: input.userId })
  return ok(rows.map(toNotification))
}
