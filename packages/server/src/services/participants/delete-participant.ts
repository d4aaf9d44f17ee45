import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, ok, type Result } from '../result'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { participantEntries } from './participant-entries'

/** Removes a participant from the caller's list; one with entries stays (merge it into another one instead). */
export async function deleteParticipant(
  db: Database,
  input: { user: { id: string; name: string }; participantId: string },
): Promise<Result<null, 'participant.notFound' | 'participant.hasEntries'>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  return db.transaction(async (tx) => {
    const row = await findOwnParticipant(tx, { organisationId, participantId: input.participantId, forUpdate: true })
    if (!row) return fail('participant.notFound')
    if ((await participantEntries(tx, row.id)).length > 0) return fail('participant.hasEntries')
    // Duplicates merged into it before point at it; they are gone from the list already.
    await tx.update(participants).set({ mergedIntoId: null }).where(eq(participants.mergedIntoId, row.id))
    await tx.delete(participants).where(eq(participants.id, row.id))
    return ok(null)
  })
}
