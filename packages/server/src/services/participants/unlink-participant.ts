import type { Participant } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { participants } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { bumpTournamentVersions } from '../tournaments/bump-tournament-versions'
import { tournamentChanged } from '../tournaments/tournament-announcements'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { loadParticipant } from './load-participants'
import { participantEntries } from './participant-entries'
import { refreshParticipantMatchSides } from './refresh-participant-match-sides'

/**
 * Makes a participant of the caller's list a guest again and withdraws a pending link invitation; the tournaments
 * it is in hear of it.
 */
export async function unlinkParticipant(
  db: Database,
  input: { user: { id: string; name: string }; participantId: string },
): Promise<Result<Committed<Participant>, 'participant.notFound'>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const outcome = await db.transaction(async (tx) => {
    const row = await findOwnParticipant(tx, { organisationId, participantId: input.participantId, forUpdate: true })
    if (!row) return fail('participant.notFound')
    await tx
      .update(participants)
      .set({ userId: null, invitedEmail: null, invitedUserId: null, invitedAt: null, updatedAt: new Date() })
      .where(eq(participants.id, row.id))
    if (row.userId !== null) await refreshParticipantMatchSides(tx, row.id)
    const entries = row.userId === null ? [] : await participantEntries(tx, row.id)
    return ok(
      await bumpTournamentVersions(
        tx,
        entries.map((entry) => entry.tournamentId),
      ),
    )
  })
  if (!outcome.ok) return outcome
  const changed = mergeEffects(...outcome.value.map((change) => tournamentChanged(change)))
  return ok(committed(await loadParticipant(db, { organisationId, participantId: input.participantId }), changed))
}
