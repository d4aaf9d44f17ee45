import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentEntries, tournamentEntryMembers } from '../../db/schema/index'

/** The entries a participant is a member of, with their tournaments. */
export async function participantEntries(
  db: Database,
  participantId: string,
): Promise<{ entryId: string; tournamentId: string }[]> {
  return db
    .select({ entryId: tournamentEntries.id, tournamentId: tournamentEntries.tournamentId })
    .from(tournamentEntryMembers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryMembers.entryId))
    .where(eq(tournamentEntryMembers.participantId, participantId))
}
