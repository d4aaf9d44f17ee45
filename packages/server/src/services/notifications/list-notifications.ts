import type { Notification } from '@oche/api'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { notifications } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toNotification } from './to-notification'

const LIMIT = 100

/** The user's latest notifications, newest first. */
export async function listNotifications(
  db: Database,
  input: { userId: string },
): Promise<Result<Notification[], never>> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, input.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIMIT)
  return ok(rows.map(toNotification))
}
