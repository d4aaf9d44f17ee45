import { LINK_INVITATION_NOTIFICATION } from '@oche/api'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { notifications, participants } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { bumpTournamentVersions } from '../tournaments/bump-tournament-versions'
import { tournamentChanged } from '../tournaments/tournament-announcements'
import { participantEntries } from './participant-entries'
import { refreshParticipantMatchSides } from './refresh-participant-match-sides'

export type AnswerLinkInvitationError = 'linkInvitation.notFound' | 'linkInvitation.alreadyLinked'

/**
 * The invited account holder's answer to a link invitation (`participantId` is the participant it is about).
 * Accepting links the participant to their account, so its tournaments show under their profile; declining only
 * ends the invitation. Either way the invitation's notification is marked read with the answer. An invitation
 * that was withdrawn, went to someone else or was answered already is not found.
 */
export async function answerLinkInvitation(
  db: Database,
  input: { userId: string; participantId: string; answer: 'accepted' | 'declined' },
): Promise<Result<Committed<null>, AnswerLinkInvitationError>> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(participants)
      .where(
        and(
          eq(participants.id, input.participantId),
          eq(participants.invitedUserId, input.userId),
          isNull(participants.mergedIntoId),
        ),
      )
      .for('update')
    if (!row) return fail('linkInvitation.notFound')
    const cleared = { invitedEmail: null, invitedUserId: null, invitedAt: null, updatedAt: new Date() }
    let tournamentIds: string[] = []
    if (input.answer === 'accepted') {
      const [other] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(
          and(
            eq(participants.organisationId, row.organisationId),
            eq(participants.userId, input.userId),
            isNull(participants.mergedIntoId),
            ne(participants.id, row.id),
          ),
        )
      if (other) return fail('linkInvitation.alreadyLinked')
      await tx
        .update(participants)
        .set({ ...cleared, userId: input.userId })
        .where(eq(participants.id, row.id))
      await refreshParticipantMatchSides(tx, row.id)
      // Entries show their members' accounts: the tournaments the participant is in changed.
      tournamentIds = (await participantEntries(tx, row.id)).map((entry) => entry.tournamentId)
    } else {
      await tx.update(participants).set(cleared).where(eq(participants.id, row.id))
    }
    await tx
      .update(notifications)
      .set({
        readAt: sql`coalesce(${notifications.readAt}, now())`,
        data: sql`${notifications.data} || ${JSON.stringify({ answer: input.answer })}::jsonb`,
      })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, LINK_INVITATION_NOTIFICATION),
          sql`${notifications.data}->>'participant_id' = ${row.id}`,
        ),
      )
    return ok(await bumpTournamentVersions(tx, tournamentIds))
  })
  if (!outcome.ok) return outcome
  const changed = mergeEffects(...outcome.value.map((change) => tournamentChanged(change)))
  return ok(committed(null, changed))
}
