import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'

/**
 * Counts one more change to the tournament and answers the new version. Call it in the transaction that makes the
 * change, so the version clients are told about is the one that committed with it.
 */
export async function bumpTournamentVersion(tx: Database, tournamentId: string): Promise<number> {
  const [row] = await tx
    .update(tournaments)
    .set({ version: sql`${tournaments.version} + 1`, updatedAt: new Date() })
    .where(eq(tournaments.id, tournamentId))
    .returning({ version: tournaments.version })
  if (!row) throw new Error(`Tournament ${tournamentId} is gone: its version cannot go up`)
  return row.version
}
