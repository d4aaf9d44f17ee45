import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { findManagedTournament } from './access'
import { publishTournamentChange, type TournamentRealtime } from './tournament-announcements'

/**
 * Deletes a tournament with its entries and games (participants stay on the list). Open pages hear of it with one
 * more version and find it gone when they refetch.
 */
export async function deleteTournament(
  db: Database,
  input: { userId: string; tournamentId: string },
  realtime: TournamentRealtime,
): Promise<Result<null, 'tournament.notFound' | 'auth.forbidden'>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    await tx.delete(tournaments).where(eq(tournaments.id, found.value.id))
    return ok(found.value.version + 1)
  })
  if (!outcome.ok) return outcome
  await publishTournamentChange(realtime, { tournamentId: input.tournamentId, version: outcome.value })
  return ok(null)
}
