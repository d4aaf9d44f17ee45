import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, type ParticipantRow } from '../../db/schema/index'

/**
 * A participant of the organisation that is not merged away, or null (another organisation's participant is not
 * found either). Pass `forUpdate` inside a transaction to hold the row until it commits.
 */
export async function findOwnParticipant(
  db: Database,
  input: { organisationId: string; participantId: string; forUpdate?: boolean },
): Promise<ParticipantRow | null> {
  const query = db
    .select()
    .from(participants)
    .where(
      and(
        eq(participants.id, input.participantId),
        eq(participants.organisationId, input.organisationId),
        isNull(participants.mergedIntoId),
      ),
    )
  const [row] = input.forUpdate ? await query.for('update') : await query
  return row ?? null
}
