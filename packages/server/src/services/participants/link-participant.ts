import type { Participant } from '@oche/api'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, users } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { bumpTournamentVersions } from '../tournaments/bump-tournament-versions'
import { publishTournamentChange, type TournamentRealtime } from '../tournaments/tournament-announcements'
import { findOwnParticipant } from './find-own-participant'
import { loadParticipant } from './load-participants'
import { participantEntries } from './participant-entries'

export type LinkParticipantError =
  'participant.notFound' | 'participant.unknownAccount' | 'participant.accountAlreadyLinked'

/**
 * Links a participant of the caller's list to the registered account with this e-mail address, so the player sees
 * its tournaments under their profile (and the tournaments it is in hear of it). One participant per account in a list: merge duplicates first.
 */
export async function linkParticipant(
  db: Database,
  input: { user: { id: string; name: string }; participantId: string; email: string },
  realtime: TournamentRealtime,
): Promise<Result<Participant, LinkParticipantError>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const outcome = await db.transaction(async (tx) => {
    const row = await findOwnParticipant(tx, { organisationId, participantId: input.participantId, forUpdate: true })
    if (!row) return fail('participant.notFound')
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email.trim().toLowerCase()), isNull(users.deletedAt)))
    if (!account) return fail('participant.unknownAccount')
    const [other] = await tx
      .select({ id: participants.id })
      .from(participants)
      .where(
        and(
          eq(participants.organisationId, organisationId),
          eq(participants.userId, account.id),
          isNull(participants.mergedIntoId),
          ne(participants.id, row.id),
        ),
      )
    if (other) return fail('participant.accountAlreadyLinked')
    await tx.update(participants).set({ userId: account.id, updatedAt: new Date() }).where(eq(participants.id, row.id))
    // Entries show their members' accounts: the tournaments the participant is in changed.
    const entries = await participantEntries(tx, row.id)
    return ok(
      await bumpTournamentVersions(
        tx,
        entries.map((entry) => entry.tournamentId),
      ),
    )
  })
  if (!outcome.ok) return outcome
  for (const change of outcome.value) await publishTournamentChange(realtime, change)
  return ok(await loadParticipant(db, { organisationId, participantId: input.participantId }))
}
