import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentEntries, type TournamentEntryRow } from '../../db/schema/index'

/** An entry of this tournament, or null (an entry of another tournament is not found either). */
export async function findEntry(
  db: Database,
  input: { tournamentId: string; entryId: string },
): Promise<TournamentEntryRow | null> {
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.id, input.entryId), eq(tournamentEntries.tournamentId, input.tournamentId)))
  return row ?? null
}
