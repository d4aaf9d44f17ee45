import type { Participant, ParticipantInput } from '@oche/api'
import type { Database } from '../../db/database'
import { participants } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { ok, type Result } from '../result'
import { loadParticipant } from './load-participants'

/** Adds a guest to the caller's participant list. */
export async function createParticipant(
  db: Database,
  input: { user: { id: string; name: string }; participant: ParticipantInput },
): Promise<Result<Participant, never>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const [row] = await db
    .insert(participants)
    .values({ organisationId, name: input.participant.name, nickname: input.participant.nickname ?? '' })
    .returning({ id: participants.id })
  if (!row) throw new Error('The participant was not inserted')
  return ok(await loadParticipant(db, { organisationId, participantId: row.id }))
}
