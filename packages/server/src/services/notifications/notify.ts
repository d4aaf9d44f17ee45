import { realtimeChannels, realtimeEvents, type Notification, type RealtimePayload } from '@oche/api'
import type { Database } from '../../db/database'
import { notifications } from '../../db/schema/index'
import type { TournamentRealtime } from '../tournaments/tournament-announcements'
import { toNotification } from './to-notification'

/** Stores a notification for a user; call `announceNotification` with it once the transaction committed. */
export async function insertNotification(
  tx: Database,
  input: { userId: string; type: string; data: Record<string, unknown> },
): Promise<{ userId: string; notification: Notification }> {
  const [row] = await tx.insert(notifications).values(input).returning()
  if (!row) throw new Error('The notification was not inserted')
  return { userId: input.userId, notification: toNotification(row) }
}

/** Tells the user's open pages (`private-user.{id}`) of a new notification; a failure only logs. */
export async function announceNotification(
  realtime: TournamentRealtime,
  created: { userId: string; notification: Notification },
): Promise<void> {
  try {
    await realtime.publisher.publish(
      realtimeChannels.user(created.userId),
      realtimeEvents.notificationCreated,
      created.notification satisfies RealtimePayload<'notification.created'>,
    )
  } catch (error) {
    realtime.logger.warn({ err: error, userId: created.userId }, 'notification not announced')
  }
}
