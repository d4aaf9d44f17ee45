import type { Notification } from '@oche/api'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { reusableQuery } from '../../db/reusable-query'
import { notifications } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toNotification } from './to-notification'

const LIMIT = 100

/** The query behind every `GET /api/user`, built once (docs/benchmarks.md). */
const latest = reusableQuery((db) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIMIT)
    .prepare(''),
)

/** The user's latest notifications, newest first. */
export async function listNotifications(
  db: Database,
  input: { userId: string },
): Promise<Result<Notification[], never>> {
  const rows = await latest(db).execute({ userId: input.userId })
  return ok(rows.map(toNotification))
}
