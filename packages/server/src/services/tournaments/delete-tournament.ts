import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { committed, effects, mergeEffects, type Committed } from '../effects'
import { ok, type Result } from '../result'
import { findManagedTournament } from './access'
import { tournamentChanged } from './tournament-announcements'

/**
 * Deletes a tournament with its entries and games (participants stay on the list). Open pages hear of it with one
 * more version and find it gone when they refetch; the boards of its event are planned again without its games.
 */
export async function deleteTournament(
  db: Database,
  input: { userId: string; tournamentId: string },
): Promise<Result<Committed<null>, 'tournament.notFound' | 'auth.forbidden'>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    await tx.delete(tournaments).where(eq(tournaments.id, found.value.id))
    return ok({ version: found.value.version + 1, eventId: found.value.eventId })
  })
  if (!outcome.ok) return outcome
  const { version, eventId } = outcome.value
  const told = tournamentChanged({ tournamentId: input.tournamentId, version })
  // Its row is gone, so its event is named here: the tournament no longer leads to it.
  return ok(committed(null, mergeEffects(told, effects({ eventsToReplan: eventId ? [eventId] : [] }))))
}
