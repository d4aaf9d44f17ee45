import type { Participant } from '@oche/api'
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, tournamentEntryMembers, users } from '../../db/schema/index'
import { likePattern } from '../like-pattern'

/**
 * An organisation's participants as the API answers them, sorted by name: merged duplicates left out, `ids` or a
 * `search` on name and nickname narrowing the list.
 */
export async function loadParticipants(
  db: Database,
  input: { organisationId: string; ids?: string[]; search?: string },
): Promise<Participant[]> {
  const conditions: SQL[] = [eq(participants.organisationId, input.organisationId), isNull(participants.mergedIntoId)]
  if (input.ids?.length === 0) return []
  if (input.ids) conditions.push(inArray(participants.id, input.ids))
  const term = input.search?.trim()
  if (term) {
    const matches = or(ilike(participants.name, likePattern(term)), ilike(participants.nickname, likePattern(term)))
    if (matches) conditions.push(matches)
  }
  const entries = db
    .select({ participantId: tournamentEntryMembers.participantId, entries: count().as('entries') })
    .from(tournamentEntryMembers)
    .groupBy(tournamentEntryMembers.participantId)
    .as('entry_counts')
  const rows = await db
    .select({
      participant: participants,
      user: { id: users.id, name: users.name },
      entries: entries.entries,
    })
    .from(participants)
    .leftJoin(users, eq(users.id, participants.userId))
    .leftJoin(entries, eq(entries.participantId, participants.id))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${participants.name})`), asc(participants.createdAt), asc(participants.id))
  return rows.map(({ participant, user, entries: entryCount }) => ({
    id: participant.id,
    name: participant.name,
    nickname: participant.nickname,
    user: user && participant.userId ? user : null,
    invitation:
      participant.invitedEmail && participant.invitedAt
        ? { email: participant.invitedEmail, invited_at: participant.invitedAt.toISOString() }
        : null,
    tournaments_count: Number(entryCount ?? 0),
    created_at: participant.createdAt.toISOString(),
  }))
}

/** One participant as the API answers it (it must exist and not be merged). */
export async function loadParticipant(
  db: Database,
  input: { organisationId: string; participantId: string },
): Promise<Participant> {
  const [participant] = await loadParticipants(db, { organisationId: input.organisationId, ids: [input.participantId] })
  if (!participant) throw new Error(`Participant ${input.participantId} cannot be read back`)
  return participant
}
