import type { Participant } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { participants, tournamentEntryMembers } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { bumpTournamentVersions } from '../tournaments/bump-tournament-versions'
import { refreshEntryNames } from '../tournaments/entry-names'
import { tournamentChanged } from '../tournaments/tournament-announcements'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { loadParticipant } from './load-participants'
import { participantEntries } from './participant-entries'
import { refreshParticipantMatchSides } from './refresh-participant-match-sides'

export type MergeParticipantsError =
  | 'participant.notFound'
  | 'participant.mergeIntoItself'
  | 'participant.mergeTargetNotFound'
  | 'participant.sameTournament'

/**
 * Merges the duplicate into the participant kept: its entries move over (taking the kept name) and it leaves the
 * list. The kept participant takes the duplicate's account link when it has none. Refused when both play in the
 * same tournament, since they are then two different players.
 */
export async function mergeParticipants(
  db: Database,
  input: { user: { id: string; name: string }; participantId: string; intoId: string },
): Promise<Result<Committed<Participant>, MergeParticipantsError>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const outcome = await db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    const ids = [input.participantId, input.intoId].sort()
    const locked = []
    for (const participantId of ids)
      locked.push(await findOwnParticipant(tx, { organisationId, participantId, forUpdate: true }))
    const duplicate = locked[ids.indexOf(input.participantId)]
    const kept = locked[ids.indexOf(input.intoId)]
    if (!duplicate) return fail('participant.notFound')
    if (input.participantId === input.intoId) return fail('participant.mergeIntoItself')
    if (!kept) return fail('participant.mergeTargetNotFound')
    const moving = await participantEntries(tx, duplicate.id)
    const keptEntries = await participantEntries(tx, kept.id)
    if (moving.some((entry) => keptEntries.some((other) => other.tournamentId === entry.tournamentId)))
      return fail('participant.sameTournament')
    await tx
      .update(tournamentEntryMembers)
      .set({ participantId: kept.id })
      .where(eq(tournamentEntryMembers.participantId, duplicate.id))
    await tx
      .update(participants)
      .set({ mergedIntoId: kept.id, updatedAt: new Date() })
      .where(eq(participants.id, duplicate.id))
    // Duplicates merged into the duplicate before now point at the participant kept.
    await tx.update(participants).set({ mergedIntoId: kept.id }).where(eq(participants.mergedIntoId, duplicate.id))
    if (kept.userId === null && duplicate.userId !== null)
      await tx
        .update(participants)
        .set({ userId: duplicate.userId, updatedAt: new Date() })
        .where(eq(participants.id, kept.id))
    await refreshParticipantMatchSides(tx, kept.id)
    await refreshEntryNames(
      tx,
      moving.map((entry) => entry.entryId),
    )
    return ok(
      await bumpTournamentVersions(
        tx,
        moving.map((entry) => entry.tournamentId),
      ),
    )
  })
  if (!outcome.ok) return outcome
  const changed = mergeEffects(...outcome.value.map((change) => tournamentChanged(change)))
  return ok(committed(await loadParticipant(db, { organisationId, participantId: input.intoId }), changed))
}
