import { realtimeChannels, realtimeEvents, type Notification, type RealtimePayload } from '@oche/api'
import type { Database } from '../../db/database'
import { notifications } from '../../db/schema/index'
import { effects, type Effects } from '../effects'
import { toNotification } from './to-notification'

/** Stores a notification for a user; answer `notificationCreated` with it for after the commit. */
export async function insertNotification(
  tx: Database,
  input: { userId: string; type: string; data: Record<string, unknown> },
): Promise<{ userId: string; notification: Notification }> {
  const [row] = await tx.insert(notifications).values(input).returning()
  if (!row) throw new Error('The notification was not inserted')
  return { userId: input.userId, notification: toNotification(row) }
}

/** What a committed notification leaves to do: tell the user's open pages (`private-user.{id}`). */
export function notificationCreated(created: { userId: string; notification: Notification }): Effects {
  return effects({
    publish: [
      {
        channel: realtimeChannels.user(created.userId),
        event: realtimeEvents.notificationCreated,
        data: created.notification satisfies RealtimePayload<'notification.created'>,
      },
    ],
  })
}
