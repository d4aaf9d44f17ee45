import type { Participant, UpdateParticipantInput } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { participants } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { bumpTournamentVersions } from '../tournaments/bump-tournament-versions'
import { refreshEntryNames } from '../tournaments/entry-names'
import { tournamentChanged } from '../tournaments/tournament-announcements'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { loadParticipant } from './load-participants'
import { participantEntries } from './participant-entries'

/**
 * Renames a participant of the caller's list or changes its nickname. Entries keep pointing at it and take the
 * new name; the tournaments they are in hear of it.
 */
export async function updateParticipant(
  db: Database,
  input: { user: { id: string; name: string }; participantId: string; changes: UpdateParticipantInput },
): Promise<Result<Committed<Participant>, 'participant.notFound'>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const outcome = await db.transaction(async (tx) => {
    const row = await findOwnParticipant(tx, { organisationId, participantId: input.participantId, forUpdate: true })
    if (!row) return fail('participant.notFound')
    const { name, nickname } = input.changes
    await tx
      .update(participants)
      .set({ name: name ?? row.name, nickname: nickname ?? row.nickname, updatedAt: new Date() })
      .where(eq(participants.id, row.id))
    const entries = await participantEntries(tx, row.id)
    const touched = await refreshEntryNames(
      tx,
      entries.map((entry) => entry.entryId),
    )
    // A nickname shows on boards and brackets too, so every tournament the participant is in changed.
    const changedNickname = nickname !== undefined && nickname !== row.nickname
    const tournamentIds = changedNickname ? entries.map((entry) => entry.tournamentId) : touched
    return ok(await bumpTournamentVersions(tx, tournamentIds))
  })
  if (!outcome.ok) return outcome
  const changed = mergeEffects(...outcome.value.map((change) => tournamentChanged(change)))
  return ok(committed(await loadParticipant(db, { organisationId, participantId: input.participantId }), changed))
}
