import { and, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants } from '../../db/schema/index'
import { mergeEffects, type Effects } from '../effects'
import { insertNotification, notificationCreated } from './notify'

// Players hear about their own games: a participant linked to an account (a player who accepted the organiser's
// link, or signed up themselves) gets a notification on their private channel. Guests have no account: nothing.

/** The notification types a player gets about a tournament, and what their `data` holds. */
export const playerNotificationTypes = {
  /** An organiser entered them: `{ tournament_id, tournament_name }`. */
  entered: 'tournament.entered',
  /** Their game was sent to a board: `{ tournament_id, tournament_name, game_id, board }` (board may be null). */
  called: 'match.called',
  /** An organiser corrected the result of their game: `{ tournament_id, tournament_name, home, away, result }`. */
  resultCorrected: 'result.corrected',
} as const

type Created = Awaited<ReturnType<typeof insertNotification>>

/** Notifications stored in a transaction, to tell once it has committed (`toldAfterCommit`). */
export type PlayerNotifications = readonly Created[]

/**
 * Stores one notification for each account behind the participants (once per account, the actor left out: an
 * organiser who plays does not need to be told what they just did).
 */
export async function notifyParticipants(
  tx: Database,
  input: {
    participantIds: readonly string[]
    type: string
    data: Record<string, unknown>
    actorId?: string | null
  },
): Promise<PlayerNotifications> {
  if (input.participantIds.length === 0) return []
  const rows = await tx
    .select({ userId: participants.userId })
    .from(participants)
    .where(and(inArray(participants.id, [...input.participantIds]), isNotNull(participants.userId)))
  const accounts = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))].filter(
    (userId) => userId !== input.actorId,
  )
  const created: Created[] = []
  for (const userId of accounts)
    created.push(await insertNotification(tx, { userId, type: input.type, data: input.data }))
  return created
}

/** What the stored notifications leave to do after the commit: tell each user's open pages. */
export function toldAfterCommit(notified: PlayerNotifications): Effects {
  return mergeEffects(...notified.map(notificationCreated))
}
