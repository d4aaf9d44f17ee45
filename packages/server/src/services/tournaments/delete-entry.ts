import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, type Committed } from '../effects'
import { tournamentEntries } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { findManagedTournament } from './access'
import { findEntry } from './find-entry'
import { tournamentChanged } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

/** Removes an entry before the draw (its participants stay on the list); after the draw, withdraw it instead. */
export async function deleteEntry(
  db: Database,
  input: { userId: string; tournamentId: string; entryId: string },
): Promise<
  Result<Committed<null>, 'tournament.notFound' | 'auth.forbidden' | 'entry.notFound' | 'tournament.notDraft'>
> {
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: input.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const entry = await findEntry(tx, { tournamentId: found.value.id, entryId: input.entryId })
    if (!entry) return fail('entry.notFound')
    if (found.value.status !== 'draft') return fail('tournament.notDraft')
    await tx.delete(tournamentEntries).where(eq(tournamentEntries.id, entry.id))
    return ok(await bumpTournamentVersion(tx, found.value.id))
  })
  if (!outcome.ok) return outcome
  return ok(committed(null, tournamentChanged({ tournamentId: input.tournamentId, version: outcome.value })))
}
