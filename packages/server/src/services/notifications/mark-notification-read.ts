import type { Notification } from '@oche/api'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { notifications } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { toNotification } from './to-notification'

export type MarkNotificationReadError = 'notification.notFound'

/** Marks one of the user's notifications read; reading it again keeps the first time. */
export async function markNotificationRead(
  db: Database,
  input: { userId: string; notificationId: string },
): Promise<Result<Notification, MarkNotificationReadError>> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, input.notificationId), eq(notifications.userId, input.userId)))
    .returning()
  // Someone else's notification is "not found" too: its existence is not the caller's business.
  if (!row) return fail('notification.notFound')
  return ok(toNotification(row))
}
